/*
 * The internals of ./operations.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { describeValue, didYouMean } from './problems';
import type { OperationMethod, ResourceOperation, ResourceOperations } from './types';
import { OPERATION_METHODS } from './operations';

type OperationAction = keyof ResourceOperations;

const ACTIONS = Object.keys(OPERATION_METHODS) as OperationAction[];

const KEYS: Readonly<Record<OperationAction, readonly (keyof ResourceOperation)[]>> = {
  list: ['path', 'method', 'filter'],
  get: ['path', 'method'],
  create: ['path', 'method'],
  update: ['path', 'method', 'idInBody'],
  delete: ['path', 'method'],
};

/** The record's key in an operation path. */
const ID = '{id}';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The problems of a descriptor's `operations` (reported under the key `operations`), and its
 * frozen copy when there are none.
 */
export function ɵcheckOperations(
  raw: unknown,
  nested: boolean,
  problem: (key: string, message: string) => void,
): ResourceOperations | undefined {
  if (raw === undefined) return undefined;
  const bad = (message: string) => problem('operations', message);
  if (!isObject(raw)) {
    bad(
      `must be an object of operations by action (list, get, create, update, delete), got ${describeValue(raw)}`,
    );
    return undefined;
  }
  if (nested) {
    bad('is not available on a nested resource (its paths name the parent ids)');
    return undefined;
  }
  let valid = true;
  const fail = (message: string) => {
    valid = false;
    bad(message);
  };
  const result: Record<string, ResourceOperation> = {};
  for (const [action, value] of Object.entries(raw)) {
    if (!(ACTIONS as string[]).includes(action)) {
      fail(
        `unknown action "${action}"${didYouMean(action, ACTIONS)} (valid: ${ACTIONS.join(', ')})`,
      );
      continue;
    }
    const checked = checkOperation(action as OperationAction, value, fail);
    if (checked) result[action] = checked;
  }
  return valid ? Object.freeze(result) : undefined;
}

function checkOperation(
  action: OperationAction,
  raw: unknown,
  fail: (message: string) => void,
): ResourceOperation | undefined {
  if (!isObject(raw)) {
    fail(
      `${action} must be an object ({ path, method${action === 'list' ? ', filter' : action === 'update' ? ', idInBody' : ''} }), got ${describeValue(raw)}`,
    );
    return undefined;
  }
  let valid = true;
  const bad = (message: string) => {
    valid = false;
    fail(`${action}.${message}`);
  };
  for (const key of Object.keys(raw))
    if (!(KEYS[action] as string[]).includes(key))
      bad(
        `${key} is not an option of ${action}${didYouMean(key, KEYS[action])} (valid: ${KEYS[action].join(', ')})`,
      );

  const { path, method, idInBody, filter } = raw;
  if (idInBody !== undefined && typeof idInBody !== 'boolean')
    bad(`idInBody must be true or false, got ${describeValue(idInBody)}`);
  if (method !== undefined && !(OPERATION_METHODS[action] as unknown[]).includes(method))
    bad(`method must be ${OPERATION_METHODS[action].join(' or ')}, got ${describeValue(method)}`);
  if (path !== undefined) {
    const problem = pathProblem(action, path, idInBody === true);
    if (problem) bad(`path ${problem}`);
  }
  if (filter !== undefined) {
    const entries = isObject(filter) ? Object.entries(filter) : undefined;
    const wrong = entries?.find(([, v]) => !['string', 'number', 'boolean'].includes(typeof v));
    if (!entries || !entries.length || wrong)
      bad(
        `filter must be the required filters with their defaults ({ status: 'available' }), got ${
          wrong
            ? `${describeValue(wrong[1])} for "${wrong[0]}"`
            : entries
              ? 'an empty object'
              : describeValue(filter)
        }`,
      );
  }
  if (!valid) return undefined;
  return Object.freeze({
    ...(path !== undefined ? { path: (path as string).replace(/^\/+/, '') } : {}),
    ...(method !== undefined ? { method: method as OperationMethod } : {}),
    ...(idInBody !== undefined ? { idInBody: idInBody as boolean } : {}),
    ...(filter !== undefined
      ? { filter: Object.freeze({ ...(filter as Record<string, string | number | boolean>) }) }
      : {}),
  });
}

/** What is wrong with an operation's path, or undefined. */
function pathProblem(
  action: OperationAction,
  path: unknown,
  idInBody: boolean,
): string | undefined {
  if (typeof path !== 'string')
    return `must be a path under the API URL, got ${describeValue(path)}`;
  const trimmed = path.replace(/^\/+/, '');
  if (!trimmed) return 'must not be empty';
  if (/[?#\s]/.test(trimmed)) return `"${path}" must be a path without "?", "#" or spaces`;
  if (
    trimmed
      .split('/')
      .some((s, i, all) => s === '..' || s === '.' || (s === '' && i < all.length - 1))
  )
    return `"${path}" must not contain "..", "." or empty segments`;
  const placeholders = trimmed.match(/\{[^}]*\}|[{}]/g) ?? [];
  const other = placeholders.find((p) => p !== ID);
  if (other) return `"${path}" may name only the record's key, as {id} (found ${other})`;
  const hasId = placeholders.length > 0;
  if (placeholders.length > 1) return `"${path}" names {id} more than once`;
  const needsId = action === 'get' || action === 'delete' || (action === 'update' && !idInBody);
  if (needsId && !hasId)
    return action === 'update'
      ? `"${path}" has no {id}: put the record's key in the path ('pet/{id}') or set idInBody: true`
      : `"${path}" has no {id}: a ${action} names the record ('articles/{id}')`;
  if (!needsId && hasId)
    return action === 'update'
      ? `"${path}" has {id} and idInBody: true: the key travels in one place`
      : `"${path}" names {id}, but a ${action} has no record yet`;
  return undefined;
}

/** An operation path with the record's key in place of `{id}` (URL-encoded). */
export function ɵoperationPath(path: string, id?: string | number): string {
  return id === undefined ? path : path.replace(ID, encodeURIComponent(String(id)));
}
