import {
  ChangeDetectionStrategy,
  Component,
  computed,
  forwardRef,
  inject,
  input,
  signal,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatCard, MatCardContent } from '@angular/material/card';
import { MatProgressBar } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import {
  ListActions,
  PresenceController,
  RecordController,
  ɵcheckListActions,
  type ListAction,
} from 'admin/controllers';
import { ADMIN_HISTORY } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { PAGE_HEADER_STYLES } from '../common/page-styles';
import { AdminActions } from '../common/admin-actions';
import { VA_RECORD_CONTEXT, type VaRecordContext } from '../common/record-context';
import { VaLocaleSwitch } from '../form/va-locale-switch';
import { VaLiveNotice } from '../common/live-notice';
import { VaHistoryPanel } from '../history/va-history-panel';
import { VaPresence } from '../presence/va-presence';
import { VaIcon } from 'admin/shell';

/**
 * The show page frame (docs/contract.md §2.6): title, action buttons (back to the list, edit,
 * delete) offered only when enabled, routed and allowed, and the record for the fields inside it:
 * `<va-show [resource]="resource()" [title]="title()" [item]="item()"> <va-text-field source="title" /> </va-show>`.
 * Without `item`, the record is fetched by `id`. Translatable resources get a content-locale switch.
 * The fields sit in a grid of 240 px columns; wide ones (class `va-field-wide`: one-to-many tables,
 * rich text, a field with `wide`, any element with the class) take a whole row.
 * A view over `RecordController` (the route resolver's `item` is shown without a second request).
 */
