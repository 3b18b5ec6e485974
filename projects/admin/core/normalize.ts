import { componentName, kebabCase, pascalCase } from './names';
import { fillApiTemplate, type NestingDraft } from './nesting';
import { ɵcheckParent, ɵnestResources } from './nesting-internal';
import { ɵcheckFieldRules, ɵNO_FIELD_RULES } from './field-rules-internal';
import { ɵcheckImport } from './import-internal';
import { ɵcheckOperations } from './operations-internal';
import { describeValue, didYouMean, quoteList } from './problems';
import {
  PAGE_ACTIONS,
  MUTATION_MODES,
  RESOURCE_ACTIONS,
  type PageAction,
  type Resource,
  type ResourceAction,
  type ResourceDescriptor,
  type ResourceGrant,
  type ParentParams,
  type RecordId,
  type ResourceParent,
  type ResourceTrash,
} from './types';

/** One problem of a descriptor list: where it is and what is wrong. */
export interface AdminConfigProblem {
  /** Index of the descriptor in the list, or -1 for the list itself. */
  readonly index: number;
  /** The descriptor's name when it has a usable one. */
  readonly resource?: string;
  /** The key at fault, or undefined for the descriptor as a whole. */
  readonly key?: string;
  readonly message: string;
}

/** One problem of a single descriptor: the key at fault (undefined for the whole object) and why. */
export type DescriptorProblem = Pick<AdminConfigProblem, 'key' | 'message'>;

/** Thrown by `normalizeResources` with every problem of the list at once. */
export class AdminConfigError extends Error {
  constructor(readonly problems: readonly AdminConfigProblem[]) {
    super(
      `Invalid admin resources (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${describeProblem(p)}`).join('\n'),
    );
    this.name = 'AdminConfigError';
  }
}

function describeProblem(problem: AdminConfigProblem): string {
  if (problem.index < 0) return problem.message;
  const where = problem.resource
    ? `resources[${problem.index}] "${problem.resource}"`
    : `resources[${problem.index}]`;
  return `${where}${problem.key ? ` key "${problem.key}"` : ''}: ${problem.message}`;
}

export const DEFAULT_ICON = 'mdi-view-grid';
export const NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]*$/;
export const ICON_PATTERN = /^mdi-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The resources built here: only these skip validation when given again (`isResource`). */
const NORMALISED = new WeakSet<object>();

/**
 * The descriptor keys of docs/contract.md §2.2 (plus `dialect` and `parent`), in the
 * specification's order.
 */
export const DESCRIPTOR_KEYS: readonly (keyof ResourceDescriptor)[] = Object.freeze([
  'name',
  'api',
  'icon',
  'label',
  'include',
  'routes',
  'actions',
  'except',
  'translatable',
  'permissions',
  'autocompleteFields',
  'dialect',
  'parent',
  'mutationMode',
  'idField',
  'operations',
  'softDelete',
  'import',
]);

const KNOWN_KEYS: ReadonlySet<string> = new Set(DESCRIPTOR_KEYS);
const VALID_ACTIONS = ` (valid: ${RESOURCE_ACTIONS.join(', ')})`;

/**
 * docs/contract.md §3.1: the enabled actions of a descriptor, in canonical order. Unknown entries
 * of `actions` or `except` are ignored (validation reports them).
 */
export function enabledActions(descriptor: {
  readonly actions?: unknown;
  readonly except?: unknown;
}): ResourceAction[] {
  const { actions, except } = descriptor;
  if (Array.isArray(actions)) return RESOURCE_ACTIONS.filter((a) => actions.includes(a));
  if (Array.isArray(except)) return RESOURCE_ACTIONS.filter((a) => !except.includes(a));
  return [...RESOURCE_ACTIONS];
}

/**
 * docs/decisions.md §2: the page actions that get a route (and so a page component), in canonical
 * order.
 */
export function routedPages(descriptor: {
  readonly actions?: unknown;
  readonly except?: unknown;
  readonly routes?: unknown;
}): PageAction[] {
  return pagesOf(
    enabledActions(descriptor),
    Array.isArray(descriptor.routes) ? descriptor.routes : undefined,
  );
}

