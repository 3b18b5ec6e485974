/**
 * `ng generate admin:openapi <document>`: the resources of an OpenAPI 3.0/3.1 document as admin
 * resources: for each, its descriptor in src/resources/index.ts, the interface of its records
 * (src/resources/<folder>/model.ts), its pages (the same code as admin:resource with `--fields`),
 * their pages.ts entries; the app's dialect and API URL in provideAdmin when they are not the
 * defaults. What it wrote is recorded in src/resources/openapi.json (a hash per file), so that a
 * second run updates what it generated and leaves every file edited by hand as it is.
 */
import { SchematicsException, type Rule, type Tree } from '@angular-devkit/schematics';
import { applyToUpdateRecorder, type Change } from '@schematics/angular/utility/change';
import { createHash } from 'node:crypto';

import { analyzeDocument, DIALECTS, Resolver, type ApiResource, type Dialect } from './analyze';
import { loadDocument } from './document';
import { modelCode } from './model-code';
import {
  appendToList,
  collect,
  findCalls,
  findProperty,
  indentUnit,
  literalValue,
  parseFile,
  propertyName,
  quote,
  quoteStyle,
  readResourcesIndex,
  ts,
  type Insertion,
} from '../utils/ast';
import { findRootSetup, importNames, ngAddLoginEndpoint } from '../utils/app-setup';
import {
  columnsOf,
  inputElementsOf,
  relatedColumns,
  showElementsOf,
  type FieldSpec,
} from '../utils/fields';
import { syncIconsFile } from '../utils/icons-sync';
import { resourceNames, type ResourceNames } from '../core';
import { pagesObject } from '../utils/pages-object';
import { printValue } from '../utils/print';
import { filesFor, pageFileCode, type GeneratedFile } from '../utils/pages-code';
import { resolveProject, type AdminProject } from '../utils/project';
import { descriptorCode, pageEntryCode } from '../utils/resources-code';
import {
  AdminConfigError,
  checkDescriptor,
  normalizeResources,
  parentParam,
  routedPages,
  type DescriptorData,
} from '../core';

export interface OpenApiOptions {
  readonly document: string;
  readonly project?: string;
  readonly dialect?: Dialect;
  readonly only?: string;
}

/** The files of a generated resource: its pages and model.ts. */
type OwnFile = GeneratedFile | 'model';

/** src/resources/openapi.json: what the last runs generated. */
export interface Manifest {
  readonly $comment: string;
  document: string;
  resources: Record<string, ManifestResource>;
}

export interface ManifestResource {
  /** The descriptor keys this schematic wrote (name, api, label, actions). */
  descriptor: Record<string, unknown>;
  /** The record fields on the pages. */
  fields: string[];
  /** `list.ts` → sha256 of the content written. */
  files: Record<string, string>;
}

const MANIFEST_COMMENT =
  'Written by `ng generate admin:openapi`: the files it generated and their hashes, so that running it again updates them unless they were edited by hand. Keep it in version control; do not edit it.';

/** The descriptor keys the schematic owns; `icon`, `permissions` and the rest are the user's. */
const OWNED_KEYS = ['api', 'label', 'actions', 'parent', 'idField', 'operations'] as const;

export const hash = (text: string) => createHash('sha256').update(text).digest('hex');

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The descriptor generated for a resource. */
export function descriptorOf(resource: ApiResource): Record<string, unknown> {
  const descriptor: Record<string, unknown> = { name: resource.name };
  if (resource.api !== resource.name) descriptor['api'] = resource.api;
  if (resource.label) descriptor['label'] = resource.label;
  if (resource.actions.length < 5) descriptor['actions'] = [...resource.actions];
  // Nested: `parent: 'posts'`, or `{ name, param }` when the id's parameter is not the default.
  if (resource.parent)
    descriptor['parent'] =
      resource.parent.param === parentParam(resource.parent.name)
        ? resource.parent.name
        : { ...resource.parent };
  if (resource.idField) descriptor['idField'] = resource.idField;
  if (resource.operations) descriptor['operations'] = resource.operations;
  return descriptor;
}

