import type { AdminRecord, RecordId, Resource, ResourceOperations } from 'admin/core';
import { ɵoperationPath } from 'admin/core';
import type { DialectRequest, ListParams } from 'admin/config';

/** A filter value the user left empty (the required filter's default is sent instead). */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * The list params with the required filters of the resource's list operation
 * (`operations.list.filter`) wherever the call leaves them empty: `GET /pet/findByStatus` always
 * gets its `status`.
 */
export function ɵwithRequiredFilter(resource: Resource, params: ListParams): ListParams {
  const required = resource.operations?.list?.filter;
  if (!required) return params;
  const filter: Record<string, unknown> = { ...params.filter };
  for (const [key, value] of Object.entries(required))
    if (isEmpty(filter[key])) filter[key] = value;
  return { ...params, filter };
}

/**
 * The data an update sends: with the record's key under its `idField` when the update operation
 * takes it in the body (`PUT /pet` with `{ id, … }`).
 */
export function ɵupdateData(resource: Resource, id: RecordId, data: AdminRecord): AdminRecord {
  return resource.operations?.update?.idInBody ? { ...data, [resource.idField]: id } : data;
}

/**
 * A dialect's request sent through the resource's operation for the action, when it has one: its
 * path (`{id}` filled in) and method; the query, headers and body stay the dialect's.
 */
export function ɵthroughOperation(
  resource: Resource,
  action: keyof ResourceOperations,
  request: DialectRequest,
  id?: RecordId,
): DialectRequest {
  const operation = resource.operations?.[action];
  if (!operation) return request;
  return {
    ...request,
    ...(operation.path !== undefined ? { path: ɵoperationPath(operation.path, id) } : {}),
    ...(operation.method !== undefined ? { method: operation.method } : {}),
  };
}
