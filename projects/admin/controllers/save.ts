import { Injectable, computed, inject, signal } from '@angular/core';
import { firstValueFrom, tap } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ResourceRegistry } from 'admin/config';
import { type AdminRecord, type PageAction, type RecordId, type Resource } from 'admin/core';
import type { RecordVersion } from 'admin/config';
import type { AdminFieldErrors } from 'admin/data';
import { ResourceRepositories } from 'admin/data';
import { isVersionConflict } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { AdminMutations, type MutationMode } from './mutations';
import { ɵmutationModeOf } from './mutations-internal';
import { ADMIN_NOTIFIER } from './notifier';
import { ɵerrorMessage, ɵrecordChangedMessage } from './notifier-internal';
import { ɵsafeReturnTo } from './prefill';
import { recordKey } from './record-key';

/** Where to go after a successful save: a page of the saved record, or nowhere. */
export type SaveRedirect = 'list' | 'show' | 'edit' | false;

/** Router commands of an admin page (mount point included). */
export type SaveRedirectCommands = (string | RecordId)[];

/** What to save and what to do after. */
export interface SaveRequest {
  readonly resource: Resource;
  /** The record to send (an update leaves its key, the resource's `idField`, to the URL). */
  readonly record: AdminRecord;
  /** Update the record of this id; `null`: create. */
  readonly id: RecordId | null;
  /** The content locale of a translatable resource. */
  readonly locale?: string | null;
  /** Where to go after the save; default `'list'`. */
  readonly redirect?: SaveRedirect;
  /**
   * Places 422 field errors (`links.0.url`) on the form's inputs and returns the ones that have
   * no input: they are named in the error notification. Without it, every field is named.
   */
  readonly placeErrors?: (errors: AdminFieldErrors) => Readonly<Record<string, readonly string[]>>;
  /** Called by the "Retry" action of a failed (non-422) save's notification. */
  readonly retry?: () => unknown;
  /**
   * The in-app URL to go back to after the save (`?returnTo=`: e.g. the parent's page that opened
   * this create page), used instead of `redirect`; ignored unless an in-app path (`safeReturnTo`).
   */
  readonly returnTo?: string | null;
  /**
   * The version of the record the user edited (`repository.versionOf(item)`), sent back with the
   * update: the API refuses it (412, 409) when someone saved the record since. `null`: none.
   */
  readonly version?: RecordVersion | null;
  /** The mutation mode of an update; default the resource's `mutationMode`, else pessimistic. */
  readonly mutationMode?: MutationMode;
  /**
   * The caller shows version conflicts itself (`VaForm`'s conflict dialog): a conflict resolves
   * `{ status: 'conflict' }` with no notification. Otherwise it is notified as an error.
   */
  readonly resolvesConflicts?: boolean;
  /**
   * An optimistic or undoable update refused on a version conflict: offered as the notification's
   * "Retry", so that what the user typed is not lost (`VaForm` reopens its edit page with it and
   * the conflict dialog).
   */
  readonly reviewConflict?: () => unknown;
}

/** The outcome of `SaveController.save()`. */
export type SaveResult =
  | {
      readonly status: 'saved';
      readonly record: AdminRecord;
      /** Where to navigate, or `null` to stay (no page offered, or `redirect` kept the page). */
      readonly redirect: SaveRedirectCommands | null;
      /** The in-app URL to go back to instead (`SaveRequest.returnTo`), when given and safe. */
      readonly returnTo?: string;
      /**
       * An optimistic or undoable update (`record` is what was sent, not confirmed yet): the
       * server's copy once it accepted the write, with its new version; `null` when refused or
       * undone. A form that stays on the record bases its next save on it.
       */
      readonly accepted?: Promise<AdminRecord | null>;
    }
  /** The API rejected fields (422): `errors` by field path, `unplaced` those with no input. */
  | {
      readonly status: 'invalid';
      readonly errors: AdminFieldErrors;
      readonly unplaced: Readonly<Record<string, readonly string[]>>;
    }
  | { readonly status: 'failed'; readonly error: unknown }
  /** The record changed on the server since it was read (412 or 409): nothing was saved. */
  | { readonly status: 'conflict'; readonly error: unknown }
  /** A save was already under way: nothing sent. */
  | { readonly status: 'busy' };

/** The pages tried in turn after a save, by `redirect`; the first one offered wins. */
const REDIRECT_ORDER: Readonly<Record<'list' | 'show' | 'edit', readonly PageAction[]>> = {
  list: ['list'],
  show: ['show', 'edit', 'list'],
  edit: ['edit', 'show', 'list'],
};

/**
 * Saving a record without any UI (docs/contract.md §2.7): create or update through the repository,
 * 422 field errors handed to the form, the notification (`ADMIN_NOTIFIER`: "Post “Hello” updated",
 * or an error offering to retry) and the page to go to after, computed by `ResourceRegistry` from
 * the pages offered to the user. One instance per form: `providers: [SaveController]`.
 */
