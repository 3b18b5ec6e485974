/*
 * The internals of ./list-actions.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import { type ListAction } from './list-actions';

/** Throws naming the first bad action: no id, a duplicate id, no label, no run, a row action without icon. */
export function ɵcheckListActions(
  actions: readonly ListAction[] | null | undefined,
  where: string,
  needsIcon = false,
): readonly ListAction[] {
  if (actions === null || actions === undefined) return [];
  if (!Array.isArray(actions)) throw new Error(`${where}: must be an array of actions`);
  const ids = new Set<string>();
  actions.forEach((action, i) => {
    const name = `${where}[${i}]${action?.id ? ` "${action.id}"` : ''}`;
    if (!action || typeof action.id !== 'string' || !/^[A-Za-z][\w-]*$/.test(action.id)) {
      throw new Error(`${name}: "id" must be a name such as "publish" (letters, digits, - and _)`);
    }
    if (ids.has(action.id)) throw new Error(`${name}: the id "${action.id}" is used twice`);
    ids.add(action.id);
    if (typeof action.label !== 'string' || !action.label) {
      throw new Error(`${name}: "label" must be a message key or a text`);
    }
    if (typeof action.run !== 'function') throw new Error(`${name}: "run" must be a function`);
    if (needsIcon && !action.icon) {
      throw new Error(`${name}: a row action needs an "icon" (rows show icon buttons)`);
    }
  });
  return actions;
}
