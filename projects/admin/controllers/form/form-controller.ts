import { Location } from '@angular/common';
import {
  DestroyRef,
  afterNextRender,
  computed,
  effect,
  inject,
  linkedSignal,
  signal,
  untracked,
  type Signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
import { FormControl, type ValidatorFn } from '@angular/forms';
import { ActivatedRoute, Router } from '@angular/router';
import { EMPTY, firstValueFrom, switchMap, type Subscription } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ResourceRegistry, ɵadminRouteMeta, type AdminLiveChange } from 'admin/config';
import {
  type AdminRecord,
  type PageAction,
  type RecordId,
  type Resource,
  type ResourceInclude,
} from 'admin/core';
import { ResourceRepositories, type AdminFieldErrors } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ADMIN_CONFLICTS } from 'admin/config';
import { ɵconfirmConflicts, ɵrecordConflicts } from '../conflicts';
import { DeleteController } from '../delete';
import { fieldLabel } from '../field-label';
import { AdminLiveUpdates } from '../live-updates';
import type { LiveRecordNotice } from '../record';
import type { MutationMode } from '../mutations';
import { ADMIN_NOTIFIER } from '../notifier';
import { ɵerrorMessage } from '../notifier-internal';
import { ɵRETURN_TO_PARAM, ɵsafeReturnTo } from '../prefill';
import { ɵreadPath } from '../record-path';
import { SaveController, type SaveRedirect } from '../save';
import { AdminConflictDrafts, type ConflictDraft } from './conflict-drafts';
import { recordKey } from '../record-key';
import { asSignal } from '../signal-option';
import { ControlScope, type InputRegistration } from './control-scope';

/** What a form controller is built from: plain values or signals (component inputs fit). */
export interface FormControllerOptions {
  /** The resource of the record (a name or the descriptor). */
  readonly resource: Signal<string | Resource> | string | Resource;
  /** The record to edit, or the copy to create from (`create?source=<id>`: its key is dropped). */
  readonly item?: Signal<AdminRecord | null | undefined> | AdminRecord | null;
  /** Forces create or edit; default: edit when `item` has a key, unless the page is another one. */
  readonly mode?: Signal<'create' | 'edit' | undefined> | 'create' | 'edit';
  /** Where to go after a save: `'list'` (default), `'show'`, `'edit'` or `false` (stay). */
  readonly redirect?: Signal<SaveRedirect> | SaveRedirect;
  /** When an update shows: `pessimistic`, `optimistic`, `undoable`; default the resource's. */
  readonly mutationMode?: Signal<MutationMode | undefined> | MutationMode;
  /** Called with the record the API returned after each successful save, before navigating. */
  readonly saved?: (record: AdminRecord) => void;
}

/** What the user may do with a field of a form (`FormController.fieldState`). */
export type FormFieldState = 'editable' | 'readOnly' | 'hidden';

/**
 * How `FormController.save()` ended: `saved`; `invalid` (the form's own validators or the API's
 * 422: the errors are on the controls); `failed` (notified, with a retry); `conflict` (the record
 * changed on the server and the user chose to review or cancel: nothing saved, the typed values
 * kept); `busy` (a save or a reload was under way: nothing sent).
 */
export type FormSaveStatus = 'saved' | 'invalid' | 'failed' | 'conflict' | 'busy';

/** `record` without its key (`idField`) nor an `id` (the server's): what a create sends. */
function withoutId(resource: Resource, record: AdminRecord): AdminRecord {
  const copy = { ...record };
  delete copy['id'];
  delete copy[resource.idField];
  return copy;
}

