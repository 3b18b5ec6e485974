import { Location } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  booleanAttribute,
  computed,
  effect,
  forwardRef,
  inject,
  input,
  linkedSignal,
  output,
  signal,
  untracked,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatCard, MatCardActions, MatCardContent } from '@angular/material/card';
import { MatProgressBar } from '@angular/material/progress-bar';
import { ActivatedRoute, Router, RouterLink } from '@angular/router';
import { firstValueFrom, type Subscription } from 'rxjs';

import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ɵrecordConflicts } from 'admin/controllers';
import type { MutationMode } from 'admin/core';
import { ADMIN_NOTIFIER, ɵerrorMessage } from 'admin/controllers';
import { SaveController, type SaveRedirect } from 'admin/controllers';
import { ResourceRepositories, type AdminFieldErrors } from 'admin/data';
import { ɵRETURN_TO_PARAM, ɵsafeReturnTo } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { PAGE_HEADER_STYLES } from '../common/page-styles';
import { ɵadminRouteMeta } from 'admin/routing';
import { AdminActions } from '../common/admin-actions';
import { AdminDelete } from '../common/admin-delete';
import { fieldLabel } from 'admin/controllers';
import { ɵreadPath } from 'admin/controllers';
import { VA_RECORD_CONTEXT, type VaRecordContext } from '../common/record-context';
import { VaIcon } from 'admin/shell';
import {
  VA_FORM_CONTAINER,
  ɵVaControlScope,
  ɵincludedKeys,
  type VaFormContainer,
  type VaInputRegistration,
} from './form-container';
import { ɵAdminUnsavedChanges } from 'admin/routing';
import { VaLocaleSwitch } from './va-locale-switch';
import { AdminConflicts } from './conflict-dialog';
import { AdminConflictDrafts, type ConflictDraft } from './conflict-drafts';

/** Where `VaForm` goes after a successful save: a page of the saved record, or nowhere. */
export type VaFormRedirect = SaveRedirect;

const REDIRECTS: readonly unknown[] = ['list', 'show', 'edit', false];

/**
 * The `redirect` input's value: the string `'false'` (an attribute) is `false`; anything but
 * `'list'`, `'show'`, `'edit'` and `false` is an error naming the valid values.
 */
function formRedirect(value: VaFormRedirect | 'false'): VaFormRedirect {
  if (value === 'false') return false;
  if (REDIRECTS.includes(value)) return value;
  throw new Error(
    `<va-form [redirect]>: ${JSON.stringify(value)} is not a page to go to after a save; ` +
      `use 'list', 'show', 'edit' or false (stay on the form)`,
  );
}

/** The key of a record (the resource's `idField`), or null for none or an empty one. */
function idOf(resource: Resource, record: AdminRecord | null | undefined): RecordId | null {
  const id = recordId(resource, record);
  return id === undefined || id === '' ? null : id;
}

/** A record to create from `record`: without its key (`idField`) nor an `id` (the server's). */
function withoutId(resource: Resource, record: AdminRecord): AdminRecord {
  const copy = { ...record };
  delete copy['id'];
  delete copy[resource.idField];
  return copy;
}

/**
 * The create and edit form of a resource (docs/contract.md §2.7 `Form`, reused by the create and
 * edit pages):
 * `<va-form [resource]="resource()" [item]="item()" [title]="title()"> <va-text-input
 * source="title" required /> </va-form>`.
 *
 * - Edit when `item` has an id and the page is the resource's edit route (`mode` overrides);
 *   create otherwise: `create?source=<id>` starts from a copy of the record, id removed.
 * - Inputs inside it register their typed `FormControl`s through DI; save sends the record with
 *   the inputs' values (`update` or `create`), then notifies and goes to `redirect` (the list by
 *   default); "save and continue" stays on (or goes to) the record's edit page.
 * - A failed save keeps every value typed; 422 field errors appear under their inputs, other
 *   errors in a notification offering to retry.
 * - An update sends the version the record was read at; when the API refuses it because someone
 *   saved the record since (412, 409), a dialog lists field by field what changed on the server
 *   and what the user typed, and offers to reload and re-apply the user's changes, overwrite, or
 *   cancel; the values typed stay in the form whatever the choice.
 * - `mutationMode` (default the resource's): `optimistic` and `undoable` updates show at once.
 * - While dirty, leaving (with `unsavedChangesGuard` on the route) or closing the tab asks first.
 * - Translatable resources get a content-locale switch: the record is reloaded and saved in it.
 */