/** The page actions of `enabled` that `routes` (when given) lists, in canonical order. */
function pagesOf(enabled: readonly ResourceAction[], routes?: readonly unknown[]): PageAction[] {
  return PAGE_ACTIONS.filter((a) => enabled.includes(a) && (!routes || routes.includes(a)));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecordOfStrings(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '');
}

const isAction = (value: unknown): value is ResourceAction =>
  (RESOURCE_ACTIONS as readonly unknown[]).includes(value);

/** One message per distinct unknown action of `values`, with a suggestion when one is close. */
function unknownActions(values: readonly unknown[], prefix: string, suffix = ''): string[] {
  if (values.every(isAction)) return [];
  return [...new Set(values.filter((v) => !isAction(v)))].map(
    (v) => `${prefix}unknown action ${describeValue(v)}${didYouMean(v, RESOURCE_ACTIONS)}${suffix}`,
  );
}

/**
 * Validates one descriptor; pushes its problems and returns the resource's fields when it is
 * valid (a nested resource's `api` and `parents` are completed by `nestResources`).
 */
function checkDescriptorInto(
  raw: unknown,
  push: (key: string | undefined, message: string) => void,
): ResourceFields | undefined {
  if (!isPlainObject(raw)) {
    push(undefined, `must be an object, got ${describeValue(raw)}`);
    return undefined;
  }
  let valid = true;
  const problem = (key: string | undefined, message: string) => {
    valid = false;
    push(key, message);
  };
  const name = typeof raw['name'] === 'string' && raw['name'].trim() ? raw['name'] : undefined;

  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.has(key)) {
      problem(
        key,
        `unknown key${didYouMean(key, DESCRIPTOR_KEYS)} (valid keys: ${DESCRIPTOR_KEYS.join(', ')})`,
      );
    }
  }

  if (raw['name'] === undefined) problem('name', 'is required');
  else if (typeof raw['name'] !== 'string')
    problem('name', `must be a string, got ${describeValue(raw['name'])}`);
  else if (!raw['name'].trim()) problem('name', 'must not be blank');
  else if (!NAME_PATTERN.test(raw['name']))
    problem(
      'name',
      `"${raw['name']}" is not URL-path safe: use letters, digits, "-" and "_", starting with a letter`,
    );

  let api: string | undefined;
  if (raw['api'] !== undefined) {
    if (typeof raw['api'] !== 'string')
      problem('api', `must be a string, got ${describeValue(raw['api'])}`);
    else {
      const trimmed = raw['api'].trim().replace(/^\/+|\/+$/g, '');
      if (!trimmed) problem('api', 'must not be empty');
      else if (/[?#]/.test(trimmed))
        problem('api', `"${raw['api']}" must be a path without "?" or "#"`);
      else if (trimmed.includes('..') || trimmed.split('/').some((s) => s === '.' || s === ''))
        problem('api', `"${raw['api']}" must not contain "..", "." or empty segments`);
      else if (/\s/.test(trimmed)) problem('api', `"${raw['api']}" must not contain spaces`);
      else if (/[{}]/.test(trimmed.replace(new RegExp(PLACEHOLDER, 'g'), '')))
        problem(
          'api',
          `"${raw['api']}" has a malformed placeholder: write a parent id as {postId} (letters, digits, "_")`,
        );
      else if (PLACEHOLDER.test(trimmed) && raw['parent'] === undefined)
        problem(
          'api',
          `"${raw['api']}" names a parent id but the resource has no "parent": add parent: '<resource>' or remove the placeholder`,
        );
      else api = trimmed;
    }
  }

  if (
    raw['icon'] !== undefined &&
    (typeof raw['icon'] !== 'string' || !ICON_PATTERN.test(raw['icon']))
  )
    problem(
      'icon',
      `${describeValue(raw['icon'])} is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")`,
    );

  const label = raw['label'];
  if (
    label !== undefined &&
    typeof label !== 'function' &&
    !(typeof label === 'string' && label.trim())
  )
    problem(
      'label',
      `must be a property name (non-empty string) or a function, got ${describeValue(label)}`,
    );

  const include = raw['include'];
  if (include !== undefined && !Array.isArray(include) && !isPlainObject(include))
    problem('include', `must be an array or an object, got ${describeValue(include)}`);

  /** The known actions of `actions`, `except` or `routes`; unknown ones are reported. */
  const actionList = (key: 'actions' | 'except' | 'routes'): ResourceAction[] | undefined => {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      problem(key, `must be an array of actions, got ${describeValue(value)}`);
      return undefined;
    }
    for (const message of unknownActions(value, '', VALID_ACTIONS)) problem(key, message);
    return value.filter(isAction);
  };
  const actionsValue = actionList('actions');
  const exceptValue = actionList('except');
  const routesValue = actionList('routes');
  const actions = enabledActions({ actions: actionsValue, except: exceptValue });
  // Only the messages need it.
  const enabledList = () => actions.join(', ') || 'none';

  if (routesValue) {
    if (routesValue.includes('delete'))
      problem(
        'routes',
        '"delete" has no page and cannot be routed (it is offered on the list and show pages)',
      );
    const disabled = routesValue.filter((r) => r !== 'delete' && !actions.includes(r));
    if (disabled.length)
      problem(
        'routes',
        `${quoteList(disabled)} ${disabled.length > 1 ? 'are' : 'is'} not an enabled action (enabled: ${enabledList()})`,
      );
  }
  const routes = pagesOf(actions, routesValue);

  if (raw['translatable'] !== undefined && typeof raw['translatable'] !== 'boolean')
    problem('translatable', `must be true or false, got ${describeValue(raw['translatable'])}`);

  let permissions: ResourceGrant[] | undefined;
  if (raw['permissions'] !== undefined) {
    if (!Array.isArray(raw['permissions'])) {
      problem('permissions', `must be an array of roles, got ${describeValue(raw['permissions'])}`);
    } else if (raw['permissions'].length === 0) {
      problem(
        'permissions',
        `is empty: no user could use ${name ? `resource "${name}"` : 'this resource'}; omit the key to open it to every signed-in user`,
      );
    } else {
      permissions = [];
      raw['permissions'].forEach((entry: unknown, i: number) => {
        if (typeof entry === 'string' && entry.trim()) {
          permissions!.push({ role: entry, actions, fields: ɵNO_FIELD_RULES });
        } else if (
          isPlainObject(entry) &&
          typeof entry['role'] === 'string' &&
          entry['role'].trim() &&
          Array.isArray(entry['actions']) &&
          Object.keys(entry).every((k) => k === 'role' || k === 'actions' || k === 'fields')
        ) {
          const listed: unknown[] = entry['actions'];
          const which = `entry ${i} (role "${entry['role']}")`;
          const unknown = unknownActions(listed, `${which} has `);
          for (const message of unknown) problem('permissions', message);
          const granted = actions.filter((a) => listed.includes(a));
          // A grant of nothing is a mistake (a typo is reported above, not twice).
          if (!granted.length && !unknown.length)
            problem(
              'permissions',
              listed.length
                ? `${which} grants no enabled action: ${quoteList([...new Set(listed as string[])])} ${new Set(listed).size > 1 ? 'are' : 'is'} not enabled (enabled: ${enabledList()})`
                : `${which} grants no action: its actions are empty; name ${actions.length ? `some of ${enabledList()}` : 'an enabled action'} or remove the entry`,
            );
          const fields = ɵcheckFieldRules(entry['fields'], which, (message) =>
            problem('permissions', message),
          );
          if (fields) permissions!.push({ role: entry['role'], actions: granted, fields });
        } else {
          const extra = isPlainObject(entry)
            ? Object.keys(entry).filter((k) => !['role', 'actions', 'fields'].includes(k))
            : [];
          problem(
            'permissions',
            extra.length
              ? `entry ${i} has unknown key${extra.length > 1 ? 's' : ''} ${quoteList(extra)}${didYouMean(extra[0], ['role', 'actions', 'fields'])} (valid: role, actions, fields)`
              : `entry ${i} must be a role name or { role, actions, fields? }, got ${describeValue(entry)}`,
          );
        }
      });
    }
  }

  if (raw['autocompleteFields'] !== undefined && !isRecordOfStrings(raw['autocompleteFields']))
    problem(
      'autocompleteFields',
      `must be an array of field names, got ${describeValue(raw['autocompleteFields'])}`,
    );

  const dialect = raw['dialect'];
  if (dialect !== undefined && !(isPlainObject(dialect) && typeof dialect['name'] === 'string'))
    problem(
      'dialect',
      `must be an API dialect object (e.g. jsonServerDialect), got ${describeValue(dialect)}`,
    );

  const mutationMode = raw['mutationMode'];
  if (mutationMode !== undefined && !(MUTATION_MODES as readonly unknown[]).includes(mutationMode))
    problem(
      'mutationMode',
      `must be one of ${MUTATION_MODES.join(', ')}, got ${describeValue(mutationMode)}`,
    );

  const idField = raw['idField'];
  if (idField !== undefined && !(typeof idField === 'string' && ID_FIELD.test(idField)))
    problem(
      'idField',
      `must be the name of the field that identifies a record (letters, digits, _, $, @ or -, ` +
        `e.g. 'slug', '_id', 'uuid'), got ${describeValue(idField)}`,
    );

  const parent = ɵcheckParent(raw['parent'], name, problem);
  const operations = ɵcheckOperations(raw['operations'], raw['parent'] !== undefined, problem);
  const softDelete = checkSoftDelete(raw['softDelete'], actions, problem);
  const imports = ɵcheckImport(raw['import'], actions, problem);

  if (!valid || !name) return undefined;
  const descriptor = raw as unknown as ResourceDescriptor;
  const className = pascalCase(name);
  return {
    name,
    api: api ?? name,
    icon: descriptor.icon ?? DEFAULT_ICON,
    label: descriptor.label,
    include: freezeDeep(descriptor.include),
    actions: Object.freeze(actions),
    routes: Object.freeze(routes),
    translatable: descriptor.translatable ?? false,
    permissions:
      permissions &&
      Object.freeze(
        permissions.map((p) =>
          Object.freeze({ role: p.role, actions: Object.freeze(p.actions), fields: p.fields }),
        ),
      ),
    autocompleteFields:
      descriptor.autocompleteFields && Object.freeze([...descriptor.autocompleteFields]),
    dialect: descriptor.dialect,
    mutationMode: descriptor.mutationMode,
    idField: descriptor.idField ?? 'id',
    operations,
    softDelete,
    import: imports,
    parent,
    parents: parent ? [parent] : [],
    folder: kebabCase(name),
    className,
    descriptor,
  };
}

