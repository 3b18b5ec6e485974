/**
 * The resource descriptor and what normalisation makes of it (docs/contract.md §2.2, §3.1;
 * docs/decisions.md §1, §2, §4): plain data, no Angular, shared by the library and the schematics.
 */

/** The five actions of docs/contract.md §3.1. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * The actions that have a page (and so a client route); `delete` has none (docs/contract.md §4.1).
 */
export type PageAction = Exclude<ResourceAction, 'delete'>;

export const RESOURCE_ACTIONS: readonly ResourceAction[] = Object.freeze([
  'list',
  'show',
  'create',
  'edit',
  'delete',
]);

export const PAGE_ACTIONS: readonly PageAction[] = Object.freeze([
  'list',
  'show',
  'create',
  'edit',
]);

/** An API record: any JSON object. Its identifier is usually `id`. */
export type AdminRecord = Record<string, unknown>;

/** A record identifier as found in routes and API paths. */
export type RecordId = string | number;

/**
 * docs/contract.md §2.4: the name of a record property, or a callback that receives the whole API
 * object and returns the record's display name.
 */
export type ResourceLabel = string | ((record: AdminRecord) => string);

/**
 * docs/decisions.md §4 "Permissions": a role, or a role limited to some actions and, with
 * `fields`, to some fields.
 */
export type ResourcePermission =
  | string
  | {
      readonly role: string;
      readonly actions: readonly ResourceAction[];
      readonly fields?: ResourceFieldRules;
    };

/**
 * The fields a role may not read (`hidden`: gone from columns, filters, show pages, forms, CSV and
 * live events) or may not write (`readOnly`: shown, never sent).
 */
export interface ResourceFieldRules {
  readonly hidden?: readonly string[];
  readonly readOnly?: readonly string[];
}

/**
 * docs/contract.md §2.2 `include`: extra related data for every GET-based call. An array names
 * relations to embed; an object is passed to the dialect as it is (json-server reads
 * `{ embed, expand }`).
 */
export type ResourceInclude = readonly string[] | Readonly<Record<string, unknown>>;

/**
 * The wire conventions of a REST API (paging, sorting, filtering, totals...).
 * Implemented in `data/`; typed here so that descriptors and the config can name one.
 */
export interface ApiDialectRef {
  readonly name: string;
}

/** docs/contract.md §2.2: one resource of the ordered resource list. */
export interface ResourceDescriptor {
  /** Unique name; the route base `/<name>`. URL-path safe: `^[a-zA-Z][a-zA-Z0-9_-]*$`. */
  readonly name: string;
  /** API base path; default `name`. May hold `/` segments, never `..`, `?` or `#`. */
  readonly api?: string;
  /** A Material Design Icons name with the `mdi-` prefix, e.g. `mdi-account`. */
  readonly icon?: string;
  /** Property name or callback giving a record's display name (docs/contract.md §2.4). */
  readonly label?: ResourceLabel;
  /** Related data added to every GET-based call (docs/contract.md §2.2, §4.3). */
  readonly include?: ResourceInclude;
  /** Which page actions get a route; default every enabled page action. */
  readonly routes?: readonly PageAction[];
  /** Exactly the enabled actions; `except` is ignored when set (docs/contract.md §3.1 item 3). */
  readonly actions?: readonly ResourceAction[];
  /** Denied actions, used only when `actions` is not set (docs/contract.md §3.1 item 4). */
  readonly except?: readonly ResourceAction[];
  /** Whether records have per-locale content (docs/contract.md §2.2). */
  readonly translatable?: boolean;
  /** Roles that may use the resource; absent: every signed-in user. */
  readonly permissions?: readonly ResourcePermission[];
  /** Fields an autocomplete look-up asks the API for (docs/contract.md §2.2). */
  readonly autocompleteFields?: readonly string[];
  /** The API dialect of this resource, overriding the global one. */
  readonly dialect?: ApiDialectRef;
  /**
   * Nests the resource under another one (`/posts/:postId/comments`, `GET /posts/{postId}/comments`):
   * the parent's name, or `{ name, param }` to name the route parameter and API placeholder
   * (default `<singular parent>Id`, e.g. `postId`). Then `api`, when set, is either the child's own
   * segment (`'remarks'` → `posts/{postId}/remarks`) or a whole template naming parent ids
   * (`'blog/{postId}/remarks'`).
   */
  readonly parent?: string | ResourceParentDescriptor;
  /**
   * When this resource's updates and deletes reach the server and the UI: `pessimistic`
   * (default: once the server accepted), `optimistic` (at once, rolled back if refused) or
   * `undoable` (at once, sent after a few seconds unless undone). A call may choose its own.
   */
  readonly mutationMode?: MutationMode;
  /**
   * The field that identifies a record (`'slug'`, `'_id'`, `'uuid'`, `'documentId'`, `'username'`);
   * default `'id'`. Routes, links, the record cache, references, bulk actions, CSV, conflicts and
   * undo address records by it (read it with `recordId(resource, record)`).
   */
  readonly idField?: string;
  /**
   * Actions that go through another operation of the API than the dialect's `<api>` and
   * `<api>/<id>`: `list: { path: 'pet/findByStatus', filter: { status: 'available' } }` (a list
   * operation that requires a filter: sent with this default until the user picks another value),
   * `update: { method: 'PUT', path: 'pet', idInBody: true }` (the record's key in the body, not in
   * the path). The dialect still writes the query, the body and reads the response.
   */
  readonly operations?: ResourceOperations;
  /**
   * Deleting moves records to a trash (docs/contract.md §4.5): a trash page per resource lists
   * them, to restore them or, for whom may, to purge them (delete them for good); references to a
   * trashed record show it as deleted. `true`: whoever may delete may purge;
   * `{ purge: ['admin'] }`: only these roles may. The API dialect must speak the trash
   * (`ApiDialect.trash`).
   */
  readonly softDelete?: boolean | SoftDeleteOptions;
  /**
   * Offers a CSV import on the list page (`<list>/import`): upload a file, map its columns to
   * fields, preview the errors per row, then create records or update them by key. `true`: the
   * columns map to fields of their own name, as text; `{ fields }` names the fields, their types
   * and which are required (checked in the preview); `{ roles }` limits it to these roles (else
   * whoever may create). Needs the `create` action; updates need `edit`.
   */
  readonly import?: boolean | ImportOptions;
}

