/**
 * The descriptor rules of the library's `normalizeResources` (SPEC 2.2, 3.1; DESIGN §3), as one
 * table the schematics check generated and parsed descriptors with. The schematics are CommonJS
 * and cannot import the Angular library: rules.spec.ts runs this table and the library's
 * `normalizeResources` side by side on the same descriptors so that they cannot drift apart.
 */
import { closest, distance } from 'fastest-levenshtein';

import { kebabCase, pascalCase } from './names';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';
export type PageAction = Exclude<ResourceAction, 'delete'>;

export const RESOURCE_ACTIONS: readonly ResourceAction[] = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
];
export const PAGE_ACTIONS: readonly PageAction[] = ['list', 'show', 'create', 'edit'];

/** URL-path safe resource names. */
export const NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]*$/;
/** `mdi-<id>` with a Material Design Icons id. */
export const ICON_PATTERN = /^mdi-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The icon of a resource without one; one of the library's built-in icons. */
export const DEFAULT_ICON = 'mdi-view-grid';

/** A descriptor as plain data: what the schematics build from options or read from index.ts. */
export type DescriptorData = Readonly<Record<string, unknown>>;

/** One problem of a descriptor: the key at fault (undefined for the whole object) and why. */
export interface RuleProblem {
  readonly key?: string;
  readonly message: string;
}

type Rule = (value: unknown, descriptor: DescriptorData) => string[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a value is named in messages; the same words as the library's. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value)}`;
}

const quoteList = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');
const isAction = (value: unknown): value is ResourceAction =>
  (RESOURCE_ACTIONS as readonly unknown[]).includes(value);

const actionListRule: Rule = (value) => {
  if (!Array.isArray(value)) return [`must be an array of actions, got ${describeValue(value)}`];
  const unknown = value.filter((v) => !isAction(v));
  return unknown.length
    ? [
        `unknown action${unknown.length > 1 ? 's' : ''} ${unknown.map(describeValue).join(', ')} (valid: ${RESOURCE_ACTIONS.join(', ')})`,
      ]
    : [];
};

/** SPEC 3.1: the enabled actions of a descriptor, in canonical order. */
export function enabledActions(descriptor: DescriptorData): ResourceAction[] {
  const actions = Array.isArray(descriptor['actions']) ? descriptor['actions'] : undefined;
  const except = Array.isArray(descriptor['except']) ? descriptor['except'] : undefined;
  if (actions) return RESOURCE_ACTIONS.filter((a) => actions.includes(a));
  if (except) return RESOURCE_ACTIONS.filter((a) => !except.includes(a));
  return [...RESOURCE_ACTIONS];
}

/** DESIGN §3: the page actions that get a route (and so a page component). */
export function routedPages(descriptor: DescriptorData): PageAction[] {
  const enabled = enabledActions(descriptor);
  const routes = Array.isArray(descriptor['routes']) ? descriptor['routes'] : undefined;
  return PAGE_ACTIONS.filter((a) => enabled.includes(a) && (!routes || routes.includes(a)));
}

