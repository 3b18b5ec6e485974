/*
 * The internals of ./nesting.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { describeValue, didYouMean, quoteList } from './problems';
import type { ResourceAction, ResourceParent } from './types';
import { PARAM_PATTERN, parentParam, type NestedFields, type NestingDraft } from './nesting';

/** Parameter names a parent id may not take: the record's own `id`, the copy's `source`. */
const RESERVED_PARAMS: readonly string[] = ['id', 'source'];

/** The actions a parent must enable: nested pages read the parent record and link back to its list. */
const PARENT_NEEDS: readonly ResourceAction[] = ['list', 'show'];

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
