import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatChip, MatChipAvatar, MatChipSet } from '@angular/material/chips';

import type { PresenceController } from 'admin/controllers';
import type { Resource } from 'admin/core';
import { AdminAuth } from 'admin/auth';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { BANNER_STYLES } from '../common/page-styles';

/** Up to two initials of a name, for its avatar. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * Who else is on a record, on its show and edit pages (`withPresence()`): the others viewing it
 * as chips, and who edits it ("Eddie is editing this post since 10:42") with "Take over" for the
 * roles allowed; on the edit page that lost the lock, who took it. The logic is
 * `PresenceController`'s; the page gives it: `<va-presence [presence]="presence"
 * [resource]="resource" />`.
 */
@Component({
  selector: 'va-presence',
  imports: [MatButton, MatChip, MatChipAvatar, MatChipSet, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let p = presence();
    @if (p.lostTo(); as winner) {
      <div class="va-banner va-presence-banner va-presence-lost" role="alert">
        <va-icon name="mdi-alert-circle-outline" />
        <span class="va-presence-text">{{ lostText() }}</span>
        <button matButton type="button" class="va-presence-dismiss" (click)="p.dismissLost()">
          {{ i18n.t('admin.live.dismiss') }}
        </button>
      </div>
    } @else if (p.lockedBy(); as holder) {
      <div
        class="va-banner va-presence-banner"
        [class.va-presence-locked]="p.readOnly()"
        role="status"
        [attr.data-holder]="holder.user.name"
      >
        <va-icon [name]="p.readOnly() ? 'mdi-lock' : 'mdi-pencil'" />
        <span class="va-presence-text">{{ editingText() }}</span>
        @if (p.canTakeOver()) {
          <button
            matButton="tonal"
            type="button"
            class="va-presence-take-over"
            [disabled]="p.takingOver()"
            (click)="p.takeOver()"
          >
            {{
              p.takingOver()
                ? i18n.t('admin.presence.takingOver')
                : i18n.t('admin.presence.takeOver')
            }}
          </button>
        }
      </div>
    }
    @if (p.viewers().length) {
      <div class="va-presence-viewers">
        <span class="va-presence-label">{{ i18n.t('admin.presence.viewing') }}</span>
        <mat-chip-set [attr.aria-label]="i18n.t('admin.presence.viewing')">
          @for (viewer of p.viewers(); track viewer.user.id) {
            <mat-chip
              class="va-presence-viewer"
              [attr.title]="
                i18n.t('admin.presence.viewer', { user: viewer.user.name, time: p.time(viewer) })
              "
            >
              <span matChipAvatar class="va-presence-avatar" aria-hidden="true">{{
                initials(viewer.user.name)
              }}</span>
              {{ viewer.user.name }}
            </mat-chip>
          }
        </mat-chip-set>
      </div>
    }
    @if (p.error()) {
      <div class="va-banner va-presence-error" role="status">
        <va-icon name="mdi-alert" />
        <span>{{ i18n.t('admin.presence.error') }}</span>
        <button matButton type="button" class="va-presence-retry" (click)="p.retry()">
          {{ i18n.t('admin.actions.retry') }}
        </button>
      </div>
    }
  `,
  styles: [
    BANNER_STYLES,
    `
      :host {
        display: block;
      }
      .va-presence-locked {
        background: var(--mat-sys-tertiary-container);
        color: var(--mat-sys-on-tertiary-container);
      }
      .va-presence-lost {
        background: var(--mat-sys-error-container);
        color: var(--mat-sys-on-error-container);
      }
      .va-presence-error {
        background: none;
        padding: 0;
        color: var(--mat-sys-on-surface-variant);
      }
      .va-presence-text {
        flex: 1 1 240px;
      }
      .va-presence-viewers {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
        margin-bottom: 16px;
      }
      .va-presence-label {
        font: var(--mat-sys-label-large);
        color: var(--mat-sys-on-surface-variant);
      }
      .va-presence-avatar {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        background: var(--mat-sys-primary);
        color: var(--mat-sys-on-primary);
        font: var(--mat-sys-label-small);
      }
    `,
  ],
})
export class VaPresence {
  protected readonly i18n = inject(AdminI18n);
  private readonly auth = inject(AdminAuth);

  /** The page's presence. */
  readonly presence = input.required<PresenceController>();
  /** The record's resource (its name in the sentences). */
  readonly resource = input.required<Resource>();

  protected readonly initials = initials;

  /** Who took the lock from this page: someone else, or the user in another tab. */
  protected readonly lostText = computed(() => {
    const p = this.presence();
    const winner = p.lostTo();
    if (!winner) return '';
    const params = {
      user: winner.user.name,
      time: p.time(winner),
      singularLower: this.i18n.resourceName(this.resource(), 'singular').toLowerCase(),
    };
    const mine = String(winner.user.id) === String(this.auth.user()?.id ?? '');
    return this.i18n.t(mine ? 'admin.presence.movedElsewhere' : 'admin.presence.tookOver', params);
  });

  /** "Eddie is editing this post since 10:42", said as the page needs it. */
  protected readonly editingText = computed(() => {
    const p = this.presence();
    const holder = p.lockedBy();
    if (!holder) return '';
    const params = {
      user: holder.user.name,
      time: p.time(holder),
      singularLower: this.i18n.resourceName(this.resource(), 'singular').toLowerCase(),
    };
    if (!p.readOnly()) return this.i18n.t('admin.presence.editing', params);
    return this.i18n.t(
      p.lockedByMe() ? 'admin.presence.editingElsewhere' : 'admin.presence.editingReadOnly',
      params,
    );
  });
}