/** The file of the resources' `createRestDialect` configurations. */
const DIALECTS_FILE = 'dialects.ts';

/**
 * Whether a resource needs its own `createRestDialect` (the document names no dialect, and its
 * list or records are wrapped, paged by other parameters, or counted otherwise than by
 * X-Total-Count).
 */
export function restDialectOf(resource: ApiResource, assumed: boolean): boolean {
  if (!assumed) return false;
  const { rest } = resource;
  return !!(
    rest.list ||
    rest.record ||
    rest.body ||
    rest.paging ||
    (rest.total && (rest.total === 'none' || 'body' in rest.total))
  );
}

/** The dialects of dialects.ts: resources with the same options share one. */
export interface RestDialectGroup {
  /** `articlesDialect` for one resource, `restDialect` (`restDialect2`…) for several. */
  readonly name: string;
  readonly resources: readonly ApiResource[];
}

/** Groups the resources by their options, in the document's order. */
export function restDialectGroups(
  resources: readonly ApiResource[],
  taken: ReadonlySet<string> = new Set(),
): RestDialectGroup[] {
  const used = new Set(taken);
  const unique = (base: string) => {
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    return name;
  };
  const byOptions = new Map<string, ApiResource[]>();
  for (const resource of resources) {
    const key = JSON.stringify(resource.rest);
    byOptions.set(key, [...(byOptions.get(key) ?? []), resource]);
  }
  return [...byOptions.values()].map((group) => {
    if (group.length > 1) return { name: unique('restDialect'), resources: group };
    const pascal = resourceNames(group[0].name).className;
    return {
      name: unique(`${pascal[0].toLowerCase()}${pascal.slice(1)}Dialect`),
      resources: group,
    };
  });
}

/** src/resources/dialects.ts: one `createRestDialect({…})` per group. */
export function dialectsCode(
  groups: readonly RestDialectGroup[],
  source: string,
  q: "'" | '"',
  unit: string,
): string {
  return (
    `import { createRestDialect } from ${quote('admin', q)};\n\n` +
    `// Written by \`ng generate admin:openapi\`: the wire conventions of the OpenAPI documents'\n` +
    `// operations, as createRestDialect options (the README's "Any other REST API").\n\n` +
    dialectBlocks(groups, source, q, unit)
  );
}

/** The `export const <name> = createRestDialect({…});` of each group, after a comment. */
function dialectBlocks(
  groups: readonly RestDialectGroup[],
  source: string,
  q: "'" | '"',
  unit: string,
): string {
  const blocks = groups.map(
    ({ name, resources }) =>
      `/** ${resources.map((r) => r.name).join(', ')} (${source}): ${describeRest(resources[0])}. */\n` +
      printValue(`export const ${name} = createRestDialect(`, resources[0].rest, ');', '', q, unit),
  );
  return blocks.join('\n\n') + '\n';
}

function describeRest(resource: ApiResource): string {
  const { rest } = resource;
  const parts: string[] = [];
  if (rest.list) parts.push(`lists as { ${rest.list}: [...] }`);
  if (rest.total && rest.total !== 'none' && 'body' in rest.total)
    parts.push(`the total in ${rest.total.body}`);
  if (rest.total === 'none') parts.push('no total');
  if (rest.paging?.style === 'offset')
    parts.push(`pages by ${rest.paging.offset}/${rest.paging.perPage}`);
  if (rest.paging?.style === 'page')
    parts.push(`pages by ${rest.paging.page}/${rest.paging.perPage}`);
  if (rest.record) parts.push(`records as { ${rest.record}: {…} }`);
  if (rest.body) parts.push(`bodies as { ${rest.body}: {…} }`);
  return parts.join(', ');
}

/**
 * Why a nested resource cannot join the app's list (its parent missing, without show or list…),
 * through the core's checks of the names, actions and parents of the list with it; or undefined.
 */