@Component({
  selector: 'va-form',
  imports: [
    MatButton,
    MatCard,
    MatCardActions,
    MatCardContent,
    MatProgressBar,
    RouterLink,
    VaIcon,
    VaLocaleSwitch,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    SaveController,
    { provide: VA_FORM_CONTAINER, useExisting: forwardRef(() => VaForm) },
    { provide: VA_RECORD_CONTEXT, useExisting: forwardRef(() => VaForm) },
  ],
  host: { '(window:beforeunload)': 'onBeforeUnload($event)' },
  template: `
    <header class="va-page-header">
      <h1 class="va-page-title">{{ heading() }}</h1>
      <div class="va-page-actions">
        @if (resource().translatable) {
          <va-locale-switch
            [locale]="contentLocale()"
            (localeChange)="switchLocale($event)"
            [canSwitch]="canSwitchLocale"
            [disabled]="busy()"
          />
        }
        @if (showRoute(); as route) {
          <a matButton [routerLink]="route" class="va-show-link">
            <va-icon name="mdi-eye" />{{ i18n.t('admin.actions.show') }}
          </a>
        }
        @if (cloneRoute(); as route) {
          <a
            matButton
            class="va-clone"
            [routerLink]="route"
            [queryParams]="{ source: idOfRecord() }"
            [attr.aria-label]="
              i18n.t('admin.actions.cloneRecord', {
                label: i18n.recordLabel(resource(), record()),
              })
            "
          >
            <va-icon name="mdi-content-copy" />{{ i18n.t('admin.actions.clone') }}
          </a>
        }
      </div>
    </header>
    @if (loading()) {
      <mat-progress-bar mode="indeterminate" [attr.aria-label]="i18n.t('admin.form.loading')" />
    }
    <form class="va-form" novalidate (submit)="submit($event)">
      <mat-card appearance="outlined">
        <mat-card-content class="va-form-inputs">
          <ng-content />
        </mat-card-content>
        <mat-card-actions class="va-form-actions">
          <button matButton="filled" type="submit" class="va-save" [disabled]="busy()">
            <va-icon name="mdi-content-save" />
            {{ saving() ? i18n.t('admin.form.saving') : i18n.t('admin.form.save') }}
          </button>
          <button
            matButton="tonal"
            type="button"
            class="va-save-continue"
            [disabled]="busy()"
            (click)="save(true)"
          >
            {{ i18n.t('admin.form.saveAndContinue') }}
          </button>
          <button matButton type="button" class="va-cancel" (click)="cancel()">
            {{ i18n.t('admin.actions.cancel') }}
          </button>
          @if (canDelete()) {
            <button
              matButton
              type="button"
              class="va-delete"
              [disabled]="busy()"
              (click)="remove()"
            >
              <va-icon name="mdi-delete" />{{ i18n.t('admin.actions.delete') }}
            </button>
          }
        </mat-card-actions>
      </mat-card>
    </form>
  `,
  styles: [
    PAGE_HEADER_STYLES,
    `
      .va-form-inputs {
        display: flex;
        flex-direction: column;
        gap: 4px;
        padding-top: 16px;
        max-width: 720px;
      }
      .va-form-actions {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        padding: 8px 16px 16px;
      }
      .va-delete {
        margin-left: auto;
        --mat-button-text-label-text-color: var(--mat-sys-error);
      }
    `,
  ],
})
export class VaForm implements VaFormContainer, VaRecordContext {
  protected readonly i18n = inject(AdminI18n);
  private readonly repositories = inject(ResourceRepositories);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly saver = inject(SaveController);
  private readonly actions = inject(AdminActions);
  private readonly deletion = inject(AdminDelete);
  private readonly unsaved = inject(ɵAdminUnsavedChanges);
  private readonly conflicts = inject(AdminConflicts);
  private readonly drafts = inject(AdminConflictDrafts);
  private readonly router = inject(Router);
  private readonly location = inject(Location);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  /** The route of the page the form is on (null outside a routed page). */
  readonly route = inject(ActivatedRoute, { optional: true });
  /** `?returnTo=` of the page: where to go back after a save or on cancel (in-app paths only). */
  private readonly returnTo = () =>
    ɵsafeReturnTo(this.route?.snapshot.queryParamMap.get(ɵRETURN_TO_PARAM));