@Component({
  selector: 'va-show',
  imports: [
    MatButton,
    MatCard,
    MatCardContent,
    MatProgressBar,
    RouterLink,
    VaHistoryPanel,
    VaIcon,
    VaLiveNotice,
    VaPresence,
    VaLocaleSwitch,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  providers: [
    RecordController,
    PresenceController,
    { provide: VA_RECORD_CONTEXT, useExisting: forwardRef(() => VaShow) },
  ],
  template: `
    <header class="va-page-header">
      <h1 class="va-page-title">{{ heading() }}</h1>
      <div class="va-page-actions">
        @if (resource().translatable) {
          <va-locale-switch [(locale)]="controller.locale" />
        }
        @if (listRoute(); as route) {
          <a matButton [routerLink]="route" class="va-back">
            <va-icon name="mdi-arrow-left" />{{ i18n.t('admin.actions.back') }}
          </a>
        }
        @if (editRoute(); as route) {
          <a matButton="tonal" [routerLink]="route" class="va-edit">
            <va-icon name="mdi-pencil" />{{ i18n.t('admin.actions.edit') }}
          </a>
        }
        @if (cloneRoute(); as route) {
          <a
            matButton
            class="va-clone"
            [routerLink]="route"
            [queryParams]="{ source: controller.id() }"
            [attr.aria-label]="i18n.t('admin.actions.cloneRecord', { label: recordLabel() })"
          >
            <va-icon name="mdi-content-copy" />{{ i18n.t('admin.actions.clone') }}
          </a>
        }
        @for (action of offeredActions(); track action.id) {
          <button
            matButton
            type="button"
            [class]="'va-record-action va-action-' + action.id"
            [class.va-danger]="!!action.danger"
            [disabled]="running()"
            (click)="runAction(action)"
          >
            @if (action.icon) {
              <va-icon [name]="action.icon" />
            }
            {{ actionLabel(action) }}
          </button>
        }
        @if (canDelete()) {
          <button matButton type="button" class="va-delete" (click)="remove()">
            <va-icon name="mdi-delete" />{{ i18n.t('admin.actions.delete') }}
          </button>
        }
      </div>
    </header>
    @if (controller.loading()) {
      <mat-progress-bar mode="indeterminate" [attr.aria-label]="i18n.t('admin.show.loading')" />
    }
    @if (controller.errorText(); as errorText) {
      <div class="va-show-error" role="alert">
        <va-icon name="mdi-alert-circle-outline" />
        <span>{{ errorText }}</span>
        <button matButton type="button" class="va-retry" (click)="controller.retry()">
          {{ i18n.t('admin.actions.retry') }}
        </button>
      </div>
    }
    @if (controller.notice(); as notice) {
      <va-live-notice [notice]="notice" (dismissed)="controller.dismissNotice()" />
    }
    @if (presence.enabled) {
      <va-presence [presence]="presence" [resource]="resource()" />
    }
    <mat-card appearance="outlined" [class.va-hidden]="!record()">
      <mat-card-content class="va-show-fields">
        <ng-content />
      </mat-card-content>
    </mat-card>
    @if (history && controller.id() !== null) {
      @defer (on idle) {
        <va-history-panel
          [resource]="resource()"
          [id]="controller.id()"
          [record]="record()"
          [locale]="controller.locale()"
          (restored)="controller.reload()"
        />
      }
    }
  `,
  styles: [
    PAGE_HEADER_STYLES,
    `
      /* Columns of at least 240 px (one on a phone: never wider than the card). */
      .va-show-fields {
        display: grid;
        gap: 0 24px;
        grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
      }
      /*
       * Wide content takes the whole row: one-to-many tables, rich text, any element with the
       * class (a field with wide). The fields are the page's, projected: ::ng-deep reaches them,
       * scoped to this grid.
       */
      .va-show-fields > ::ng-deep .va-field-wide {
        grid-column: 1 / -1;
        min-width: 0;
      }
      .va-show-error {
        display: flex;
        align-items: center;
        gap: 8px;
        color: var(--mat-sys-error);
        margin-bottom: 16px;
      }
      .va-hidden {
        display: none;
      }
    `,
  ],
})
export class VaShow implements VaRecordContext {
  protected readonly i18n = inject(AdminI18n);
  private readonly adminActions = inject(AdminActions);
  private readonly listActions = inject(ListActions);
  protected readonly controller = inject(RecordController);
  /** Who else views or edits the record (`withPresence()`). */
  protected readonly presence = inject(PresenceController);
  /** The History panel shows with `withHistory()`. */
  protected readonly history = inject(ADMIN_HISTORY) !== null;

  readonly resource = input.required<Resource>();
  /** The page title; default the localised show title with the record's label. */
  readonly title = input('');
  /** The record; without it, the record is fetched by `id`. */
  readonly item = input<AdminRecord | null>();
  /** The record's id, used when `item` is absent or another content locale is chosen. */
  readonly id = input<RecordId | null>();
  /**
   * Record actions (the `ListAction`s of a list's `[rowActions]`, e.g. `recordOperationAction`),
   * shown beside the edit button when the user is offered them (`can()`, default `edit`) and they
   * apply to the record; the record is fetched again once one has run.
   */
  readonly actions = input<readonly ListAction[]>([]);

  /** The record the fields show. */
  readonly record = this.controller.record;
  /** Whether the user may read a field: a hidden one is left out (`RecordController.canRead`). */
  readonly canRead = (source: string): boolean => this.controller.canRead(source);

  protected readonly heading = computed(() => {
    const given = this.title();
    const fetched = this.controller.state().record;
    const record = this.record();
    const own = this.i18n.pageTitle(this.resource(), 'show', record);
    // The route's title names the record as fetched: once changed elsewhere, the new name shows.
    const stale =
      !!fetched &&
      record !== fetched &&
      given === this.i18n.pageTitle(this.resource(), 'show', fetched);
    return !given || stale ? own : given;
  });
  protected readonly listRoute = computed(() => this.adminActions.route(this.resource(), 'list'));
  protected readonly editRoute = computed(() =>
    this.record() ? this.adminActions.route(this.resource(), 'edit', this.controller.id()) : null,
  );
  protected readonly canDelete = computed(
    () => !!this.record() && this.adminActions.allowed(this.resource(), 'delete'),
  );
  /** Clone: the create page copying this record (`?source=<id>`), when the user may create. */
  protected readonly cloneRoute = computed(() =>
    this.record() ? this.adminActions.route(this.resource(), 'create') : null,
  );
  protected readonly recordLabel = computed(() =>
    this.i18n.recordLabel(this.resource(), this.record()),
  );

  protected readonly running = signal(false);
  /** The record actions offered on this record. */
  protected readonly offeredActions = computed(() => {
    const record = this.record();
    const actions = ɵcheckListActions(this.actions(), 'VaShow actions');
    if (!record) return [];
    return this.listActions
      .offered(this.resource(), actions)
      .filter((action) => this.listActions.applies(action, [record]));
  });

  protected actionLabel(action: ListAction): string {
    const record = this.record();
    return this.listActions.text(this.resource(), action.label, record ? [record] : []);
  }

  protected async runAction(action: ListAction): Promise<void> {
    const record = this.record();
    if (!record || this.running()) return;
    this.running.set(true);
    try {
      if (await this.listActions.run(this.resource(), action, [record])) this.controller.reload();
    } finally {
      this.running.set(false);
    }
  }

  constructor() {
    this.controller.connect(() => ({
      resource: this.resource(),
      item: this.item(),
      id: this.id(),
    }));
    this.presence.connect(() => ({
      resource: this.resource(),
      id: this.controller.id(),
      mode: 'view',
    }));
  }

  protected async remove(): Promise<void> {
    await this.controller.delete();
  }
}