function nestingProblem(
  descriptor: Record<string, unknown>,
  existing: readonly Record<string, unknown>[],
): string | undefined {
  if (descriptor['parent'] === undefined) return undefined;
  const stubs = [...existing.filter((d) => d['name'] !== descriptor['name']), descriptor].map((d) =>
    Object.fromEntries(
      ['name', 'actions', 'except', 'routes', 'parent', 'api'].flatMap((k) =>
        d[k] === undefined ? [] : [[k, d[k]]],
      ),
    ),
  );
  try {
    normalizeResources(stubs as never);
    return undefined;
  } catch (error) {
    if (!(error instanceof AdminConfigError)) throw error;
    const own = error.problems.filter((p) => p.index === stubs.length - 1);
    return own.length
      ? own.map((p) => `${p.key ?? 'descriptor'} ${p.message}`).join('; ')
      : undefined;
  }
}

function readManifest(tree: Tree, path: string): Manifest {
  if (!tree.exists(path)) return { $comment: MANIFEST_COMMENT, document: '', resources: {} };
  try {
    const manifest = JSON.parse(tree.readText(path)) as Manifest;
    if (typeof manifest.resources !== 'object' || manifest.resources === null)
      throw new Error('it has no "resources" object');
    return manifest;
  } catch (error) {
    throw new SchematicsException(
      `${path} is not the manifest admin:openapi writes (${(error as Error).message}); ` +
        'restore it from version control, or delete it to treat every generated file as edited by hand.',
    );
  }
}

/**
 * Whether a page or model file shows a field (`source="x"`, `source: 'x'`, a property `x`); with
 * `attribute` `reference`, a one-to-many relation (`reference="x"`).
 */
