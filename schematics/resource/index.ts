/**
 * `ng generate admin:resource <name>`: adds a resource (docs/contract.md §2): its descriptor at the
 * end of src/resources/index.ts, one page component per routed action in
 * src/resources/<kebab-name>/ (docs/contract.md §2.7), their entries `<ResourceName><Action>` in
 * src/resources/pages.ts (docs/contract.md §4.2), and its icon in src/resources/icons.ts. Every
 * check runs before anything is written.
 */
import { SchematicsException, type Rule, type Tree } from '@angular-devkit/schematics';
import { posix } from 'node:path';

import {
  appendToList,
  applyInsertions,
  collect,
  indentUnit,
  literalValue,
  parseFile,
  propertyName,
  quoteStyle,
  readResourcesIndex,
  ts,
  type Insertion,
} from '../utils/ast';
import {
  columnsOf,
  didYouMean,
  parseFields,
  relatedColumns,
  type ColumnSpec,
  type FieldSpec,
} from '../utils/fields';
import { pagesObject } from '../utils/pages-object';
import { syncIconsFile } from '../utils/icons-sync';
import { checkIcon, loadIconSet } from '../utils/mdi';
import {
  filesFor,
  jsonInputCode,
  pageFileCode,
  sharedFilesOf,
  type GeneratedFile,
} from '../utils/pages-code';
import { resolveProject, type AdminProject } from '../utils/project';
import { descriptorCode, pageEntryCode } from '../utils/resources-code';
import {
  AdminConfigError,
  checkDescriptor,
  ICON_PATTERN,
  normalizeResources,
  kebabCase,
  resourceNames,
  routedPages,
  type DescriptorData,
  type ResourceNames,
} from '../core';

export interface ResourceOptions {
  readonly name: string;
  readonly project?: string;
  readonly api?: string;
  readonly icon?: string;
  readonly label?: string;
  readonly actions?: string;
  readonly except?: string;
  readonly routes?: string;
  readonly permissions?: string;
  readonly translatable?: boolean;
  readonly include?: string;
  readonly autocompleteFields?: string;
  /** The field that identifies a record (`--id-field slug`); default `id`. */
  readonly idField?: string;
  /** Deleting moves records to a trash (`--soft-delete`, descriptor key `softDelete`). */
  readonly softDelete?: boolean;
  /** The roles that may purge the trash (`--purge-roles admin`); implies `--soft-delete`. */
  readonly purgeRoles?: string;
  readonly fields?: string;
  /** The resource this one is nested under (`--parent posts`). */
  readonly parent?: string;
  /** The route parameter of the parent's id; default `<singular parent>Id`. */
  readonly parentParam?: string;
  /** The list's search box (`q`); false when the API has no full-text search. */
  readonly search?: boolean;
}

/** `"a, b c"` → `['a', 'b', 'c']`; undefined stays undefined. */
export function parseList(value: string | readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v: string) => v.split(/[\s,]+/));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `--permissions "admin,viewer:list+show"` → `['admin', { role: 'viewer', actions: [...] }]`. */
export function parsePermissions(value: string | undefined): unknown[] | undefined {
  return parseList(value)?.map((entry) => {
    const [role, actions] = entry.split(':');
    if (actions === undefined) return role;
    return { role, actions: actions.split('+').filter(Boolean) };
  });
}

/** `--include`: a JSON array or object, else a comma-separated list of relations. */
export function parseInclude(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch (error) {
      throw new SchematicsException(`--include is not valid JSON: ${(error as Error).message}`);
    }
  }
  return parseList(trimmed);
}

/** The descriptor the options describe, with only the keys that were given. */
export function descriptorFromOptions(options: ResourceOptions): Record<string, unknown> {
  const descriptor: Record<string, unknown> = {
    name: options.name?.trim(),
    api: options.api?.trim() || undefined,
    icon: options.icon?.trim() || undefined,
    label: options.label?.trim() || undefined,
    include: parseInclude(options.include),
    routes: parseList(options.routes),
    actions: parseList(options.actions),
    except: options.actions === undefined ? parseList(options.except) : undefined,
    translatable: options.translatable ? true : undefined,
    permissions: parsePermissions(options.permissions),
    autocompleteFields: parseList(options.autocompleteFields),
    parent: parentOption(options),
    idField: options.idField?.trim() || undefined,
    softDelete: softDeleteOption(options),
  };
  for (const key of Object.keys(descriptor))
    if (descriptor[key] === undefined) delete descriptor[key];
  return descriptor;
}