/**
 * `softDelete`: `true`, `false`, or `{ purge: [roles] }`, on a resource that enables `delete`.
 * The normalised trash, or undefined.
 */
function checkSoftDelete(
  value: unknown,
  actions: readonly ResourceAction[],
  problem: (key: string, message: string) => void,
): ResourceTrash | undefined {
  if (value === undefined || value === false) return undefined;
  const expected =
    "must be true or { purge: ['admin'] } (the roles that may purge the trash), got ";
  let purge: readonly string[] | undefined;
  if (isPlainObject(value)) {
    const unknown = Object.keys(value).filter((k) => k !== 'purge');
    if (unknown.length) {
      problem('softDelete', `has an unknown key "${unknown[0]}" (known: purge)`);
      return undefined;
    }
    if (value['purge'] !== undefined) {
      if (!isRecordOfStrings(value['purge']) || !value['purge'].length) {
        problem(
          'softDelete',
          `purge must be a non-empty array of role names, got ${describeValue(value['purge'])}`,
        );
        return undefined;
      }
      purge = Object.freeze([...value['purge']]);
    }
  } else if (value !== true) {
    problem('softDelete', expected + describeValue(value));
    return undefined;
  }
  if (!actions.includes('delete')) {
    problem(
      'softDelete',
      'needs the delete action (a trash holds deleted records), which this resource does not enable',
    );
    return undefined;
  }
  return Object.freeze({ purge });
}