/** The object form of `ResourceDescriptor.import`. */
export interface ImportOptions {
  /** The fields a column may fill; absent: every column is a text field of its own name. */
  readonly fields?: readonly ImportField[];
  /** The roles that may import; absent: whoever may create. */
  readonly roles?: readonly string[];
}

/** The value types an imported cell is read as (and checked against in the preview). */
export type ImportFieldType =
  'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'reference' | 'reference-array';

/** Every `ImportFieldType`, the default first. */
export const IMPORT_FIELD_TYPES: readonly ImportFieldType[] = Object.freeze([
  'text',
  'number',
  'boolean',
  'date',
  'datetime',
  'reference',
  'reference-array',
]);

/** One field a CSV column may fill (`ImportOptions.fields`). */
export interface ImportField {
  /** The record property. */
  readonly source: string;
  /** Its label, matched against the headers besides `source`; default the humanised source. */
  readonly label?: string;
  /** How a cell is read: default `text`. */
  readonly type?: ImportFieldType;
  /** A row whose cell is empty (and that creates a record) is refused. */
  readonly required?: boolean;
  /** `reference` and `reference-array`: the referenced resource, whose ids are checked. */
  readonly reference?: string;
}

/** A normalised `import`: the resource's CSV import. */
export interface ResourceImport {
  /** The fields, frozen; undefined: every column is a text field of its own name. */
  readonly fields: readonly ImportField[] | undefined;
  /** The roles that may import; undefined: whoever may create. */
  readonly roles: readonly string[] | undefined;
}

/** The object form of `ResourceDescriptor.softDelete`. */
export interface SoftDeleteOptions {
  /** The roles that may purge the trash; absent: whoever may delete. */
  readonly purge?: readonly string[];
}

/** A normalised `softDelete`: the resource's trash. */
export interface ResourceTrash {
  /** The roles that may purge; undefined: whoever may delete. */
  readonly purge: readonly string[] | undefined;
}

/** The HTTP methods of `ResourceOperation.method`. */
export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One action's operation (`ResourceDescriptor.operations`): every key is optional, what is left out
 * is the dialect's.
 */
export interface ResourceOperation {
  /**
   * The path under the API URL, as it is sent (`'pet/findByStatus'`, `'articles/{id}/'`); `{id}`
   * stands for the record's key (URL-encoded), which `get` and `delete` paths need, and `update`
   * paths unless `idInBody`.
   */
  readonly path?: string;
  /**
   * The HTTP method: `GET` for `list` and `get`; `POST` or `PUT` for `create`; `PUT`, `PATCH` or
   * `POST` for `update`; `DELETE` or `POST` for `delete`.
   */
  readonly method?: OperationMethod;
  /** `update` only: the record's key travels in the body, under its `idField` (`PUT /pet`). */
  readonly idInBody?: boolean;
  /**
   * `list` only: the filters the operation requires, with their defaults (`{ status: 'available' }`).
   * The list starts with them and sends the default whenever the user leaves one empty.
   */
  readonly filter?: Readonly<Record<string, string | number | boolean>>;
}