/** `--soft-delete` → `true`; `--purge-roles admin` → `{ purge: ['admin'] }`. */
function softDeleteOption(options: ResourceOptions): unknown {
  const purge = parseList(options.purgeRoles);
  if (purge?.length) return { purge };
  return options.softDelete ? true : undefined;
}

/** `--parent posts` → `'posts'`; with `--parent-param post` → `{ name: 'posts', param: 'post' }`. */
function parentOption(options: ResourceOptions): unknown {
  const parent = options.parent?.trim();
  const param = options.parentParam?.trim();
  if (!parent) return param ? { param } : undefined;
  return param ? { name: parent, param } : parent;
}

/**
 * The checks of a nested resource against the app's list (unknown parent, a parent without
 * show or list, a parent id missing from an `api` template…), through the core's normalisation
 * of the existing names and actions plus the new descriptor; returns the problems of the new
 * one and its parents (outermost first).
 */
function checkNesting(
  descriptor: Record<string, unknown>,
  existing: readonly Record<string, unknown>[],
): { problems: string[]; parents: readonly { name: string; param: string }[] } {
  if (descriptor['parent'] === undefined) return { problems: [], parents: [] };
  // Only what nesting reads: names, actions, parents (an app's labels or dialects may be code).
  const stubs = existing.map((d) =>
    Object.fromEntries(
      ['name', 'actions', 'except', 'routes', 'parent', 'api'].flatMap((k) =>
        d[k] === undefined ? [] : [[k, d[k]]],
      ),
    ),
  );
  const list = [...stubs, { ...descriptor, icon: undefined, label: undefined }];
  try {
    const resources = normalizeResources(list as never);
    return { problems: [], parents: resources[resources.length - 1].parents };
  } catch (error) {
    if (!(error instanceof AdminConfigError)) throw error;
    const own = error.problems.filter((p) => p.index === list.length - 1);
    return {
      problems: own.map((p) => `--${optionName(p.key)}: ${p.message}`),
      parents: [],
    };
  }
}

interface PlannedFile {
  readonly file: GeneratedFile | 'json-input';
  readonly path: string;
  readonly code: string;
}

/** Everything the schematic will write, computed and checked before writing. */
interface ResourcePlan {
  readonly names: ResourceNames;
  readonly descriptor: DescriptorData;
  readonly files: readonly PlannedFile[];
  readonly index: readonly Insertion[];
  readonly pages: readonly Insertion[];
  /** What to tell once the plan holds (never beside the errors that stop it). */
  readonly warnings: readonly string[];
}

/** The columns a list page declares (`columns: VaColumn[] = [...]`), if they are literal. */
function listColumns(tree: Tree, path: string): ColumnSpec[] | undefined {
  if (!tree.exists(path)) return undefined;
  const source = parseFile(tree, path);
  for (const property of collect(source, ts.isPropertyDeclaration)) {
    if (!property.initializer || propertyName(property.name) !== 'columns') continue;
    const value = literalValue(property.initializer);
    if (
      Array.isArray(value) &&
      value.every((c) => typeof c === 'object' && c !== null && typeof c.source === 'string')
    )
      return value as ColumnSpec[];
  }
  return undefined;
}

/**
 * The `references-many` fields with their table's columns: those of the related resource's
 * generated list (src/resources/<folder>/list.ts; this resource's own for a relation to itself)
 * but the target, else its label; or the problem of a related resource the app does not have.
 */