  readonly resource = input.required<Resource>();
  /** The record to edit, or the copy to create from (`create?source=<id>`). */
  readonly item = input<AdminRecord | null>();
  /** The page title; default the localised create / edit title. */
  readonly title = input('');
  /**
   * Where to go after a save: `'list'` (default), `'show'`, `'edit'` or `false` (stay). Written
   * as an attribute, `redirect="false"` is the string `'false'`: it means `false` too.
   */
  readonly redirect = input<VaFormRedirect, VaFormRedirect | 'false'>('list', {
    transform: formRedirect,
  });
  /** Forces create or edit; default: edit when `item` has an id on the edit route. */
  readonly mode = input<'create' | 'edit'>();
  /** Disables every input. */
  readonly disabled = input(false, { transform: booleanAttribute });
  /** Makes every input read-only. */
  readonly readonly = input(false, { transform: booleanAttribute });
  /** When an update shows: `pessimistic`, `optimistic`, `undoable`; default the resource's. */
  readonly mutationMode = input<MutationMode>();
  /** Emits the record the API returned after each successful save. */
  readonly saved = output<AdminRecord>();

  readonly path = '';

  /** Whether the form edits an existing record (else it creates one). */
  readonly editing = computed(() => {
    const mode = this.mode();
    if (mode) return mode === 'edit';
    if (idOf(this.resource(), this.item()) === null) return false;
    const action = this.route ? ɵadminRouteMeta(this.route.snapshot)?.action : undefined;
    return action === undefined || action === 'edit';
  });
  private readonly initialRecord = computed<AdminRecord | null>(() => {
    const item = this.item() ?? null;
    return item && !this.editing() ? withoutId(this.resource(), item) : item;
  });
  private readonly current = linkedSignal(() => this.initialRecord());
  /** The record being edited: the item, reloaded in another locale, or as saved. */
  readonly record = this.current.asReadonly();
  /** The content locale of a translatable resource: the UI locale until switched. */
  readonly contentLocale = linkedSignal<AdminRecord | null | undefined, string>({
    source: this.item,
    computation: () => untracked(this.i18n.locale),
  });

  protected readonly saving = this.saver.saving;
  protected readonly loading = signal(false);
  protected readonly busy = computed(() => this.saving() || this.loading());

  /** The form's controls, one per input, keyed by source. */
  private readonly scope = new ɵVaControlScope(() => this.current());
  readonly form = this.scope.group;

  protected readonly heading = computed(() => {
    if (this.title()) return this.title();
    const editing = this.editing();
    return this.i18n.pageTitle(
      this.resource(),
      editing ? 'edit' : 'create',
      editing ? this.record() : null,
    );
  });
  protected readonly showRoute = computed(() =>
    this.editing()
      ? this.actions.route(this.resource(), 'show', idOf(this.resource(), this.record()))
      : null,
  );
  protected readonly canDelete = computed(
    () => this.editing() && this.actions.allowed(this.resource(), 'delete'),
  );
  /** Clone (edit pages): the create page copying this record (`?source=<id>`), when the user may create. */
  protected readonly idOfRecord = computed(() => idOf(this.resource(), this.record()));
  protected readonly cloneRoute = computed(() =>
    this.editing() && this.idOfRecord() !== null
      ? this.actions.route(this.resource(), 'create')
      : null,
  );

  private reloading?: Subscription;
  /** The server's copy after a conflict: the inputs keep the values set on it. */
  private rebased: AdminRecord | null = null;
  private destroyed = false;

  constructor() {
    effect(() => {
      const record = this.current();
      untracked(() => {
        if (record !== this.rebased) this.scope.reset(record);
      });
    });
    const stop = this.unsaved.track({ dirty: () => this.dirty(), route: this.route });
    inject(DestroyRef).onDestroy(() => {
      this.destroyed = true;
      stop();
      this.reloading?.unsubscribe();
    });
    // Reopened by the "Retry" of an optimistic or undoable update refused on a conflict: what the
    // user typed is back in the inputs, and the conflict dialog asks what to do with it.
    afterNextRender(() => {
      const id = idOf(this.resource(), this.record());
      const draft = this.editing() && id !== null && this.drafts.take(this.resource(), id);
      if (draft) void this.restore(draft);
    });
  }

  /** Registers an input's control (called by the inputs). */
  register(registration: VaInputRegistration): () => void {
    return this.scope.register(registration);
  }

  /** Whether the user changed something that is not saved yet. */
  dirty(): boolean {
    return this.form.dirty;
  }

  /** The record that a save would send: the record with the inputs' values. */
  value(): AdminRecord {
    const editing = this.editing();
    const base: AdminRecord = { ...(this.record() ?? {}) };
    const sources = this.scope.sources();
    for (const key of ɵincludedKeys(this.resource().include)) {
      if (!sources.includes(key)) delete base[key];
    }
    if (!editing) {
      delete base['id'];
      delete base[this.resource().idField];
    }
    return this.scope.value(base);
  }

