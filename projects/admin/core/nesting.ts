/**
 * Nested resources (`parent: 'posts'`): the shape of `parent` in one descriptor, then, over the
 * whole list, unknown parents, cycles, parents without the pages a nested page needs, clashing
 * parameters, and the API templates and ancestor chains of valid nested resources.
 */
import { camelCase, kebabCase } from 'change-case';

import { describeValue, didYouMean, quoteList } from './problems';
import type { ParentParams, Resource, ResourceAction, ResourceParent } from './types';

/** The parameter name of a parent id: letters, digits and `_`, not starting with a digit. */
export const PARAM_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** Parameter names a parent id may not take: the record's own `id`, the copy's `source`. */
const RESERVED_PARAMS: readonly string[] = ['id', 'source'];

/** The actions a parent must enable: nested pages read the parent record and link back to its list. */
const PARENT_NEEDS: readonly ResourceAction[] = ['list', 'show'];

/** English singular of a plural word: `categories` → `category`, `boxes` → `box`, `posts` → `post`. */
export function singularize(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** The default parameter of a parent's id: `posts` → `postId`, `blog-categories` → `blogCategoryId`. */
export function parentParam(parent: string): string {
  const words = kebabCase(parent).split('-');
  words[words.length - 1] = singularize(words[words.length - 1]);
  return `${camelCase(words.join('-'))}Id`;
}

/**
 * Checks `parent` of one descriptor (a resource name, or `{ name, param }`) and returns its
 * normalised form; whether the parent exists is checked with the whole list (`nestResources`).
 */
export function ɵcheckParent(
  value: unknown,
  name: string | undefined,
  problem: (key: string, message: string) => void,
): ResourceParent | undefined {
  if (value === undefined) return undefined;
  let parent: string | undefined;
  let param: unknown;
  if (typeof value === 'string') {
    parent = value;
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    const extra = Object.keys(object).filter((k) => k !== 'name' && k !== 'param');
    if (extra.length) {
      problem(
        'parent',
        `unknown key${extra.length > 1 ? 's' : ''} ${quoteList(extra)}${didYouMean(extra[0], ['name', 'param'])} (valid: name, param)`,
      );
      return undefined;
    }
    if (typeof object['name'] !== 'string') {
      problem(
        'parent',
        `"name" must be the parent resource's name, got ${describeValue(object['name'])}`,
      );
      return undefined;
    }
    parent = object['name'];
    param = object['param'];
  } else {
    problem('parent', `must be a resource name or { name, param }, got ${describeValue(value)}`);
    return undefined;
  }
  if (!parent.trim()) {
    problem('parent', 'must not be blank');
    return undefined;
  }
  if (parent === name) {
    problem('parent', `"${name}" cannot be its own parent`);
    return undefined;
  }
  if (param !== undefined) {
    if (typeof param !== 'string' || !PARAM_PATTERN.test(param)) {
      problem(
        'parent',
        `"param" must be a parameter name (letters, digits, "_"), got ${describeValue(param)}`,
      );
      return undefined;
    }
    if (RESERVED_PARAMS.includes(param)) {
      problem(
        'parent',
        `"param" cannot be "${param}" (taken by the ${param === 'id' ? "record's own id" : 'copy of a record'}); the default is "${parentParam(parent)}"`,
      );
      return undefined;
    }
  }
  return { name: parent, param: (param as string | undefined) ?? parentParam(parent) };
}

/** What `nestResources` needs of each entry of the list. */
export interface NestingDraft<F extends NestedFields> {
  readonly index: number;
  readonly name: string | undefined;
  /** The entry's fields when it is valid on its own, else undefined; completed in place. */
  fields: F | undefined;
}

/** The fields of a resource that nesting reads and completes. */
export type NestedFields = Pick<Resource, 'name' | 'api' | 'actions' | 'parent' | 'parents'> & {
  readonly descriptor: { readonly api?: string };
};

/**
 * Checks every nested resource against the list and completes the valid ones: `parents` (the
 * chain, outermost first) and `api` (the parent's template, its id's placeholder, the child's
 * segment). Problems go to `push`; resources already normalised (`Resource` objects) are only checked.
 */
export function ɵnestResources<F extends NestedFields>(
  drafts: NestingDraft<F>[],
  push: (index: number, resource: string, key: string, message: string) => void,
): void {
  const byName = new Map<string, NestingDraft<F>>();
  for (const draft of drafts)
    if (draft.name && !byName.has(draft.name)) byName.set(draft.name, draft);
  const names = [...byName.keys()];
  const broken = new Set<string>();

  for (const draft of drafts) {
    const parent = draft.fields?.parent;
    if (!draft.fields || !parent) continue;
    const problem = (message: string, key = 'parent') => {
      broken.add(draft.fields!.name);
      push(draft.index, draft.fields!.name, key, message);
    };
    const target = byName.get(parent.name);
    if (!target) {
      problem(
        `"${parent.name}" is not a resource of the list${didYouMean(parent.name, names)} (resources: ${names.join(', ')})`,
      );
      continue;
    }
    const cycle = cycleFrom(draft.fields.name, byName);
    if (cycle) {
      problem(`the parents form a cycle: ${cycle.join(' → ')}`);
      continue;
    }
    if (!target.fields) {
      broken.add(draft.fields.name); // The parent's own problems are reported already.
      continue;
    }
    const missing = PARENT_NEEDS.filter((a) => !target.fields!.actions.includes(a));
    if (missing.length) {
      problem(
        `parent "${parent.name}" must enable ${quoteList(missing)} (nested pages read the parent record and link back to its list); its enabled actions: ${target.fields.actions.join(', ') || 'none'}`,
      );
    }
    if (draft.fields.name === 'edit') {
      problem(
        `a resource named "edit" under "${parent.name}" would take the URL of "${parent.name}"'s edit page (/${parent.name}/:id/edit); rename it`,
        'name',
      );
    }
  }

  // The chains, parents first; a resource under a broken parent is left as it is (reported above
  // or through its parent).
  const done = new Set<string>();
  const complete = (draft: NestingDraft<F>): boolean => {
    const fields = draft.fields;
    if (!fields || broken.has(fields.name)) return false;
    if (!fields.parent || done.has(fields.name)) return true;
    const target = byName.get(fields.parent.name)!;
    if (!complete(target)) return false;
    const above = target.fields!;
    const parents = [...above.parents, fields.parent];
    const params = parents.map((p) => p.param);
    const duplicate = params.find((p, i) => params.indexOf(p) !== i);
    if (duplicate) {
      broken.add(fields.name);
      push(
        draft.index,
        fields.name,
        'parent',
        `the parameter "${duplicate}" names two parents' ids (${quoteList(parents.filter((p) => p.param === duplicate).map((p) => p.name))}); give one of them another "param"`,
      );
      return false;
    }
    const api = nestedApi(fields, above.api, params, (message) => {
      broken.add(fields.name);
      push(draft.index, fields.name, 'api', message);
    });
    if (api === undefined) return false;
    done.add(fields.name);
    if (!Object.isFrozen(fields)) {
      draft.fields = { ...fields, api, parents };
    }
    return true;
  };
  for (const draft of drafts) complete(draft);
}

/** The chain of parent names from `name` when it comes back to `name`, else undefined. */
function cycleFrom(
  name: string,
  byName: ReadonlyMap<string, NestingDraft<NestedFields>>,
): string[] | undefined {
  const chain = [name];
  let current = byName.get(name)?.fields?.parent?.name;
  while (current !== undefined) {
    chain.push(current);
    if (current === name) return chain;
    if (chain.indexOf(current) !== chain.length - 1) return undefined; // a cycle above, not ours
    current = byName.get(current)?.fields?.parent?.name;
  }
  return undefined;
}

/**
 * The API template of a nested resource: its own `api` when that names parent ids
 * (`blog/{postId}/remarks`), else `<parent's api>/{<param>}/<api ?? name>`.
 */
function nestedApi(
  fields: NestedFields,
  parentApi: string,
  params: readonly string[],
  problem: (message: string) => void,
): string | undefined {
  const own = fields.api;
  const named = [...own.matchAll(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g)].map((m) => m[1]);
  // Already a template (a resource normalised before, or an `api` naming parent ids).
  if (!named.length) return `${parentApi}/{${params[params.length - 1]}}/${own}`;
  const unknown = named.filter((p) => !params.includes(p));
  if (unknown.length) {
    problem(
      `"${fields.descriptor.api ?? own}" names ${quoteList(unknown.map((p) => `{${p}}`))}, which ${unknown.length > 1 ? 'are not parent ids' : 'is not a parent id'}${didYouMean(unknown[0], params)} (parent ids: ${params.join(', ')})`,
    );
    return undefined;
  }
  if (!named.includes(params[params.length - 1])) {
    problem(
      `"${fields.descriptor.api ?? own}" must name the id of its parent "${fields.parent!.name}" as {${params[params.length - 1]}}`,
    );
    return undefined;
  }
  return own;
}

/**
 * A nested resource's API template (`posts/{postId}/comments`) with its parent ids, each
 * URL-encoded: `posts/12/comments`. Throws naming a missing id; a top-level `api` is returned as is.
 */
export function fillApiTemplate(
  resource: Pick<Resource, 'name' | 'api'>,
  params: ParentParams,
): string {
  return resource.api.replace(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === null || value === '') {
      throw new Error(
        `Resource "${resource.name}": the API path "${resource.api}" needs the parent id "${param}"`,
      );
    }
    return encodeURIComponent(String(value));
  });
}