/** The operations of `ResourceDescriptor.operations`, by action. */
export interface ResourceOperations {
  readonly list?: ResourceOperation;
  readonly get?: ResourceOperation;
  readonly create?: ResourceOperation;
  readonly update?: ResourceOperation;
  readonly delete?: ResourceOperation;
}

/** The mutation modes of `ResourceDescriptor.mutationMode`. */
export type MutationMode = 'pessimistic' | 'optimistic' | 'undoable';

/** Every mutation mode, the default first. */
export const MUTATION_MODES: readonly MutationMode[] = Object.freeze([
  'pessimistic',
  'optimistic',
  'undoable',
]);

/** The object form of `ResourceDescriptor.parent` (a normalised `ResourceParent` is one too). */
export interface ResourceParentDescriptor {
  /** The parent resource's name. */
  readonly name: string;
  /** The route parameter and API placeholder of the parent's id; default `<singular parent>Id`. */
  readonly param?: string;
}

/** One level of nesting of a normalised resource: the parent and its id's parameter name. */
export interface ResourceParent {
  /** The parent resource's name. */
  readonly name: string;
  /** The route parameter (`:postId`) and API placeholder (`{postId}`) of the parent's id. */
  readonly param: string;
}

/** The parent ids of a nested resource's pages and calls, by parameter name: `{ postId: 12 }`. */
export type ParentParams = Readonly<Record<string, RecordId>>;

/** A normalised permission entry: a role and the actions it grants. */
export interface ResourceGrant {
  readonly role: string;
  /** The actions this role may perform; always a subset of the resource's enabled actions. */
  readonly actions: readonly ResourceAction[];
  /** The fields this role may not read, and may read but not write; empty when unrestricted. */
  readonly fields: ResourceFieldGrant;
}

/** A normalised `ResourceFieldRules`: both lists present, no field in both. */
export interface ResourceFieldGrant {
  readonly hidden: readonly string[];
  readonly readOnly: readonly string[];
}

/** A validated, normalised, frozen resource. */
export interface Resource {
  readonly name: string;
  /**
   * API base path, `api ?? name`, without leading or trailing `/`. For a nested resource, a
   * template naming the parent ids: `posts/{postId}/comments`.
   */
  readonly api: string;
  /** `mdi-<id>`; default `mdi-view-grid`. */
  readonly icon: string;
  readonly label: ResourceLabel | undefined;
  readonly include: ResourceInclude | undefined;
  /** Enabled actions, in the canonical order list, show, create, edit, delete. */
  readonly actions: readonly ResourceAction[];
  /** Page actions that have a client route; a subset of `actions`. */
  readonly routes: readonly PageAction[];
  readonly translatable: boolean;
  /** `undefined` when the resource is open to every signed-in user. */
  readonly permissions: readonly ResourceGrant[] | undefined;
  readonly autocompleteFields: readonly string[] | undefined;
  readonly dialect: ApiDialectRef | undefined;
  /** The descriptor's `mutationMode`; undefined: pessimistic unless a call chooses. */
  readonly mutationMode: MutationMode | undefined;
  /** The field that identifies a record; `'id'` unless the descriptor names another. */
  readonly idField: string;
  /** The descriptor's `operations`, frozen; undefined when every action is the dialect's. */
  readonly operations: ResourceOperations | undefined;
  /** The resource's trash (`softDelete`); undefined when deleting deletes. */
  readonly softDelete: ResourceTrash | undefined;
  /** The resource's CSV import (`import`); undefined when it offers none. */
  readonly import: ResourceImport | undefined;
  /** The direct parent of a nested resource (the last of `parents`), else undefined. */
  readonly parent: ResourceParent | undefined;
  /** Every ancestor of a nested resource, outermost first; empty for a top-level resource. */
  readonly parents: readonly ResourceParent[];
  /** Kebab-case form of the name: the resource folder (docs/contract.md §2.3). */
  readonly folder: string;
  /** PascalCase form of the name: the component name base (docs/contract.md §2.3). */
  readonly className: string;
  /**
   * docs/contract.md §2.3, §4.2: the page component name `<ResourceName><Action>`, e.g.
   * `MonsterChildrenEdit`. Bound to the resource (safe to pass around) and non-enumerable, so
   * resources still serialise and compare as plain data.
   */
  readonly componentName: (action: PageAction) => string;
  /** The descriptor this resource was built from. */
  readonly descriptor: ResourceDescriptor;
}

/** A descriptor as plain data, not yet validated: what the schematics build or read from code. */
export type DescriptorData = Readonly<Record<string, unknown>>;