/** The rule table: one entry per descriptor key (SPEC 2.2), in the library's order. */
export const DESCRIPTOR_RULES: Readonly<Record<string, Rule>> = {
  name: (value) => {
    if (value === undefined) return ['is required'];
    if (typeof value !== 'string') return [`must be a string, got ${describeValue(value)}`];
    if (!value.trim()) return ['must not be blank'];
    if (!NAME_PATTERN.test(value))
      return [
        `"${value}" is not URL-path safe: use letters, digits, "-" and "_", starting with a letter`,
      ];
    return [];
  },
  api: (value) => {
    if (typeof value !== 'string') return [`must be a string, got ${describeValue(value)}`];
    const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
    if (!trimmed) return ['must not be empty'];
    if (/[?#]/.test(trimmed)) return [`"${value}" must be a path without "?" or "#"`];
    if (trimmed.includes('..') || trimmed.split('/').some((s) => s === '.' || s === ''))
      return [`"${value}" must not contain "..", "." or empty segments`];
    if (/\s/.test(trimmed)) return [`"${value}" must not contain spaces`];
    return [];
  },
  icon: (value) =>
    typeof value === 'string' && ICON_PATTERN.test(value)
      ? []
      : [
          `${describeValue(value)} is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")`,
        ],
  label: (value) =>
    typeof value === 'function' || (typeof value === 'string' && value.trim())
      ? []
      : [`must be a property name (non-empty string) or a function, got ${describeValue(value)}`],
  include: (value) =>
    Array.isArray(value) || isPlainObject(value)
      ? []
      : [`must be an array or an object, got ${describeValue(value)}`],
  routes: (value, descriptor) => {
    const problems = actionListRule(value, descriptor);
    if (!Array.isArray(value)) return problems;
    if (value.includes('delete'))
      problems.push('"delete" has no page and cannot be routed (SPEC 4.1)');
    const enabled = enabledActions(checkedActionLists(descriptor));
    const disabled = value.filter(
      (r): r is ResourceAction => isAction(r) && r !== 'delete' && !enabled.includes(r),
    );
    if (disabled.length)
      problems.push(
        `${quoteList(disabled)} ${disabled.length > 1 ? 'are' : 'is'} not an enabled action (enabled: ${enabled.join(', ') || 'none'})`,
      );
    return problems;
  },
  actions: actionListRule,
  except: actionListRule,
  translatable: (value) =>
    typeof value === 'boolean' ? [] : [`must be true or false, got ${describeValue(value)}`],
  permissions: (value, descriptor) => {
    if (!Array.isArray(value)) return [`must be an array of roles, got ${describeValue(value)}`];
    if (value.length === 0) {
      const name = descriptor['name'];
      const which =
        typeof name === 'string' && name.trim() ? `resource "${name}"` : 'this resource';
      return [
        `is empty: no user could use ${which}; omit the key to open it to every signed-in user`,
      ];
    }
    const problems: string[] = [];
    value.forEach((entry: unknown, i) => {
      if (typeof entry === 'string' && entry.trim()) return;
      if (
        isPlainObject(entry) &&
        typeof entry['role'] === 'string' &&
        entry['role'].trim() &&
        Array.isArray(entry['actions']) &&
        Object.keys(entry).every((k) => k === 'role' || k === 'actions')
      ) {
        const bad = (entry['actions'] as unknown[]).filter((a) => !isAction(a));
        if (bad.length)
          problems.push(
            `entry ${i} (role "${entry['role']}") has unknown action${bad.length > 1 ? 's' : ''} ${bad.map(describeValue).join(', ')}`,
          );
        return;
      }
      problems.push(
        `entry ${i} must be a role name or { role, actions }, got ${describeValue(entry)}`,
      );
    });
    return problems;
  },
  autocompleteFields: (value) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '')
      ? []
      : [`must be an array of field names, got ${describeValue(value)}`],
  dialect: (value) =>
    isPlainObject(value) && typeof value['name'] === 'string'
      ? []
      : [`must be an API dialect object (e.g. jsonServerDialect), got ${describeValue(value)}`],
};

/** The descriptor keys of SPEC 2.2 (plus `dialect`). */
export const DESCRIPTOR_KEYS: readonly string[] = Object.keys(DESCRIPTOR_RULES);

/** `actions`/`except` reduced to their valid entries, as the library computes enabled actions. */
function checkedActionLists(descriptor: DescriptorData): DescriptorData {
  const valid = (key: string) =>
    Array.isArray(descriptor[key]) ? (descriptor[key] as unknown[]).filter(isAction) : undefined;
  return { actions: valid('actions'), except: valid('except') };
}

/** Every problem of one descriptor; an empty array when the library would accept it. */
export function checkDescriptor(raw: unknown): RuleProblem[] {
  if (!isPlainObject(raw)) return [{ message: `must be an object, got ${describeValue(raw)}` }];
  const problems: RuleProblem[] = [];
  for (const key of Object.keys(raw)) {
    if (DESCRIPTOR_KEYS.includes(key)) continue;
    const suggestion = closest(key, DESCRIPTOR_KEYS as string[]);
    const close =
      distance(key.toLowerCase(), suggestion.toLowerCase()) <= Math.max(2, key.length / 3);
    problems.push({
      key,
      message: `unknown key${close ? `; did you mean "${suggestion}"?` : ''} (valid keys: ${DESCRIPTOR_KEYS.join(', ')})`,
    });
  }
  for (const [key, rule] of Object.entries(DESCRIPTOR_RULES)) {
    if (raw[key] === undefined && key !== 'name') continue;
    for (const message of rule(raw[key], raw)) problems.push({ key, message });
  }
  return problems;
}

/** A problem of a descriptor list: the descriptor's index and name with the problem. */
export interface ListProblem extends RuleProblem {
  readonly index: number;
  readonly resource?: string;
}

/** Every problem of a descriptor list, duplicates included (the library's `normalizeResources`). */
export function checkDescriptorList(list: readonly unknown[]): ListProblem[] {
  const problems: ListProblem[] = [];
  const seen = new Map<string, number>();
  const forms = { folders: new Map(), classNames: new Map() } as const;
  list.forEach((raw, index) => {
    const name =
      isPlainObject(raw) && typeof raw['name'] === 'string' && raw['name'].trim()
        ? raw['name']
        : undefined;
    for (const problem of checkDescriptor(raw))
      problems.push({ index, resource: name, ...problem });
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
        if (NAME_PATTERN.test(name)) nameFormClashes(name, index, forms, problems);
      }
    }
  });
  return problems;
}

/** A folder or component name already taken, with the resource that took it. */
type NameForms = Map<string, { readonly name: string; readonly index: number }>;

/**
 * SPEC 2.3: two different names must not share a folder (kebab-case) or a component name base
 * (PascalCase), as in the library's `normalizeResources`.
 */
function nameFormClashes(
  name: string,
  index: number,
  forms: { folders: NameForms; classNames: NameForms },
  problems: ListProblem[],
): void {
  const folder = kebabCase(name);
  const className = pascalCase(name);
  const sameFolder = forms.folders.get(folder);
  const sameClass = forms.classNames.get(className);
  const clashes = [
    ...(sameFolder ? [{ other: sameFolder, what: `folder "${folder}"` }] : []),
    ...(sameClass ? [{ other: sameClass, what: `component name "${className}"` }] : []),
  ];
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
  if (!sameFolder) forms.folders.set(folder, { name, index });
  if (!sameClass) forms.classNames.set(className, { name, index });
}

/** One line per problem, as the library's `AdminConfigError` words it. */
export function describeProblems(problems: readonly ListProblem[]): string {
  return problems
    .map((p) => {
      const where = p.resource ? `resources[${p.index}] "${p.resource}"` : `resources[${p.index}]`;
      return `  - ${where}${p.key ? ` key "${p.key}"` : ''}: ${p.message}`;
    })
    .join('\n');
}