export function mentionsField(
  text: string,
  field: string,
  file: OwnFile,
  attribute: 'source' | 'reference' = 'source',
): boolean {
  const source = ts.createSourceFile('f.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  if (file === 'model')
    return collect(source, ts.isPropertySignature).some(
      (p) => propertyName(p.name) === field && ts.isInterfaceDeclaration(p.parent),
    );
  const inTemplate = new RegExp(
    `(^|\\s)\\[?${attribute}\\]?="'?${field.replace(/[.$]/g, '\\$&')}'?"`,
  );
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isPropertyAssignment(node) &&
      propertyName(node.name) === attribute &&
      ts.isStringLiteralLike(node.initializer) &&
      node.initializer.text === field
    )
      found = true;
    else if (
      (ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isStringLiteral(node)) &&
      inTemplate.test(node.text)
    )
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A field a file shows, and the attribute that names it (a one-to-many relation: `reference`). */
interface Shown {
  readonly name: string;
  readonly attribute: 'source' | 'reference';
}

/** The fields a file of a resource shows, by file. */
function fieldsShownBy(file: OwnFile, resource: ApiResource): Shown[] {
  const bySource = (names: string[]) => names.map((name): Shown => ({ name, attribute: 'source' }));
  switch (file) {
    case 'list':
      return bySource(columnsOf(resource.fields).map((c) => c.source));
    case 'show':
      return showElementsOf(resource.fields).map((e) => ({
        name: String(e.attributes[0][1]),
        attribute: e.attributes[0][0] === 'reference' ? 'reference' : 'source',
      }));
    case 'form':
      return bySource(inputElementsOf(resource.fields).map((e) => String(e.attributes[0][1])));
    case 'model':
      return bySource(resource.properties.map((p) => p.name));
    default:
      return [];
  }
}

const describeField = (f: FieldSpec) =>
  `${f.source} (${f.reference ? `${f.type}:${f.reference}` : f.type})`;

interface Report {
  created: string[];
  updated: string[];
  unchanged: string[];
  edited: string[];
  skipped: string[];
  notes: string[];
  warnings: string[];
}

/** Sets `dialect` and `apiUrl` in `provideAdmin({...})` when they are not the defaults. */
async function configureApp(
  tree: Tree,
  project: AdminProject,
  settings: { dialect: Dialect; apiUrl: string },
  report: Report,
): Promise<void> {
  const wanted: [string, string, string | undefined][] = [];
  if (settings.dialect !== 'json-server') {
    const identifier = `${settings.dialect === 'simple-rest' ? 'simpleRest' : 'laravel'}Dialect`;
    wanted.push(['dialect', identifier, identifier]);
  }
  if (settings.apiUrl !== '/api') wanted.push(['apiUrl', `'${settings.apiUrl}'`, undefined]);
  if (!wanted.length) return;
  let file: string;
  try {
    file = (await findRootSetup(tree, project)).providersFile;
  } catch (error) {
    report.warnings.push(
      `Cannot find the app's providers (${(error as Error).message}): set ${wanted.map(([k, v]) => `${k}: ${v}`).join(', ')} in provideAdmin by hand.`,
    );
    return;
  }
  const source = parseFile(tree, file);
  const call = findCalls(source, 'provideAdmin')[0];
  const config = call?.arguments[0];
  if (!config || !ts.isObjectLiteralExpression(config)) {
    report.warnings.push(
      `${file}: no provideAdmin({ ... }) with an object literal: set ${wanted.map(([k, v]) => `${k}: ${v}`).join(', ')} by hand.`,
    );
    return;
  }
  const items: string[] = [];
  const imports: string[] = [];
  for (const [key, value, identifier] of wanted) {
    const existing = findProperty(config, key);
    if (!existing) {
      items.push(`${key}: ${value}`);
      if (identifier) imports.push(identifier);
      continue;
    }
    const current = ts.isPropertyAssignment(existing)
      ? existing.initializer.getText(source)
      : existing.getText(source);
    if (current.replace(/"/g, "'") !== value)
      report.warnings.push(
        `${file}: provideAdmin has ${key}: ${current}; the document suggests ${value} (left as it is).`,
      );
  }
  if (!items.length) return;
  const insertions: Insertion[] = appendToList(source, config, items);
  const changes: Change[] = imports.length ? importNames(source, file, imports, 'admin') : [];
  const recorder = tree.beginUpdate(file);
  for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
  applyToUpdateRecorder(recorder, changes);
  // The login endpoint ng add wrote (`/api/auth/login`, bearerTokenAuth's default under `/api`)
  // moves with the API: `<apiUrl>/auth/login`, the default under the new apiUrl.
  const login = items.some((item) => item.startsWith('apiUrl:')) && ngAddLoginEndpoint(config);
  if (login) {
    const moved = quote(`${settings.apiUrl.replace(/\/$/, '')}/auth/login`, quoteStyle(source));
    recorder.remove(login.getStart(source), login.getWidth(source));
    recorder.insertLeft(login.getStart(source), moved);
    report.updated.push(
      `${file}: bearerTokenAuth({ endpoints: { login: ${moved} } }), under the apiUrl`,
    );
  }
  tree.commitUpdate(recorder);
  report.updated.push(`${file}: provideAdmin({ ..., ${items.join(', ')} })`);
}

/** Replaces, adds or keeps the owned keys of an existing descriptor; returns what it did. */
function updateDescriptor(
  tree: Tree,
  project: AdminProject,
  name: string,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
  report: Report,
): boolean {
  const index = readResourcesIndex(tree, project.indexPath);
  const found = index.descriptors.find((d) => d.analysable && d.data['name'] === name);
  if (!found || !ts.isObjectLiteralExpression(found.node)) return false;
  const object = found.node;
  const source = index.source;
  const q = quoteStyle(source);
  const unit = indentUnit(source);
  const edits: { start: number; end: number; text: string }[] = [];
  const added: string[] = [];
  for (const key of OWNED_KEYS) {
    const before = previous[key];
    const after = next[key];
    if (deepEqual(before, after)) continue;
    const property = findProperty(object, key);
    const current =
      property && ts.isPropertyAssignment(property)
        ? literalValue(property.initializer)
        : undefined;
    if (!deepEqual(current, before)) {
      report.warnings.push(
        `${project.indexPath} "${name}": ${key} was changed by hand (${JSON.stringify(current)}); the document now gives ${JSON.stringify(after)}: left as it is.`,
      );
      continue;
    }
    const code = descriptorCode({ [key]: after } as DescriptorData, q, unit)
      .split('\n')
      .slice(1, -1)
      .join('\n')
      .trim()
      .replace(/,$/, '');
    if (property && after !== undefined)
      edits.push({ start: property.getStart(source), end: property.getEnd(), text: code });
    else if (property) {
      // Remove the property and its comma.
      let end = property.getEnd();
      if (source.text[end] === ',') end++;
      edits.push({ start: property.getFullStart(), end, text: '' });
    } else if (after !== undefined) added.push(code);
    report.updated.push(`${project.indexPath} "${name}": ${key} ${JSON.stringify(after ?? null)}`);
  }
  const insertions = appendToList(source, object, added);
  if (!edits.length && !insertions.length) return true;
  const recorder = tree.beginUpdate(project.indexPath);
  for (const edit of edits) {
    recorder.remove(edit.start, edit.end - edit.start);
    if (edit.text) recorder.insertLeft(edit.start, edit.text);
  }
  for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
  tree.commitUpdate(recorder);
  return true;
}

/**
 * Writes src/resources/dialects.ts with the dialects of the resources this run created, or adds
 * them after those of earlier runs (what is there, edited or not, stays).
 */
function writeDialects(
  tree: Tree,
  path: string,
  groups: readonly RestDialectGroup[],
  document: string,
  report: Report,
  style: { q: "'" | '"'; unit: string },
): void {
  if (!groups.length) return;
  const names = groups.map((g) => `${g.name} (${g.resources.map((r) => r.name).join(', ')})`);
  if (!tree.exists(path)) {
    tree.create(path, dialectsCode(groups, document, style.q, style.unit));
    report.created.push(`${path}: ${names.join(', ')}`);
    return;
  }
  // A later run (another document, resources added): its dialects go after the others.
  const current = tree.readText(path);
  tree.overwrite(
    path,
    `${current.replace(/\s*$/, '')}\n\n${dialectBlocks(groups, document, style.q, style.unit)}`,
  );
  report.updated.push(`${path}: ${names.join(', ')}`);
}

/** The names src/resources/dialects.ts exports. */
function exportedNames(tree: Tree, path: string): Set<string> {
  if (!tree.exists(path)) return new Set();
  const source = parseFile(tree, path);
  return new Set(
    collect(source, ts.isVariableDeclaration)
      .filter((d) => ts.isIdentifier(d.name))
      .map((d) => (d.name as ts.Identifier).text),
  );
}

/** Registers the pages of a resource that are not in pages.ts yet. */
function registerPages(tree: Tree, project: AdminProject, names: ResourceNames, files: string[]) {
  if (!tree.exists(project.pagesPath))
    throw new SchematicsException(
      `${project.pagesPath} does not exist: run \`ng add admin\` first.`,
    );
  const source = parseFile(tree, project.pagesPath);
  const registry = pagesObject(source);
  if (!registry)
    throw new SchematicsException(
      `${project.pagesPath} must export \`const pages: AdminPages = { ... }\` (an object literal).`,
    );
  const registered = new Set(
    registry.properties.map((p) => (p.name ? propertyName(p.name) : undefined)),
  );
  const entries = files
    .filter((f): f is 'list' | 'show' | 'create' | 'edit' =>
      ['list', 'show', 'create', 'edit'].includes(f),
    )
    .filter((action) => !registered.has(names.componentName(action)))
    .map((action) =>
      pageEntryCode(names.componentName(action), names.folder, action, quoteStyle(source)),
    );
  const insertions = appendToList(source, registry, entries);
  if (!insertions.length) return;
  const recorder = tree.beginUpdate(project.pagesPath);
  for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
  tree.commitUpdate(recorder);
}

export default function openapi(options: OpenApiOptions): Rule {
  return async (tree, context) => {
    if (!options.document?.trim())
      throw new SchematicsException(
        'Give the OpenAPI document: ng generate admin:openapi <file-or-url>.',
      );
    if (options.dialect !== undefined && !DIALECTS.includes(options.dialect))
      throw new SchematicsException(
        `--dialect "${options.dialect}" is not a dialect (valid: ${DIALECTS.join(', ')}).`,
      );
    const project = await resolveProject(tree, options.project);
    const document = await loadDocument(tree, options.document.trim());
    const analysis = analyzeDocument(document.api, { dialect: options.dialect });
    const resolver = new Resolver(document.api);
    const manifestPath = `${project.resourcesDir}/openapi.json`;
    const manifest = readManifest(tree, manifestPath);
    const index = readResourcesIndex(tree, project.indexPath);
    const existingNames = new Set(
      index.descriptors
        .map((d) => d.data['name'])
        .filter((n): n is string => typeof n === 'string'),
    );

    const only = options.only
      ?.split(/[\s,]+/)
      .map((n) => n.trim())
      .filter(Boolean);
    if (only) {
      const known = new Set(analysis.resources.map((r) => r.name));
      const unknown = only.filter((n) => !known.has(n));
      if (unknown.length)
        throw new SchematicsException(
          `--only: ${unknown.map((n) => `"${n}"`).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not a resource of ${options.document} (its resources: ${[...known].join(', ') || 'none'}).`,
        );
    }
    // A parent's list of a nested resource only when the app has or gets that resource.
    const available = new Set([
      ...existingNames,
      ...analysis.resources.filter((r) => !only || only.includes(r.name)).map((r) => r.name),
    ]);
    // A related table (references-many) shows the related resource's list columns.
    const listColumns = new Map(analysis.resources.map((r) => [r.name, columnsOf(r.fields)]));
    const selected = analysis.resources
      .filter((r) => !only || only.includes(r.name))
      .map((r) => ({
        ...r,
        fields: r.fields
          .filter((f) => f.type !== 'references-many' || available.has(f.reference!))
          .map((f) => {
            if (f.type !== 'references-many') return f;
            const columns = relatedColumns(listColumns.get(f.reference!) ?? [], f.target!);
            return columns.length ? { ...f, columns } : f;
          }),
      }));
    // The app's descriptors as the nesting checks read them, with those added by this run.
    const listed = index.descriptors.flatMap((d) => (d.analysable ? [d.data] : []));

    const report: Report = {
      created: [],
      updated: [],
      unchanged: [],
      edited: [],
      skipped: [],
      notes: [],
      warnings: [],
    };
    const newDescriptors: string[] = [];
    /** The dialects of src/resources/dialects.ts the new descriptors name. */
    const dialectImports: string[] = [];
    const dialectsPath = `${project.resourcesDir}/${DIALECTS_FILE}`;
    // Only the resources this run creates: a resource generated before keeps its descriptor.
    const groups = restDialectGroups(
      selected.filter(
        (r) =>
          restDialectOf(r, analysis.dialectAssumed) &&
          !manifest.resources[r.name] &&
          !existingNames.has(r.name),
      ),
      exportedNames(tree, dialectsPath),
    );
    const q = quoteStyle(index.source);
    const unit = indentUnit(index.source);

    for (const resource of selected) {
      const names = resourceNames(resource.name);
      const descriptor = descriptorOf(resource);
      const problems = checkDescriptor(descriptor);
      if (problems.length) {
        report.skipped.push(
          `${resource.name}: ${problems.map((p) => `${p.key ?? 'descriptor'} ${p.message}`).join('; ')}`,
        );
        continue;
      }
      const parent = resource.parent?.name;
      if (parent && !listed.some((d) => d['name'] === parent)) {
        report.skipped.push(
          `${resource.name}: nested under "${parent}" (${resource.collectionPath ?? resource.itemPath}), which is not a resource of ${project.indexPath}: generate it too (e.g. --only ${parent},${resource.name})`,
        );
        continue;
      }
      const nesting = nestingProblem(descriptor, listed);
      if (nesting) {
        report.skipped.push(
          `${resource.name}: nested under "${resource.parent!.name}" (${resource.collectionPath ?? resource.itemPath}), but ${nesting}`,
        );
        continue;
      }
      const dir = `${project.resourcesDir}/${names.folder}`;
      const files: OwnFile[] = [...filesFor(routedPages(descriptor)), 'model'];
      const code = (file: OwnFile) =>
        file === 'model'
          ? modelCode(resource, resolver, analysis.title)
          : pageFileCode(file, {
              names,
              fields: resource.fields,
              prefix: project.prefix,
              name: resource.name,
              parents: resource.parents,
              search: resource.search,
              recordActions: resource.recordActions,
            });
      const previous = manifest.resources[resource.name];
      for (const note of resource.notes) report.notes.push(`${resource.name}: ${note}`);

      if (!previous) {
        if (existingNames.has(resource.name)) {
          report.skipped.push(
            `${resource.name}: ${project.indexPath} has a resource "${resource.name}" that admin:openapi did not generate: left alone (remove it first to generate it from the document)`,
          );
          continue;
        }
        const taken = files.filter((f) => tree.exists(`${dir}/${f}.ts`));
        if (taken.length) {
          report.skipped.push(
            `${resource.name}: ${taken.map((f) => `${dir}/${f}.ts`).join(', ')} already exist${taken.length === 1 ? 's' : ''}: nothing generated for it`,
          );
          continue;
        }
        const hashes: Record<string, string> = {};
        for (const file of files) {
          const text = code(file);
          tree.create(`${dir}/${file}.ts`, text);
          hashes[`${file}.ts`] = hash(text);
        }
        const written = descriptorCode(descriptor, q, unit);
        const group = groups.find((g) => g.resources.includes(resource));
        if (group) {
          // The dialect is code, not data: its line goes before the descriptor's closing brace.
          const name = group.name;
          if (!dialectImports.includes(name)) dialectImports.push(name);
          newDescriptors.push(written.replace(/\n\}$/, `\n${unit}dialect: ${name},\n}`));
        } else newDescriptors.push(written);
        listed.push(descriptor);
        registerPages(tree, project, names, files);
        manifest.resources[resource.name] = {
          descriptor,
          fields: resource.fields.map((f) => f.source),
          files: hashes,
        };
        report.created.push(
          `${resource.name}: ${resource.actions.join(', ')}${resource.label ? `; label ${resource.label}` : ''}; ${resource.fields.length} field${resource.fields.length === 1 ? '' : 's'} (${dir}/)`,
        );
        continue;
      }

      // A resource generated before: update what is still as it was generated.
      if (!existingNames.has(resource.name)) {
        report.skipped.push(
          `${resource.name}: its descriptor was removed from ${project.indexPath}: not generated again (delete it from ${manifestPath} to generate it anew)`,
        );
        continue;
      }
      updateDescriptor(tree, project, resource.name, previous.descriptor, descriptor, report);
      const before = new Set(previous.fields);
      const added = resource.fields.filter((f) => !before.has(f.source));
      const removed = previous.fields.filter((f) => !resource.fields.some((x) => x.source === f));
      if (added.length || removed.length)
        report.notes.push(
          `${resource.name}: ${[
            added.length ? `new fields ${added.map(describeField).join(', ')}` : '',
            removed.length ? `fields no longer in the document: ${removed.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; ')}`,
        );
      const hashes: Record<string, string> = { ...previous.files };
      const written: OwnFile[] = [];
      for (const file of files) {
        const path = `${dir}/${file}.ts`;
        const text = code(file);
        const recorded = previous.files[`${file}.ts`];
        if (!tree.exists(path)) {
          if (recorded) {
            report.edited.push(`${path} was deleted by hand: not generated again`);
            continue;
          }
          tree.create(path, text);
          hashes[`${file}.ts`] = hash(text);
          written.push(file);
          report.created.push(`${path}`);
          continue;
        }
        const current = tree.readText(path);
        if (recorded && hash(current) === recorded) {
          if (current !== text) {
            tree.overwrite(path, text);
            report.updated.push(path);
          } else report.unchanged.push(path);
          hashes[`${file}.ts`] = hash(text);
          written.push(file);
          continue;
        }
        const lacking = fieldsShownBy(file, resource)
          .filter((f) => !mentionsField(current, f.name, file, f.attribute))
          .map((f) => f.name);
        report.edited.push(
          `${path} was edited by hand and is left as it is${
            lacking.length
              ? `; it lacks: ${lacking
                  .map((f) => {
                    const field = resource.fields.find((x) => x.source === f);
                    return field ? describeField(field) : f;
                  })
                  .join(', ')}`
              : ''
          }`,
        );
      }
      registerPages(tree, project, names, written);
      manifest.resources[resource.name] = {
        descriptor,
        fields: resource.fields.map((f) => f.source),
        files: hashes,
      };
    }

    if (newDescriptors.length) {
      const current = readResourcesIndex(tree, project.indexPath);
      const insertions = appendToList(current.source, current.array, newDescriptors);
      const recorder = tree.beginUpdate(project.indexPath);
      for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
      if (dialectImports.length)
        applyToUpdateRecorder(
          recorder,
          importNames(current.source, project.indexPath, dialectImports, './dialects'),
        );
      tree.commitUpdate(recorder);
    }
    writeDialects(
      tree,
      dialectsPath,
      groups.filter((g) => dialectImports.includes(g.name)),
      `"${analysis.title}"`,
      report,
      { q, unit },
    );

    // A reference to a resource the app does not have (left out by --only, or not generated).
    const present = new Set([
      ...readResourcesIndex(tree, project.indexPath)
        .descriptors.map((d) => d.data['name'])
        .filter((n): n is string => typeof n === 'string'),
    ]);
    for (const resource of selected)
      for (const field of resource.fields)
        if (field.reference && !present.has(field.reference) && present.has(resource.name))
          report.warnings.push(
            `${resource.name}: ${field.source} references "${field.reference}", which is not a resource of ${project.indexPath}: generate it too (e.g. --only ${field.reference}) or edit the pages.`,
          );
    const inDocument = new Set(analysis.resources.map((r) => r.name));
    const gone = Object.keys(manifest.resources).filter((name) => !inDocument.has(name));
    await configureApp(tree, project, analysis, report);
    manifest.document = options.document;
    const manifestText =
      JSON.stringify({ ...manifest, $comment: MANIFEST_COMMENT }, null, 2) + '\n';
    if (!tree.exists(manifestPath)) tree.create(manifestPath, manifestText);
    else if (tree.readText(manifestPath) !== manifestText)
      tree.overwrite(manifestPath, manifestText);
    syncIconsFile(tree, project, context.logger, { strict: false });

    const { logger } = context;
    const block = (title: string, lines: readonly string[]) =>
      lines.length ? `${title}:\n  - ${lines.join('\n  - ')}` : '';
    logger.info(
      `OpenAPI ${document.version} "${analysis.title}" (${options.document}): ${analysis.resources.length} resource${analysis.resources.length === 1 ? '' : 's'}` +
        `${only ? ` (${selected.length} selected with --only)` : ''}, API ${analysis.apiUrl}, dialect ${analysis.dialect} (${analysis.dialectReason}).`,
    );
    for (const text of [
      block('Generated', report.created),
      block('Updated', report.updated),
      block('Kept (edited by hand)', report.edited),
      block('Not generated', report.skipped),
      block(
        `Not mapped (${analysis.unmapped.length} operation${analysis.unmapped.length === 1 ? '' : 's'})`,
        analysis.unmapped.map((u) => `${u.what}: ${u.reason}`),
      ),
      block(
        'Record actions (on the show page and in the list rows)',
        analysis.resources.flatMap((r) =>
          (r.recordActions ?? []).map(
            (a) =>
              `${a.what}: "${a.label}" on ${r.name}${a.fields.length ? ` (a form for ${a.fields.map((f) => f.source).join(', ')})` : ''}`,
          ),
        ),
      ),
      block('Notes', report.notes),
      block(
        'Removed from the document (their files and descriptors are left in place; delete them when you no longer need them)',
        gone,
      ),
    ])
      if (text) logger.info(text);
    for (const warning of report.warnings) logger.warn(warning);
    if (
      !report.created.length &&
      !report.updated.length &&
      !report.edited.length &&
      !report.skipped.length
    )
      logger.info('Everything generated from the document is up to date.');
  };
}