  /**
   * Shows server validation errors under their inputs (`links.0.url` reaches the array input
   * `links`); returns the errors of fields that have no input.
   */
  showErrors(errors: AdminFieldErrors): Record<string, readonly string[]> {
    return this.scope.applyErrors(errors);
  }

  /**
   * Validates and saves; resolves true once saved (and redirected). Invalid values are shown and
   * nothing is sent; a failed save leaves the form as it was, with the errors shown.
   */
  async save(continueEditing = false): Promise<boolean> {
    if (this.busy()) return false;
    this.form.markAllAsTouched();
    if (this.form.invalid) {
      this.saver.reportInvalid();
      this.focusFirstError();
      return false;
    }
    const resource = this.resource();
    const editing = this.editing();
    const id = idOf(this.resource(), this.record());
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
    if (result.status === 'invalid') this.focusFirstError();
    if (result.status === 'conflict') return this.resolveConflict(continueEditing);
    if (result.status !== 'saved') return false;
    this.form.markAsPristine();
    this.saved.emit(result.record);
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
    return true;
  }

  /**
   * After a refused save (the record changed on the server): fetches the server's copy, shows
   * what differs, then reloads and re-applies the user's changes, overwrites, or cancels. The
   * inputs keep what the user typed in every case.
   */
  private async resolveConflict(continueEditing: boolean): Promise<boolean> {
    const resource = this.resource();
    const base = this.record();
    const id = idOf(this.resource(), base);
    if (id === null) return false;
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
      return false;
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
    if (choice === 'cancel') return false;
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
    return false;
  }

  /**
   * The "Retry" of an optimistic or undoable update refused on a conflict (the form may be gone
   * by then): what the user typed goes back into this form if it still shows the record, else
   * into the record's edit page, opened again; then the conflict dialog opens.
   */
  private conflictReview(resource: Resource, id: RecordId): () => Promise<unknown> {
    const draft: ConflictDraft = { base: this.record() ?? { id }, mine: this.value() };
    const page = this.actions.route(resource, 'edit', id);
    return async () => {
      if (!this.destroyed && idOf(this.resource(), this.record()) === id)
        return this.restore(draft);
      if (!page) return false;
      this.drafts.keep(resource, id, draft);
      return this.router.navigate(page);
    };
  }

  /** The record the user started from with what they typed, then the conflict dialog. */
  private restore({ base, mine }: ConflictDraft): Promise<boolean> {
    this.rebased = base;
    this.current.set(base);
    this.scope.reset(base);
    for (const source of this.scope.sources()) this.scope.write(source, ɵreadPath(mine, source));
    return this.resolveConflict(false);
  }

  protected submit(event: Event): void {
    event.preventDefault();
    void this.save();
  }

  protected async cancel(): Promise<void> {
    const back = this.returnTo();
    if (back) {
      await this.router.navigateByUrl(back);
      return;
    }
    const list = this.actions.route(this.resource(), 'list');
    if (list) await this.router.navigate(list);
    else this.location.back();
  }

  protected async remove(): Promise<void> {
    const record = this.record();
    if (!record || !(await this.deletion.deleteRecord(this.resource(), record))) return;
    this.form.markAsPristine();
    await this.router.navigate(this.actions.route(this.resource(), 'list') ?? this.actions.home());
  }

  /** Asks before a locale switch loses unsaved changes. */
  protected readonly canSwitchLocale = (locale: string): boolean | Promise<boolean> => {
    if (!this.dirty()) return true;
    const language = this.i18n.has(`admin.locales.${locale}`)
      ? this.i18n.t(`admin.locales.${locale}`)
      : locale;
    return this.unsaved.confirmDiscard({
      title: this.i18n.t('admin.form.switchLocaleTitle'),
      message: this.i18n.t('admin.form.switchLocaleMessage', { language }),
      confirmText: this.i18n.t('admin.form.switchLocale'),
    });
  };

  /** Switches the content locale; an edited record is reloaded in it. */
  switchLocale(locale: string | null): void {
    if (!locale) return;
    this.contentLocale.set(locale);
    const id = idOf(this.resource(), this.record());
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

  protected onBeforeUnload(event: BeforeUnloadEvent): void {
    if (!this.dirty()) return;
    event.preventDefault();
    event.returnValue = '';
  }

  private focusFirstError(): void {
    afterNextRender(
      () => this.host.nativeElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      { injector: this.injector },
    );
  }
}