/** A record key field's name: `slug`, `_id`, `documentId`, `@id`, `user-name`. */
const ID_FIELD = /^[A-Za-z_$@][A-Za-z0-9_$@-]*$/;

/** A resource's data before it is frozen. */
type ResourceFields = Omit<Resource, 'componentName'>;

/** A parent id in an `api` template: `{postId}`. */
const PLACEHOLDER = /\{[a-zA-Z_][a-zA-Z0-9_]*\}/;

/**
 * The frozen resource of validated fields, with its `componentName` (non-enumerable). `fields` is
 * a fresh object of this module's (a descriptor's check, or a copy), completed in place.
 */
function finish(fields: ResourceFields): Resource {
  const { className } = fields;
  const parents: readonly ResourceParent[] = Object.freeze(
    fields.parents.map((p) => Object.freeze({ ...p })),
  );
  const data: ResourceFields = Object.assign(fields, {
    parents,
    parent: parents[parents.length - 1],
  });
  // Non-enumerable: JSON.stringify, structuredClone, spreads and deep equality see plain data.
  const resource = Object.defineProperty(data, 'componentName', {
    value: Object.freeze((action: PageAction) => componentName({ className }, action)),
    enumerable: false,
  }) as Resource;
  NORMALISED.add(resource);
  return Object.freeze(resource);
}