function withRelatedColumns(
  tree: Tree,
  project: AdminProject,
  name: string,
  fields: readonly FieldSpec[],
  own: unknown,
  existing: ReadonlyMap<string, Record<string, unknown>>,
  problems: string[],
): FieldSpec[] {
  return fields.map((field) => {
    if (field.type !== 'references-many') return field;
    const related = field.reference!;
    let listed: readonly ColumnSpec[] | undefined;
    let label: unknown;
    if (related === name) {
      listed = columnsOf(fields);
      label = own;
    } else if (existing.has(related)) {
      listed = listColumns(
        tree,
        `${project.resourcesDir}/${resourceNames(related).folder}/list.ts`,
      );
      label = existing.get(related)!['label'];
    } else {
      const hint = didYouMean(related, [...existing.keys()]);
      problems.push(
        `--fields: ${field.source} lists the records of "${related}", which is not a resource of ${project.indexPath}${hint} (generate it first: its list gives the table's columns)`,
      );
      return field;
    }
    const columns = relatedColumns(listed ?? [], field.target!);
    if (columns.length) return { ...field, columns };
    return typeof label === 'string' && label !== field.target
      ? { ...field, columns: [{ source: label }] }
      : field;
  });
}

function fail(name: string | undefined, lines: readonly string[]): never {
  throw new SchematicsException(
    `Cannot add resource${name ? ` "${name}"` : ''}; nothing was written:\n  - ${lines.join('\n  - ')}`,
  );
}

