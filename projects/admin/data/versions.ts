import type { AdminRecord } from 'admin/core';
import type { ApiDialect, DialectRequest, RecordVersion, VersionTransport } from 'admin/config';

/**
 * Versions as HTTP says: the `ETag` header of the response that delivered a record, sent back
 * as `If-Match` by `update` and `delete` (the API answers 412 when the record changed since).
 * The default of every dialect. Records read from lists carry no ETag, so a delete from a list
 * sends none.
 */
export const etagVersions: VersionTransport = Object.freeze<VersionTransport>({
  read: (response) => response.headers.get('ETag') ?? undefined,
  send: (request, version) => ({
    ...request,
    headers: { ...request.headers, 'If-Match': String(version) },
  }),
});

/** No versions: nothing read, nothing sent (every write overwrites). */
export const noVersions: VersionTransport = Object.freeze<VersionTransport>({
  read: () => undefined,
  send: (request) => request,
});

function versionValue(value: unknown): RecordVersion | undefined {
  return (typeof value === 'string' && value !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
    ? value
    : undefined;
}

/**
 * Versions in a field of the records (`fieldVersions('version')`): read from every record (lists
 * included); an update sends it in its body (`{ ..., version: 3 }`), a delete as the query
 * parameter `?version=3`. The API answers 409 or 412 when it is not the current one.
 */
export function fieldVersions(field: string): VersionTransport {
  if (typeof field !== 'string' || !field.trim()) {
    throw new TypeError(`fieldVersions: field must be a field name, got ${JSON.stringify(field)}`);
  }
  const withBody = (request: DialectRequest, body: AdminRecord): DialectRequest => ({
    ...request,
    body,
  });
  return Object.freeze<VersionTransport>({
    read: (_response, record) => versionValue(record[field]),
    of: (record) => versionValue(record[field]),
    send(request, version) {
      if (request.method === 'DELETE' || !request.body || typeof request.body !== 'object') {
        return { ...request, params: { ...request.params, [field]: String(version) } };
      }
      return withBody(request, { ...(request.body as AdminRecord), [field]: version });
    },
    strip(request) {
      if (!request.body || typeof request.body !== 'object') return request;
      const body = { ...(request.body as AdminRecord) };
      delete body[field];
      return withBody(request, body);
    },
  });
}

/** `dialect` with another way of carrying versions: `withVersions(laravelDialect, fieldVersions('version'))`. */
export function withVersions(dialect: ApiDialect, versions: VersionTransport): ApiDialect {
  if (!versions || typeof versions.read !== 'function' || typeof versions.send !== 'function') {
    throw new TypeError(
      `withVersions: versions must be a VersionTransport (etagVersions, fieldVersions(...)), got ${String(versions)}`,
    );
  }
  return Object.freeze<ApiDialect>({ ...dialect, versions });
}

/** Whether an error is a refused write on a stale version: status 412 or 409. */
export function isVersionConflict(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 412 || status === 409;
}