/**
 * A nested resource as its calls under some parent ids see it: `api` filled in
 * (`posts/12/comments`), everything else the same (name, actions, parents, component names). The
 * repositories use one per parent path, so that records and lists are cached by full path.
 */
export function resourceUnder(resource: Resource, params: ParentParams): Resource {
  const api = fillApiTemplate(resource, params);
  return api === resource.api ? resource : finish({ ...resource, api });
}

/**
 * Every problem of one descriptor on its own (the list's checks, duplicates and name clashes,
 * belong to `normalizeResources`); an empty array when it is valid. The schematics check the
 * descriptors they write or read with it.
 */
export function checkDescriptor(raw: unknown): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  checkDescriptorInto(raw, (key, message) => problems.push(key ? { key, message } : { message }));
  return problems;
}

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
    for (const key of Object.keys(copy)) copy[key] = freezeDeep(copy[key]);
    return Object.freeze(copy) as T;
  }
  return value;
}

/**
 * Validates and normalises the ordered descriptor list (docs/contract.md §2, §3.1;
 * docs/decisions.md §1, §2, §3). Pure. Throws one `AdminConfigError` listing every problem; returns
 * frozen `Resource` objects. Resources returned by this function are accepted as they are
 * (normalisation is idempotent); any other object, however resource-like, is validated as a
 * descriptor.
 */
export function normalizeResources(
  descriptors: readonly (ResourceDescriptor | Resource)[],
): readonly Resource[] {
  if (!Array.isArray(descriptors)) {
    throw new AdminConfigError([
      {
        index: -1,
        message: `resources must be an array of resource descriptors, got ${describeValue(descriptors)}`,
      },
    ]);
  }
  const problems: AdminConfigProblem[] = [];
  const seen = new Map<string, number>();
  const folders = new Map<string, { name: string; index: number }>();
  const classNames = new Map<string, { name: string; index: number }>();
  const drafts: NestingDraft<ResourceFields | Resource>[] = [];
  descriptors.forEach((raw, index) => {
    const name =
      isPlainObject(raw) && typeof raw['name'] === 'string' && raw['name'].trim()
        ? raw['name']
        : undefined;
    const resource = isResource(raw)
      ? raw
      : checkDescriptorInto(raw, (key, message) =>
          problems.push({ index, resource: name, key, message }),
        );
    if (name !== undefined) {
      const first = seen.get(name);
      if (first !== undefined)
        problems.push({
          index,
          resource: name,
          key: 'name',
          message: `duplicate name "${name}" (already used by resources[${first}])`,
        });
      else {
        seen.set(name, index);
        if (NAME_PATTERN.test(name))
          checkNameForms(name, resource, index, folders, classNames, problems);
      }
    }
    drafts.push({ index, name, fields: resource });
  });
  ɵnestResources(drafts, (index, resource, key, message) =>
    problems.push({ index, resource, key, message }),
  );
  if (problems.length) throw new AdminConfigError(problems);
  return Object.freeze(
    drafts.map(({ fields }) => (isResource(fields) ? fields : finish(fields as ResourceFields))),
  );
}

