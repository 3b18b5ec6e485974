// The check of a descriptor's `operations` (normalize.ts): which action may go through which
// method, path and options, each problem named with the action and the value at fault.
import type { OperationMethod, ResourceOperations } from './types';

/** The actions `operations` may map, and the methods each may use (the first is usual). */
export const OPERATION_METHODS: Readonly<
  Record<keyof ResourceOperations, readonly OperationMethod[]>
> = Object.freeze({
  list: ['GET'],
  get: ['GET'],
  create: ['POST', 'PUT'],
  update: ['PUT', 'PATCH', 'POST'],
  delete: ['DELETE', 'POST'],
});
