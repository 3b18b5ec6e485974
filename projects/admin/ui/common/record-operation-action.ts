import { Injector, inject } from '@angular/core';
import { from, type Observable } from 'rxjs';
import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { ADMIN_NOTIFIER, ListActions, type ListAction } from 'admin/controllers';
import type { RecordOperationCall, ResourceRepository } from 'admin/data';

/** A field of a record operation's request body, asked for in its dialog. */
export interface RecordOperationField {
  /** The body's key. */
  readonly source: string;
  /** The field's label (message key or text); default the key. */
  readonly label?: string;
  /** The input: text (default), a multi-line text, a number or a checkbox. */
  readonly type?: 'text' | 'textarea' | 'number' | 'boolean';
  /** The dialog does not send without a value. */
  readonly required?: boolean;
}

/** Options of `recordOperationAction`. */
export interface RecordOperationActionOptions extends Omit<ListAction, 'run' | 'success'> {
  readonly method: RecordOperationCall['method'];
  /** The path under the API URL, `{id}` standing for the record's key. */
  readonly path: string;
  /**
   * The request body's fields: a dialog asks for them before the request goes, shows the
   * server's field errors (a 422) and keeps what was typed. None: the request goes at once.
   */
  readonly fields?: readonly RecordOperationField[];
  /** The notification once done (message key or text); default none. */
  readonly success?: string;
}

/**
 * A record action that sends one of the API's record operations that are none of the CRUD calls
 * (`ResourceRepository.call`), e.g. `POST articles/{id}/favorite`; the same object goes in a
 * list's `[rowActions]` and a show page's `[actions]`. With `fields`, a dialog asks for the
 * request body first. Create it in an injection context (a component's field initializer):
 *
 * ```ts
 * readonly actions = [recordOperationAction({ id: 'favorite', label: 'Favorite', icon: 'mdi-star', method: 'POST', path: 'articles/{id}/favorite' })];
 * ```
 */
export function recordOperationAction(options: RecordOperationActionOptions): ListAction {
  const { method, path, fields, success, ...action } = options;
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    throw new Error(
      `recordOperationAction "${String(options.id)}": "method" must be POST, PUT, PATCH or DELETE, got ${JSON.stringify(method)}`,
    );
  }
  if (typeof path !== 'string' || !path.includes('{id}')) {
    throw new Error(
      `recordOperationAction "${String(options.id)}": "path" must contain {id} for the record's key, got ${JSON.stringify(path)}`,
    );
  }
  const injector = inject(Injector);
  const notifier = inject(ADMIN_NOTIFIER);
  const texts = inject(ListActions);
  const send = (repository: ResourceRepository, id: RecordId, body?: AdminRecord) =>
    repository.call(id, { method, path, ...(body ? { body } : {}) });
  const done = (resource: Resource, records: readonly AdminRecord[]) => {
    if (success) notifier.notify(texts.text(resource, success, records), 'success');
  };
  return {
    ...action,
    run: ({ resource, records, ids, repository }): Observable<unknown> | Promise<unknown> => {
      const id = ids[0];
      if (!fields?.length) {
        return from(
          new Promise((resolve, reject) =>
            send(repository, id, undefined).subscribe({
              next: (answer) => {
                done(resource, records);
                resolve(answer);
              },
              error: reject,
            }),
          ),
        );
      }
      return (async () => {
        const { VaRecordOperationDialog } = await import('./record-operation-dialog-view');
        const answer = await VaRecordOperationDialog.open(injector, {
          title: texts.text(resource, action.label, records),
          fields: fields.map((field) => ({
            ...field,
            label: texts.text(resource, field.label ?? field.source, records),
          })),
          send: (body) =>
            new Promise((resolve, reject) =>
              send(repository, id, body).subscribe({ next: resolve, error: reject }),
            ),
        });
        if (answer !== undefined) done(resource, records);
        return answer;
      })();
    },
  };
}