/**
 * docs/contract.md §2.3: two different names must not share a folder (kebab-case) or a component
 * name base (PascalCase), e.g. `blogPosts` and `blog-posts`: their files and pages would collide.
 * `fields` are the resource's, when its descriptor is valid.
 */
function checkNameForms(
  name: string,
  fields: Pick<Resource, 'folder' | 'className'> | undefined,
  index: number,
  folders: Map<string, { name: string; index: number }>,
  classNames: Map<string, { name: string; index: number }>,
  problems: AdminConfigProblem[],
): void {
  // A valid descriptor's forms are already made (change-case is the costly part of a name check).
  const folder = fields?.folder ?? kebabCase(name);
  const className = fields?.className ?? pascalCase(name);
  const sameFolder = folders.get(folder);
  const sameClass = classNames.get(className);
  if (sameFolder || sameClass) {
    const clashes = [
      ...(sameFolder ? [{ other: sameFolder, what: `folder "${folder}"` }] : []),
      ...(sameClass ? [{ other: sameClass, what: `component name "${className}"` }] : []),
    ];
    // One problem per other resource, naming every form they share.
    const others = clashes
      .map((c) => c.other)
      .filter((o, i, all) => all.findIndex((x) => x.index === o.index) === i);
    for (const other of others) {
      const what = clashes
        .filter((c) => c.other.index === other.index)
        .map((c) => c.what)
        .join(' and ');
      problems.push({
        index,
        resource: name,
        key: 'name',
        message: `"${name}" gives the same ${what} as "${other.name}" (resources[${other.index}]); rename one of them`,
      });
    }
  }
  if (!sameFolder) folders.set(folder, { name, index });
  if (!sameClass) classNames.set(className, { name, index });
}

/** Whether a value is a resource this module built (a look-alike object is validated anew). */
function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && NORMALISED.has(value);
}

/**
 * The display name of a record (docs/contract.md §2.4): the `label` property or callback; else
 * name/title, else `#<id>` (the `idField`'s value).
 */
export function recordLabel(
  resource: Pick<Resource, 'label'> & Partial<Pick<Resource, 'idField'>>,
  record: Record<string, unknown> | null | undefined,
): string {
  if (!record) return '';
  const label = resource.label;
  if (typeof label === 'function') return String(label(record) ?? '');
  const value = label ? record[label] : (record['name'] ?? record['title'] ?? record['label']);
  if (value !== undefined && value !== null && value !== '') return String(value);
  const id = record[resource.idField ?? 'id'];
  return id !== undefined && id !== null ? `#${String(id)}` : '';
}

/**
 * The key of a record of a resource: `record[resource.idField]` (`id` unless the descriptor names
 * another field), or undefined when the record has none (a record not yet created). Every place
 * that addresses a record (routes, links, caches, references, bulk actions, CSV, conflicts, undo)
 * reads it here.
 */
export function recordId(
  resource: Pick<Resource, 'idField'> | undefined,
  record: Readonly<Record<string, unknown>> | null | undefined,
): RecordId | undefined {
  const value = record?.[resource?.idField ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * Whether an action is enabled for a normalised resource (docs/contract.md §3.1): the one reading
 * of `resource.actions`, behind `ResourceRegistry.enabled()` and the repositories' refusals.
 */
export function isActionEnabled(
  resource: Pick<Resource, 'actions'>,
  action: ResourceAction,
): boolean {
  return resource.actions.includes(action);
}

/**
 * Whether a page action has a route (enabled and kept by `routes`; `delete` never has one): the one
 * reading of `resource.routes`, behind `ResourceRegistry.routed()` and the route table.
 */
export function isPageRouted(
  resource: Pick<Resource, 'routes'>,
  action: ResourceAction,
): action is PageAction {
  return action !== 'delete' && resource.routes.includes(action);
}
