import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  booleanAttribute,
  computed,
  forwardRef,
  inject,
  input,
  output,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatCard, MatCardActions, MatCardContent } from '@angular/material/card';
import { MatProgressBar } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';

import type { AdminRecord, MutationMode, Resource } from 'admin/core';
import {
  PresenceController,
  injectFormController,
  type InputRegistration,
  type SaveRedirect,
} from 'admin/controllers';
import type { AdminFieldErrors } from 'admin/data';
import { ADMIN_HISTORY } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { ɵAdminUnsavedChanges } from 'admin/routing';
import { VaIcon } from 'admin/shell';
import { PAGE_HEADER_STYLES } from '../common/page-styles';
import { VA_RECORD_CONTEXT, type VaRecordContext } from '../common/record-context';
import { VA_FORM_CONTAINER, type VaFormContainer } from './form-container';
import { VaLiveNotice } from '../common/live-notice';
import { VaLocaleSwitch } from './va-locale-switch';
import { VaHistoryPanel } from '../history/va-history-panel';
import { VaPresence } from '../presence/va-presence';

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
 * - With live updates (`withRealtime()`), a change saved elsewhere meanwhile shows who made it,
 *   when, and which fields; what the user typed stays, and they may load the new version.
 */
@Component({
  selector: 'va-form',
  imports: [
    MatButton,
    MatCard,
    MatCardActions,
    VaHistoryPanel,
    MatCardContent,
    MatProgressBar,
    RouterLink,
    VaIcon,
    VaLiveNotice,
    VaLocaleSwitch,
    VaPresence,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    PresenceController,
    // The inputs see the form read-only while someone else holds the record's edit lock.
    { provide: VA_FORM_CONTAINER, useFactory: () => inject(VaForm).inputsContainer },
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
            [disabled]="controller.busy()"
          />
        }
        @if (controller.showLink(); as route) {
          <a matButton [routerLink]="route" class="va-show-link">
            <va-icon name="mdi-eye" />{{ i18n.t('admin.actions.show') }}
          </a>
        }
        @if (controller.cloneLink(); as route) {
          <a
            matButton
            class="va-clone"
            [routerLink]="route"
            [queryParams]="{ source: controller.recordKey() }"
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
    @if (controller.loading()) {
      <mat-progress-bar mode="indeterminate" [attr.aria-label]="i18n.t('admin.form.loading')" />
    }
    @if (controller.notice(); as notice) {
      <va-live-notice
        [notice]="notice"
        (loadLatest)="controller.loadLatest()"
        (dismissed)="controller.dismissNotice()"
      />
    }
    @if (presence.enabled) {
      <va-presence [presence]="presence" [resource]="resource()" />
    }
    <form class="va-form" novalidate (submit)="submit($event)">
      <mat-card appearance="outlined">
        <mat-card-content class="va-form-inputs">
          <ng-content />
        </mat-card-content>
        <mat-card-actions class="va-form-actions">
          <button
            matButton="filled"
            type="submit"
            class="va-save"
            [disabled]="controller.busy() || presence.readOnly()"
          >
            <va-icon name="mdi-content-save" />
            {{ controller.saving() ? i18n.t('admin.form.saving') : i18n.t('admin.form.save') }}
          </button>
          <button
            matButton="tonal"
            type="button"
            class="va-save-continue"
            [disabled]="controller.busy() || presence.readOnly()"
            (click)="save(true)"
          >
            {{ i18n.t('admin.form.saveAndContinue') }}
          </button>
          <button matButton type="button" class="va-cancel" (click)="controller.cancel()">
            {{ i18n.t('admin.actions.cancel') }}
          </button>
          @if (controller.canDelete()) {
            <button
              matButton
              type="button"
              class="va-delete"
              [disabled]="controller.busy() || presence.readOnly()"
              (click)="remove()"
            >
              <va-icon name="mdi-delete" />{{ i18n.t('admin.actions.delete') }}
            </button>
          }
        </mat-card-actions>
      </mat-card>
    </form>
    @if (history && controller.editing() && controller.recordKey() !== null) {
      @defer (on idle) {
        <va-history-panel
          [resource]="controller.resource()"
          [id]="controller.recordKey()"
          [record]="controller.record()"
          [locale]="controller.resource().translatable ? controller.contentLocale() : null"
          (restored)="restored()"
        />
      }
    }
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
  private readonly unsaved = inject(ɵAdminUnsavedChanges);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);

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

  /** What the form decides (record, values, save, conflicts, locale): the headless controller. */
  protected readonly controller = injectFormController({
    resource: this.resource,
    item: this.item,
    mode: this.mode,
    redirect: this.redirect,
    mutationMode: this.mutationMode,
    saved: (record) => this.saved.emit(record),
  });
  /** The route of the page the form is on (null outside a routed page). */
  readonly route = this.controller.route;
  /** Whether the form edits an existing record (else it creates one). */
  readonly editing = this.controller.editing;
  /** The record being edited: the item, reloaded in another locale, or as saved. */
  readonly record = this.controller.record;
  /** The content locale of a translatable resource: the UI locale until switched. */
  readonly contentLocale = this.controller.contentLocale.asReadonly();
  /** The form's controls, one per input, keyed by source. */
  readonly form = this.controller.form;

  /**
   * Who else views or edits the record (`withPresence()`): the edit page holds its lock, and is
   * read-only while someone else does.
   */
  protected readonly presence = inject(PresenceController);
  /**
   * What the inputs register with: this form, read-only while someone else holds the record's
   * edit lock (`withPresence()`), as with `readonly`, and while the record loads again (another
   * content locale, a conflict's server copy), so that nothing typed meanwhile is replaced by what
   * arrives; what the user typed stays in the inputs.
   */
  readonly inputsContainer: VaFormContainer = {
    resource: this.resource,
    path: '',
    disabled: this.disabled,
    readonly: computed(
      () => this.readonly() || this.presence.readOnly() || this.controller.loading(),
    ),
    field: (source) => this.controller.fieldState(source),
    register: (registration) => this.register(registration),
  };

  protected readonly heading = computed(() => this.title() || this.controller.title());
  /** The History panel shows on edit pages with `withHistory()`. */
  protected readonly history = inject(ADMIN_HISTORY) !== null;

  constructor() {
    const stop = this.unsaved.track({ dirty: () => this.dirty(), route: this.route });
    inject(DestroyRef).onDestroy(stop);
    this.presence.connect(() =>
      this.controller.editing() && this.controller.recordKey() !== null
        ? { resource: this.resource(), id: this.controller.recordKey(), mode: 'edit' }
        : null,
    );
  }

  /** Registers an input's control (called by the inputs). */
  register(registration: InputRegistration): () => void {
    return this.controller.register(registration);
  }

  /** Whether the user changed something that is not saved yet. */
  dirty(): boolean {
    return this.controller.dirty();
  }

  /** The record that a save would send: the record with the inputs' values. */
  value(): AdminRecord {
    return this.controller.value();
  }

  /**
   * Shows server validation errors under their inputs (`links.0.url` reaches the array input
   * `links`); returns the errors of fields that have no input.
   */
  showErrors(errors: AdminFieldErrors): Record<string, readonly string[]> {
    return this.controller.showErrors(errors);
  }

  /**
   * Validates and saves; resolves true once saved (and redirected). Invalid values are shown (the
   * first one focused) and nothing is sent; a failed save leaves the form as it was.
   */
  async save(continueEditing = false): Promise<boolean> {
    // Someone else holds the record's edit lock: nothing is sent (the banner says who).
    if (this.presence.readOnly()) return false;
    const status = await this.controller.save(continueEditing);
    if (status === 'invalid') this.focusFirstError();
    return status === 'saved';
  }

  /** Switches the content locale; an edited record is reloaded in it. */
  switchLocale(locale: string | null): void {
    this.controller.switchLocale(locale);
  }

  protected submit(event: Event): void {
    event.preventDefault();
    void this.save();
  }

  protected async remove(): Promise<void> {
    await this.controller.remove();
  }

  /**
   * A version was restored from the History panel: the inputs show the record as restored, unless
   * the user typed something, which stays (their save then meets the version check, and the
   * conflict dialog).
   */
  protected restored(): void {
    if (!this.dirty()) this.controller.switchLocale(this.controller.contentLocale());
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