@Injectable()
export class SaveController {
  private readonly repositories = inject(ResourceRepositories);
  private readonly registry = inject(ResourceRegistry);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);
  private readonly mutations = inject(AdminMutations);
  private readonly auth = inject(AdminAuth);
  private readonly pending = signal(false);

  /** Whether a save request is under way. */
  readonly saving = computed(() => this.pending());

  /** Reports values the form itself found invalid (nothing is sent). */
  reportInvalid(): void {
    this.notifier.notify(this.i18n.t('admin.form.invalid'), 'error');
  }

  /** Creates or updates the record, notifies, and tells where to go next. */
  async save(request: SaveRequest): Promise<SaveResult> {
    if (this.pending()) return { status: 'busy' };
    // Field permissions: a field the user may not write (read-only or hidden) is never sent.
    const writable = this.auth.fieldAccess(request.resource).writable(request.record);
    if (writable !== request.record) request = { ...request, record: writable };
    const { resource, record, id } = request;
    const options = resource.translatable && request.locale ? { locale: request.locale } : {};
    const repository = this.repositories.for(resource);
    const version = request.version;
    const writeOptions = version === undefined ? options : { ...options, version };
    if (id !== null && ɵmutationModeOf(resource, request.mutationMode) !== 'pessimistic') {
      return this.saveAhead(request, id, writeOptions);
    }
    this.pending.set(true);
    let saved: AdminRecord;
    try {
      saved = await firstValueFrom(
        id !== null
          ? repository.update(id, record, writeOptions)
          : repository.create(record, options),
      );
    } catch (error) {
      this.pending.set(false);
      return this.failed(error, request);
    }
    this.pending.set(false);
    this.notifier.notify(
      ɵrecordChangedMessage(this.i18n, resource, id !== null ? 'updated' : 'created', saved),
      'success',
    );
    return {
      status: 'saved',
      record: saved,
      redirect: this.redirectAfterSave(resource, request.redirect ?? 'list', saved, id),
      ...this.returnEntry(request),
    };
  }

  /**
   * The page to show after saving `saved` (`previousId`: the id it was saved under, `null` for a
   * create): `redirect` and the pages after it that are offered, in turn; `null` to stay.
   * An edited record stays on its page for `'edit'` and `false`.
   */
  redirectAfterSave(
    resource: Resource,
    redirect: SaveRedirect,
    saved: AdminRecord,
    previousId: RecordId | null = null,
  ): SaveRedirectCommands | null {
    if (redirect === false || (previousId !== null && redirect === 'edit')) return null;
    const id = recordKey(resource, saved) ?? previousId;
    for (const page of REDIRECT_ORDER[redirect]) {
      const commands = this.registry.link(resource, page, { id });
      if (commands) return commands;
    }
    return null;
  }

  /** An optimistic or undoable update: shown at once, sent now or after the undo delay. */
  private async saveAhead(
    request: SaveRequest,
    id: RecordId,
    options: Parameters<ReturnType<ResourceRepositories['for']>['update']>[2],
  ): Promise<SaveResult> {
    const { resource, record } = request;
    // Bound to the page's parent ids now: an undoable update goes after the user left the page.
    const repository = this.repositories.pinned(resource);
    const label = this.i18n.recordLabel(resource, record);
    const singular = this.i18n.resourceName(resource, 'singular');
    let confirmed: AdminRecord | null = null;
    const base = {
      resource,
      kind: 'update' as const,
      ids: [id],
      data: record,
      send: (keepalive: boolean) =>
        repository
          .update(id, record, { ...options, keepalive })
          .pipe(tap((server) => (confirmed = server))),
      done: ɵrecordChangedMessage(this.i18n, resource, 'updated', record),
      refused: (message: string) =>
        this.i18n.t('admin.mutations.updateRefused', {
          singularLower: singular.charAt(0).toLowerCase() + singular.slice(1),
          label,
          message,
        }),
    };
    // What the user typed is not lost when the server refuses: "Retry" sends it again.
    const retry = () => this.mutations.run({ ...base, mode: 'pessimistic' });
    const outcome = await this.mutations.run({
      ...base,
      mode: request.mutationMode,
      retry,
      conflict: request.reviewConflict,
    });
    const saved: AdminRecord = { ...record, [resource.idField]: id };
    return {
      status: 'saved',
      record: saved,
      accepted: outcome.settled.then((ok) => (ok ? confirmed : null)),
      redirect: this.redirectAfterSave(resource, request.redirect ?? 'list', saved, id),
      ...this.returnEntry(request),
    };
  }

  /**
   * Where to go back after a save: the request's `returnTo` when it is an in-app path and the
   * form does not stay on its page (`redirect` false or `'edit'`); `null` otherwise.
   */
  returnUrl(request: Pick<SaveRequest, 'returnTo' | 'redirect'>): string | null {
    if (request.redirect === false || request.redirect === 'edit') return null;
    return ɵsafeReturnTo(request.returnTo);
  }

  private returnEntry(request: SaveRequest): { returnTo?: string } {
    const url = this.returnUrl(request);
    return url ? { returnTo: url } : {};
  }

  private failed(error: unknown, request: SaveRequest): SaveResult {
    if (isVersionConflict(error) && request.resolvesConflicts) {
      return { status: 'conflict', error };
    }
    const errors = (error as { errors?: AdminFieldErrors } | null)?.errors;
    if (errors && Object.keys(errors).length) {
      const unplaced = request.placeErrors ? request.placeErrors(errors) : errors;
      const entries = Object.entries(unplaced);
      this.notifier.notify(
        entries.length
          ? this.i18n.t('admin.form.serverInvalid', {
              message: entries.map(([field, texts]) => `${field}: ${texts.join(', ')}`).join('; '),
            })
          : this.i18n.t('admin.form.invalid'),
        'error',
      );
      return { status: 'invalid', errors, unplaced };
    }
    const { retry } = request;
    this.notifier.notify(
      this.i18n.t('admin.form.saveFailed', { message: ɵerrorMessage(this.i18n, error) }),
      'error',
      retry ? { retry } : {},
    );
    return { status: 'failed', error };
  }
}