/** The top-level keys of embedded related data (`include`), which are not sent back on save. */
function includedKeys(include: ResourceInclude | undefined): string[] {
  if (!include) return [];
  const values = Array.isArray(include) ? include : Object.values(include);
  return values.flat().filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * The headless create and edit form (issue 36): the record edited and its controls (a typed
 * `FormGroup` keyed by source, filled by the inputs that register), the value a save sends
 * (embedded `include` data and the key left out), the save itself through `SaveController`
 * (validation, 422 errors on their controls, notifications, the page to go to after, `?returnTo=`),
 * version conflicts (the `ADMIN_CONFLICTS` question, then reload-and-re-apply or overwrite, the
 * typed values kept whatever the choice), the draft handed back by an optimistic update refused on
 * a conflict, the content locale of a translatable resource (reloaded in it), cancel and delete.
 * No UI: `VaForm` is a Material view over it; a page on another component kit binds its own inputs
 * with `register()` (or to `form`) and its buttons to `save()`, `cancel()` and `remove()`.
 */
export class FormController {
  private readonly registry = inject(ResourceRegistry);
  private readonly auth = inject(AdminAuth);
  private readonly repositories = inject(ResourceRepositories);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);
  private readonly saver = new SaveController();
  private readonly deletion = inject(DeleteController);
  private readonly conflicts = inject(ADMIN_CONFLICTS, { optional: true }) ?? ɵconfirmConflicts();
  private readonly drafts = inject(AdminConflictDrafts);
  private readonly live = inject(AdminLiveUpdates);
  private readonly router = inject(Router);
  private readonly location = inject(Location);
  /** The route of the page the form is on (null outside a routed page). */
  readonly route = inject(ActivatedRoute, { optional: true });

  private readonly resourceInput: Signal<string | Resource>;
  private readonly item: Signal<AdminRecord | null | undefined>;
  private readonly mode: Signal<'create' | 'edit' | undefined>;
  private readonly redirect: Signal<SaveRedirect>;
  private readonly mutationMode: Signal<MutationMode | undefined>;
  private readonly onSaved?: (record: AdminRecord) => void;

  /** The resource edited (normalised). */
  readonly resource: Signal<Resource>;
  /** Whether the form edits an existing record (else it creates one). */
  readonly editing: Signal<boolean>;
  private readonly current;
  /** The record being edited: the item, reloaded in another locale, or as saved. */
  readonly record: Signal<AdminRecord | null>;
  /** The key of the record edited (its `idField`), or null (create, or no key). */
  readonly recordKey: Signal<RecordId | null>;
  /** The content locale of a translatable resource: the UI locale until switched. */
  readonly contentLocale;
  /** Whether a save request is under way. */
  readonly saving: Signal<boolean>;
  /** Whether the record is being fetched again (another locale, or after a conflict). */
  readonly loading = signal(false);
  /** Saving or loading: the buttons that send wait. */
  readonly busy: Signal<boolean>;
  /** The page title: the localised create or edit title of the resource (and record). */
  readonly title: Signal<string>;
  /** Router commands of the record's show page, when the user is offered it (edit only). */
  readonly showLink: Signal<(string | RecordId)[] | null>;
  /** Router commands of the create page that copies this record (`?source=<key>`), or null. */
  readonly cloneLink: Signal<(string | RecordId)[] | null>;
  /** Whether the user is offered to delete the record (edit only). */
  readonly canDelete: Signal<boolean>;

  private readonly liveNotice = signal<LiveRecordNotice | null>(null);
  /**
   * The record edited was changed or deleted elsewhere since the form loaded it (live updates,
   * `withRealtime()`): who, when, which fields. With nothing typed yet, the new version is loaded
   * at once; otherwise what the user typed stays, and `loadLatest()` takes the new version.
   */
  readonly notice = this.liveNotice.asReadonly();

  /** The form's controls, one per registered input, keyed by source. */
  private readonly scope: ControlScope;
  readonly form;

  private reloading?: Subscription;
  /** The server's copy after a conflict: the inputs keep the values set on it. */
  private rebased: AdminRecord | null = null;
  private destroyed = false;

  constructor(options: FormControllerOptions) {
    this.resourceInput = asSignal(options.resource);
    this.item = asSignal(options.item ?? null);
    this.mode = asSignal<'create' | 'edit' | undefined>(options.mode);
    this.redirect = asSignal<SaveRedirect>(options.redirect ?? 'list');
    this.mutationMode = asSignal<MutationMode | undefined>(options.mutationMode);
    this.onSaved = options.saved;

    this.resource = computed(() => this.registry.get(this.resourceInput()));
    this.editing = computed(() => {
      const mode = this.mode();
      if (mode) return mode === 'edit';
      if (recordKey(this.resource(), this.item()) === null) return false;
      const action = this.route ? ɵadminRouteMeta(this.route.snapshot)?.action : undefined;
      return action === undefined || action === 'edit';
    });
    const initial = computed<AdminRecord | null>(() => {
      const item = this.item() ?? null;
      return item && !this.editing() ? withoutId(this.resource(), item) : item;
    });
    this.current = linkedSignal(() => initial());
    this.record = this.current.asReadonly();
    this.recordKey = computed(() => recordKey(this.resource(), this.record()));
    this.contentLocale = linkedSignal<AdminRecord | null | undefined, string>({
      source: this.item,
      computation: () => untracked(this.i18n.locale),
    });
    this.saving = this.saver.saving;
    this.busy = computed(() => this.saving() || this.loading());
    this.title = computed(() => {
      const editing = this.editing();
      return this.i18n.pageTitle(
        this.resource(),
        editing ? 'edit' : 'create',
        editing ? this.record() : null,
      );
    });
    this.showLink = computed(() => (this.editing() ? this.link('show', this.recordKey()) : null));
    this.cloneLink = computed(() =>
      this.editing() && this.recordKey() !== null ? this.link('create') : null,
    );
    this.canDelete = computed(
      () => this.editing() && this.registry.offered(this.resource(), 'delete'),
    );
    this.scope = new ControlScope(() => this.current());
    this.form = this.scope.group;

    effect(() => {
      const record = this.current();
      untracked(() => {
        if (record !== this.rebased) this.scope.reset(record);
      });
    });
    toObservable(this.resource)
      .pipe(
        switchMap((resource) => (this.live.enabled ? this.live.changes(resource) : EMPTY)),
        takeUntilDestroyed(),
      )
      .subscribe((change) => this.liveChange(change));
    inject(DestroyRef).onDestroy(() => {
      this.destroyed = true;
      this.reloading?.unsubscribe();
    });
    // Reopened by the "Retry" of an optimistic or undoable update refused on a conflict: what the
    // user typed is back in the inputs (once they registered), and the conflict question is asked.
    afterNextRender(() => {
      const id = this.recordKey();
      const draft = this.editing() && id !== null && this.drafts.take(this.resource(), id);
      if (draft) void this.restore(draft);
    });
  }

  /** Registers an input's control; returns the function that removes it. */
  /**
   * What the user may do with a field of the form (field permissions, `AdminAuth.fieldAccess()`):
   * `hidden` (not read: the input is left out), `readOnly` (read, not written: the input shows
   * its value and is left out of validation; a save never sends it), else `editable`. Reads
   * signals. A path (`links.url`) follows its first segment.
   */
  fieldState(source: string): FormFieldState {
    const access = this.auth.fieldAccess(this.resource());
    if (!access.canRead(source)) return 'hidden';
    return access.canWrite(source) ? 'editable' : 'readOnly';
  }

  register(registration: InputRegistration): () => void {
    return this.scope.register(registration);
  }

  /**
   * A `FormControl` for the record property `source` (a path such as `author.name` too),
   * registered with this form: set from the record, read into the value a save sends, given the
   * API's 422 messages (`errors.server`). For a page that binds its own inputs (`[formControl]`)
   * instead of the admin's input components.
   */
  control<T = unknown>(
    source: string,
    validators: ValidatorFn | ValidatorFn[] | null = null,
  ): FormControl<T | null> {
    const control = new FormControl<T | null>(null, validators);
    this.register({
      source,
      control,
      write: (value) => control.setValue((value ?? null) as T | null),
      read: () => control.value,
    });
    return control;
  }

  /** Whether the user changed something that is not saved yet. */
  dirty(): boolean {
    return this.form.dirty;
  }

  /** The record that a save would send: the record with the inputs' values. */
  value(): AdminRecord {
    const resource = this.resource();
    const base: AdminRecord = { ...(this.record() ?? {}) };
    const sources = this.scope.sources();
    for (const key of includedKeys(resource.include)) {
      if (!sources.includes(key)) delete base[key];
    }
    return this.scope.value(this.editing() ? base : withoutId(resource, base));
  }

  /**
   * Shows server validation errors on their controls (`links.0.url` reaches the array input
   * `links`); returns the errors of fields that have no input.
   */
  showErrors(errors: AdminFieldErrors): Record<string, readonly string[]> {
    return this.scope.applyErrors(errors);
  }

  /** The router commands of a page of this resource (this record's for show and edit), or null. */
  link(action: PageAction, id: RecordId | null = this.recordKey()): (string | RecordId)[] | null {
    return this.registry.link(this.resource(), action, { id });
  }

  /**
   * Validates and saves, then goes to the page `redirect` names (`'edit'` with `continueEditing`),
   * or stays: an edited record takes the saved copy, a create form is ready for the next record.
   * Invalid values are marked and nothing is sent; a failed save leaves every value typed.
   */
  async save(continueEditing = false): Promise<FormSaveStatus> {
    if (this.busy()) return 'busy';
    this.form.markAllAsTouched();
    if (this.form.invalid) {
      this.saver.reportInvalid();
      return 'invalid';
    }
    const resource = this.resource();
    const editing = this.editing();
    const id = this.recordKey();
    const result = await this.saver.save({
      resource,
      record: this.value(),
      id: editing ? id : null,
      locale: this.contentLocale(),
      redirect: continueEditing ? 'edit' : this.redirect(),
      returnTo: this.returnTo(),
      placeErrors: (errors) => this.showErrors(errors),
      retry: () => this.save(continueEditing),
      version: editing ? this.repositories.for(resource).versionOf(this.record()) : undefined,
      mutationMode: this.mutationMode(),
      resolvesConflicts: true,
      reviewConflict: editing && id !== null ? this.conflictReview(resource, id) : undefined,
    });
    if (result.status === 'conflict') return this.resolveConflict(continueEditing);
    if (result.status !== 'saved') return result.status;
    this.liveNotice.set(null);
    this.form.markAsPristine();
    this.onSaved?.(result.record);
    if (result.returnTo) {
      await this.router.navigateByUrl(result.returnTo);
    } else if (result.redirect) {
      await this.router.navigate(result.redirect);
    } else if (editing) {
      // Stay on the saved record (edit), or ready for the next record (create).
      this.current.set(result.record);
      // Optimistic or undoable: once the server accepted, its copy (and new version) is the base
      // of the next save; the inputs keep what they hold.
      void result.accepted?.then((server) => {
        if (!server || this.destroyed || this.current() !== result.record) return;
        this.rebased = server;
        this.current.set(server);
      });
    } else {
      this.scope.reset(this.current());
    }
    return 'saved';
  }

  /** Leaves the form: to `?returnTo=`, else the list (when offered), else back in history. */
  async cancel(): Promise<void> {
    const back = this.returnTo();
    if (back) {
      await this.router.navigateByUrl(back);
      return;
    }
    const list = this.link('list');
    if (list) await this.router.navigate(list);
    else this.location.back();
  }

  /** Deletes the record (after the confirmation), then goes to the list or the home page. */
  async remove(): Promise<boolean> {
    const record = this.record();
    if (!record || !(await this.deletion.deleteRecord(this.resource(), record))) return false;
    this.form.markAsPristine();
    await this.router.navigate(this.link('list') ?? this.registry.homeCommands());
    return true;
  }

  /**
   * Takes the version saved elsewhere (`notice`): it becomes the record edited (and the base of
   * the next save's version check), and the fields the user changed keep what they typed.
   * Resolves false when it could not be fetched (notified).
   */
  async loadLatest(): Promise<boolean> {
    const taken = await this.takeLatest();
    if (taken) this.liveNotice.set(null);
    return taken;
  }

  private async takeLatest(): Promise<boolean> {
    const resource = this.resource();
    const id = this.recordKey();
    if (!this.editing() || id === null || this.busy()) return false;
    const locale = resource.translatable ? this.contentLocale() : null;
    const base = this.record();
    this.loading.set(true);
    let server: AdminRecord;
    try {
      server = await firstValueFrom(
        this.repositories.for(resource).get(id, locale ? { locale } : {}),
      );
    } catch (error) {
      this.notifier.notify(
        this.i18n.t('admin.form.loadFailed', { message: ɵerrorMessage(this.i18n, error) }),
        'error',
        { retry: () => this.loadLatest() },
      );
      return false;
    } finally {
      this.loading.set(false);
    }
    if (this.destroyed) return false;
    const mine = this.value();
    const kept = ɵrecordConflicts(this.scope.sources(), base, server, mine)
      .filter((field) => field.changedByMe)
      .map((field) => field.field);
    this.rebased = server;
    this.current.set(server);
    this.scope.reset(server);
    for (const source of kept) this.scope.write(source, ɵreadPath(mine, source));
    if (kept.length) this.notifier.notify(this.i18n.t('admin.live.loaded'), 'info');
    return true;
  }

  /** Hides the notice of a change made elsewhere (the form keeps the version it has). */
  dismissNotice(): void {
    this.liveNotice.set(null);
  }

  /** A change made elsewhere to a record of this resource. */
  private liveChange(change: AdminLiveChange): void {
    const resource = this.resource();
    const id = this.recordKey();
    if (!this.editing() || id === null || !this.live.concerns(resource, this.record(), change)) {
      return;
    }
    // The user's own save, echoed back.
    if (this.live.mine(change) && (this.saving() || change.type === 'updated')) return;
    const version = this.repositories.for(resource).versionOf(this.record());
    // The version it has already (a delete carries the version it deleted: not this case).
    if (
      change.type === 'updated' &&
      change.version !== undefined &&
      String(change.version) === String(version)
    ) {
      return;
    }
    if (change.type === 'deleted') {
      this.liveNotice.set(this.live.notice(resource, change, null));
      return;
    }
    if (change.type !== 'updated') return;
    this.liveNotice.set({
      ...this.live.notice(resource, change, this.liveNotice()),
      pending: true,
    });
    // Nothing typed yet: the new version shows at once, the notice says what changed.
    if (!this.dirty() && !this.busy()) {
      void this.takeLatest().then((taken) => {
        const notice = this.liveNotice();
        if (taken && notice) this.liveNotice.set({ ...notice, pending: false });
      });
    }
  }

  /** Switches the content locale; an edited record is reloaded in it (a retry on failure). */
  switchLocale(locale: string | null): void {
    if (!locale) return;
    this.contentLocale.set(locale);
    const id = this.recordKey();
    if (!this.editing() || id === null) return;
    this.reloading?.unsubscribe();
    this.loading.set(true);
    this.reloading = this.repositories
      .for(this.resource())
      .get(id, { locale })
      .subscribe({
        next: (record) => {
          this.loading.set(false);
          this.current.set(record);
        },
        error: (error: unknown) => {
          this.loading.set(false);
          this.notifier.notify(
            this.i18n.t('admin.form.loadFailed', { message: ɵerrorMessage(this.i18n, error) }),
            'error',
            { retry: () => this.switchLocale(locale) },
          );
        },
      });
  }

  /** `?returnTo=` of the page: where to go back after a save or on cancel (in-app paths only). */
  private returnTo(): string | null {
    return ɵsafeReturnTo(this.route?.snapshot.queryParamMap.get(ɵRETURN_TO_PARAM));
  }

  /**
   * After a refused save (the record changed on the server): fetches the server's copy, asks
   * what to do with the fields that differ, then reloads and re-applies the user's changes,
   * overwrites, or cancels. The inputs keep what the user typed in every case.
   */
  private async resolveConflict(continueEditing: boolean): Promise<FormSaveStatus> {
    const resource = this.resource();
    const base = this.record();
    const id = recordKey(resource, base);
    if (id === null) return 'failed';
    const mine = this.value();
    const locale = resource.translatable ? this.contentLocale() : null;
    const names = {
      singularLower: this.i18n.resourceName(resource, 'singular').toLowerCase(),
      label: this.i18n.recordLabel(resource, base),
    };
    let server: AdminRecord;
    this.loading.set(true);
    try {
      server = await firstValueFrom(
        this.repositories.for(resource).get(id, locale ? { locale } : {}),
      );
    } catch (error) {
      const gone = (error as { status?: unknown } | null)?.status === 404;
      this.notifier.notify(
        gone
          ? this.i18n.t('admin.conflict.deleted', names)
          : this.i18n.t('admin.form.saveFailed', { message: ɵerrorMessage(this.i18n, error) }),
        'error',
      );
      return 'failed';
    } finally {
      this.loading.set(false);
    }
    const sources = this.scope.sources();
    const fields = ɵrecordConflicts(sources, base, server, mine).map((conflict) => ({
      ...conflict,
      label: fieldLabel(this.i18n, resource, conflict.field),
    }));
    const choice = await this.conflicts.ask({
      title: this.i18n.t('admin.conflict.title', names),
      message: this.i18n.t('admin.conflict.message', names),
      fields,
    });
    if (choice === 'cancel') return 'conflict';
    // The server's copy (and its version) becomes the base; the user's values go on top: the
    // ones they changed (reload), or all of them (overwrite).
    const kept =
      choice === 'overwrite' ? sources : fields.filter((f) => f.changedByMe).map((f) => f.field);
    this.rebased = server;
    this.current.set(server);
    this.scope.reset(server);
    for (const source of kept) this.scope.write(source, ɵreadPath(mine, source));
    if (choice === 'overwrite') return this.save(continueEditing);
    this.notifier.notify(this.i18n.t('admin.conflict.reapplied'), 'info');
    return 'conflict';
  }

  /**
   * The "Retry" of an optimistic or undoable update refused on a conflict (the form may be gone
   * by then): what the user typed goes back into this form if it still shows the record, else
   * into the record's edit page, opened again; then the conflict question is asked.
   */
  private conflictReview(resource: Resource, id: RecordId): () => Promise<unknown> {
    const draft: ConflictDraft = { base: this.record() ?? { id }, mine: this.value() };
    const page = this.link('edit', id);
    return async () => {
      if (!this.destroyed && this.recordKey() === id) return this.restore(draft);
      if (!page) return false;
      this.drafts.keep(resource, id, draft);
      return this.router.navigate(page);
    };
  }

  /** The record the user started from with what they typed, then the conflict question. */
  private restore({ base, mine }: ConflictDraft): Promise<FormSaveStatus> {
    this.rebased = base;
    this.current.set(base);
    this.scope.reset(base);
    for (const source of this.scope.sources()) this.scope.write(source, ɵreadPath(mine, source));
    return this.resolveConflict(false);
  }
}

/**
 * A create/edit form controller for the calling component (call in an injection context: a field
 * initializer or the constructor). Options may be signals, e.g. the component's inputs.
 *
 * ```ts
 * readonly resource = input.required<Resource>();
 * readonly item = input<AdminRecord | null>();
 * protected readonly form = injectFormController({ resource: this.resource, item: this.item });
 * ```
 */
export function injectFormController(options: FormControllerOptions): FormController {
  return new FormController(options);
}