/** Checks the options against the rules, the icon set and the app's files; plans the changes. */
export function planResource(
  tree: Tree,
  project: AdminProject,
  options: ResourceOptions,
  warn: (message: string) => void = () => undefined,
): ResourcePlan {
  let descriptor: Record<string, unknown>;
  try {
    descriptor = descriptorFromOptions(options);
  } catch (error) {
    // An --include that is not valid JSON: stop as for any other bad option.
    fail(options.name?.trim() || undefined, [(error as Error).message]);
  }
  const name = typeof descriptor['name'] === 'string' ? descriptor['name'] : undefined;
  if (options.actions !== undefined && options.except !== undefined)
    warn(
      '--except is ignored because --actions is set (--actions lists every action the resource has).',
    );

  const problems = checkDescriptor(descriptor).map((p) => `--${optionName(p.key)}: ${p.message}`);
  if (
    typeof descriptor['icon'] === 'string' &&
    ICON_PATTERN.test(descriptor['icon']) &&
    !problems.length
  ) {
    let iconProblem: string | undefined;
    try {
      iconProblem = checkIcon(descriptor['icon'], loadIconSet(tree));
    } catch (error) {
      iconProblem = (error as Error).message;
    }
    if (iconProblem) problems.push(`--icon: ${iconProblem}`);
  }
  let fields: FieldSpec[] = [];
  try {
    fields = parseFields(options.fields);
  } catch (error) {
    problems.push(`--fields: ${(error as Error).message.replace(/^Invalid --fields:\n\s*- /, '')}`);
  }
  // Without a valid name there is no folder or class name to check further.
  if (problems.some((p) => p.startsWith('--name:'))) fail(name, problems);
  const names = resourceNames(name!);

  const index = readResourcesIndex(tree, project.indexPath);
  const known = new Map<string, Record<string, unknown>>();
  for (const existing of index.descriptors) {
    if (!existing.analysable) {
      warn(
        `${project.indexPath}: resources[${existing.index}] is not an object literal; its name is not checked for duplicates.`,
      );
      continue;
    }
    const other = existing.data['name'];
    if (typeof other !== 'string') continue;
    known.set(other, existing.data);
    if (other === name)
      problems.push(
        `a resource named "${name}" already exists in ${project.indexPath} (resources[${existing.index}]); the value of name must be unique`,
      );
    else if (kebabCase(other) === names.folder)
      problems.push(
        `"${name}" and the existing resource "${other}" share the folder ${project.resourcesDir}/${names.folder}/ and the component names ${names.className}*; choose another name`,
      );
  }

  if (!fields.length && typeof descriptor['label'] === 'string')
    fields = [{ source: descriptor['label'], type: 'string', required: true }];
  else if (typeof descriptor['label'] === 'string')
    fields = fields.map((f) => (f.source === descriptor['label'] ? { ...f, required: true } : f));
  // Said only when the plan holds: a bad --fields is no "No --fields".
  const warnings: string[] = [];
  if (!fields.length && !options.fields?.trim())
    warnings.push(
      `No --fields: the pages of "${name}" show the id only; add columns, fields and inputs in ${project.resourcesDir}/${names.folder}/.`,
    );
  for (const field of fields)
    if (
      field.reference &&
      field.type !== 'references-many' &&
      field.reference !== name &&
      !known.has(field.reference)
    )
      warnings.push(
        `--fields: ${field.source} references "${field.reference}", which is not (yet) a resource in ${project.indexPath}.`,
      );
  fields = withRelatedColumns(tree, project, name!, fields, descriptor['label'], known, problems);

  const existing = index.descriptors.flatMap((d) => (d.analysable ? [d.data] : []));
  const nesting = checkNesting(descriptor, existing as Record<string, unknown>[]);
  problems.push(...nesting.problems);

  const routed = routedPages(descriptor);
  const files = filesFor(routed).map((file) => ({
    file,
    path: `${project.resourcesDir}/${names.folder}/${file}.ts`,
    code: pageFileCode(file, {
      names,
      fields,
      prefix: project.prefix,
      name: name!,
      parents: nesting.parents,
      search: options.search,
    }),
  }));
  // A file the pages share (json-input.ts): written once, then the app's.
  const shared = sharedFilesOf(fields)
    .map((file) => ({ file, path: `${project.resourcesDir}/${file}.ts` }))
    .filter(({ path }) => !tree.exists(path))
    .map(({ path }) => ({
      file: 'json-input' as const,
      path,
      code: jsonInputCode(project.prefix),
    }));
  for (const { path } of files)
    if (tree.exists(path))
      problems.push(`${path} already exists; move it away or pick another name`);

  if (!tree.exists(project.pagesPath))
    problems.push(`${project.pagesPath} does not exist: run \`ng add admin\` first`);
  let pages: Insertion[] = [];
  if (tree.exists(project.pagesPath)) {
    const pagesSource = parseFile(tree, project.pagesPath);
    const registry = pagesObject(pagesSource);
    if (!registry)
      problems.push(
        `${project.pagesPath} must export \`const pages: AdminPages = { ... }\` (an object literal)`,
      );
    else {
      const registered = new Set(
        registry.properties.map((p) => (p.name ? propertyName(p.name) : undefined)),
      );
      const entries = routed.map((action) => names.componentName(action));
      const taken = entries.filter((e) => registered.has(e));
      if (taken.length) problems.push(`${project.pagesPath} already registers ${taken.join(', ')}`);
      pages = appendToList(
        pagesSource,
        registry,
        routed.map((action) =>
          pageEntryCode(names.componentName(action), names.folder, action, quoteStyle(pagesSource)),
        ),
      );
    }
  }
  if (problems.length) fail(name, problems);

  return {
    names,
    descriptor,
    files: [...files, ...shared],
    warnings,
    index: appendToList(index.source, index.array, [
      descriptorCode(descriptor, quoteStyle(index.source), indentUnit(index.source)),
    ]),
    pages,
  };
}

function optionName(key: string | undefined): string {
  if (!key) return 'name';
  if (key === 'idField') return 'id-field';
  if (key === 'softDelete') return 'soft-delete';
  return key === 'autocompleteFields' ? 'autocomplete-fields' : key;
}

export default function resource(options: ResourceOptions): Rule {
  return async (tree, context) => {
    const project = await resolveProject(tree, options.project);
    const plan = planResource(tree, project, options, (m) => context.logger.warn(m));
    for (const warning of plan.warnings) context.logger.warn(warning);
    for (const { path, code } of plan.files) tree.create(path, code);
    applyInsertions(tree, project.indexPath, plan.index);
    applyInsertions(tree, project.pagesPath, plan.pages);
    syncIconsFile(tree, project, context.logger, { strict: false });
    context.logger.info(
      `Resource "${plan.names.folder}": ${plan.files.map((f) => posix.relative(`${project.resourcesDir}/${plan.names.folder}`, f.path)).join(', ') || 'no page (no routed action)'}.`,
    );
  };
}
