import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  computed,
  inject,
  input,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatDivider } from '@angular/material/divider';
import { MatMenu, MatMenuItem, MatMenuTrigger } from '@angular/material/menu';
import { MatProgressBar } from '@angular/material/progress-bar';

import type { SavedView } from 'admin/config';
import { ɵADMIN_CONFIRM } from 'admin/config';
import { ADMIN_NOTIFIER, type ViewsController } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';

/**
 * The saved views of a list (issue 38 §5), on its toolbar: a menu of the user's views and those
 * shared with them (the current one checked, "(modified)" once the list changed since), to
 * apply one; save the list as a new view or over the current one, rename, share or delete own
 * views (a dialog asks the name and the roles to share with). A thin view of `ViewsController`.
 */
@Component({
  selector: 'va-views-menu',
  imports: [MatButton, MatDivider, MatMenu, MatMenuItem, MatMenuTrigger, MatProgressBar, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button
      matButton
      type="button"
      class="va-views-open"
      [matMenuTriggerFor]="menu"
      [attr.aria-label]="i18n.t('admin.views.openLabel')"
      (menuOpened)="views().open()"
    >
      <va-icon name="mdi-filter" />{{ label() }}
    </button>
    <mat-menu #menu="matMenu" xPosition="before" class="va-views-panel">
      @switch (views().status()) {
        @case ('loading') {
          <div class="va-views-state va-views-loading" role="status">
            {{ i18n.t('admin.views.loading') }}
          </div>
          <mat-progress-bar
            mode="indeterminate"
            [attr.aria-label]="i18n.t('admin.views.loading')"
          />
        }
        @case ('error') {
          <div class="va-views-state va-views-error" role="alert">{{ errorText() }}</div>
          <button mat-menu-item type="button" class="va-views-retry" (click)="views().retry()">
            <va-icon name="mdi-refresh" />{{ i18n.t('admin.views.retry') }}
          </button>
        }
        @default {
          @if (views().empty()) {
            <div class="va-views-state va-views-empty">{{ i18n.t('admin.views.empty') }}</div>
          }
          @for (item of views().items(); track item.view.id) {
            <button
              mat-menu-item
              type="button"
              class="va-view"
              role="menuitemradio"
              [attr.aria-checked]="item.current"
              [attr.data-view]="item.view.id"
              (click)="views().apply(item.view)"
            >
              <va-icon
                [name]="item.current ? 'mdi-check' : item.mine ? 'mdi-filter' : 'mdi-account'"
              />
              <span class="va-view-name">{{ item.view.name }}</span>
              @if (!item.mine) {
                <span class="va-view-note">
                  {{
                    i18n.t('admin.views.sharedBy', {
                      owner: item.view.ownerName ?? item.view.owner,
                    })
                  }}
                </span>
              } @else if (item.view.sharedWith?.length) {
                <span class="va-view-note">
                  {{
                    i18n.t('admin.views.sharedWith', { roles: item.view.sharedWith!.join(', ') })
                  }}
                </span>
              }
            </button>
          }
        }
      }
      <mat-divider />
      @if (current(); as view) {
        @if (views().mine(view)) {
          @if (views().modified()) {
            <button mat-menu-item type="button" class="va-view-update" (click)="update(view)">
              <va-icon name="mdi-content-save" />{{
                i18n.t('admin.views.update', { name: view.name })
              }}
            </button>
          }
          <button mat-menu-item type="button" class="va-view-edit" (click)="edit(view)">
            <va-icon name="mdi-pencil" />{{ i18n.t('admin.views.edit', { name: view.name }) }}
          </button>
          <button mat-menu-item type="button" class="va-view-delete" (click)="remove(view)">
            <va-icon name="mdi-delete" />{{ i18n.t('admin.views.delete', { name: view.name }) }}
          </button>
        }
        <button mat-menu-item type="button" class="va-view-leave" (click)="views().leave()">
          <va-icon name="mdi-close" />{{ i18n.t('admin.views.leave') }}
        </button>
      }
      <button mat-menu-item type="button" class="va-view-save" (click)="saveNew()">
        <va-icon name="mdi-plus" />{{ i18n.t('admin.views.saveNew') }}
      </button>
    </mat-menu>
  `,
  styles: `
    .va-views-state {
      display: flex;
      gap: 8px;
      align-items: center;
      padding: 12px 16px;
      color: var(--mat-sys-on-surface-variant);
    }
    .va-views-error {
      color: var(--mat-sys-error);
      max-width: 320px;
    }
    .va-view-note {
      margin-inline-start: 8px;
      font-size: var(--mat-sys-body-small-size);
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class VaViewsMenu {
  protected readonly i18n = inject(AdminI18n);
  private readonly injector = inject(Injector);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly confirm = inject(ɵADMIN_CONFIRM);

  /** The list's views controller (`injectViewsController`). */
  readonly views = input.required<ViewsController>();

  protected readonly current = computed(() => this.views().current());
  /** "Views", or the current view's name ("(modified)" once the list changed). */
  protected readonly label = computed(() => {
    const view = this.current();
    if (!view) return this.i18n.t('admin.views.open');
    return this.views().modified()
      ? this.i18n.t('admin.views.modified', { name: view.name })
      : this.i18n.t('admin.views.current', { name: view.name });
  });
  protected readonly errorText = computed(() => {
    const error = this.views().error();
    return error instanceof Error ? error.message : String(error ?? '');
  });

  protected saveNew(): Promise<void> {
    return this.dialog(this.i18n.t('admin.views.dialogNew'), '', [], (name, sharedWith) =>
      this.views().save({ name, sharedWith }),
    );
  }

  protected edit(view: SavedView): Promise<void> {
    return this.dialog(
      this.i18n.t('admin.views.dialogEdit'),
      view.name,
      view.sharedWith ?? [],
      async (name, sharedWith) => {
        const renamed = name === view.name ? view : await this.views().rename(view, name);
        return this.views().share(renamed, sharedWith);
      },
    );
  }

  protected async update(view: SavedView): Promise<void> {
    try {
      const saved = await this.views().save({
        name: view.name,
        sharedWith: view.sharedWith ?? [],
        replace: view.id,
      });
      this.notifier.notify(this.i18n.t('admin.views.saved', { name: saved.name }), 'success');
    } catch (error) {
      this.notifier.notify((error as Error).message, 'error');
    }
  }

  protected async remove(view: SavedView): Promise<void> {
    const confirmed = await this.confirm({
      title: this.i18n.t('admin.views.delete', { name: view.name }),
      message: this.i18n.t('admin.views.confirmDelete', { name: view.name }),
      confirmText: this.i18n.t('admin.actions.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await this.views().remove(view);
      this.notifier.notify(this.i18n.t('admin.views.deleted', { name: view.name }), 'success');
    } catch (error) {
      this.notifier.notify((error as Error).message, 'error');
    }
  }

  private async dialog(
    title: string,
    name: string,
    sharedWith: readonly string[],
    save: (name: string, sharedWith: readonly string[]) => Promise<SavedView>,
  ): Promise<void> {
    const { VaSaveViewDialog } = await import('./va-save-view-dialog');
    const saved = await VaSaveViewDialog.open(this.injector, {
      title,
      name,
      sharedWith,
      roles: this.views().roles(),
      save,
    });
    if (saved)
      this.notifier.notify(this.i18n.t('admin.views.saved', { name: saved.name }), 'success');
  }
}
