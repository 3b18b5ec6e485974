import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { RouterLink, RouterLinkActive } from '@angular/router';

import { AdminI18n } from 'admin/i18n';
import { ɵisResourceLinkGroup, type ResourceLink, type ResourceLinkGroup } from 'admin/links';
import { ɵregisterShellIcons } from '../common/core-icons';
import { VaIcon } from '../common/va-icon';

let nextMenu = 0;

/**
 * The side navigation of `VaLayout`: the links built by `ResourceLinkService.getResourceLinks`,
 * with icons, the active link highlighted, and expandable groups. Plain links and buttons styled
 * as Material 3 navigation list items (no `MatNavList`: the menu is part of the initial bundle,
 * and the list module brings the forms module with it).
 */
@Component({
  selector: 'va-menu',
  imports: [RouterLink, RouterLinkActive, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="va-menu-list" [class.va-submenu]="depth() > 0">
      @for (entry of items(); track entry.key) {
        @if (entry.group; as group) {
          <button
            type="button"
            class="va-menu-item va-menu-group"
            [attr.aria-expanded]="isOpen(entry.key, group)"
            [attr.aria-controls]="entry.key"
            (click)="toggle(entry.key, group)"
          >
            @if (group.icon) {
              <va-icon class="va-menu-icon" [name]="group.icon" />
            }
            <span class="va-menu-text">{{ group.text }}</span>
            <va-icon
              class="va-menu-chevron"
              [name]="isOpen(entry.key, group) ? 'mdi-chevron-up' : 'mdi-chevron-down'"
            />
          </button>
          <div [id]="entry.key" [hidden]="!isOpen(entry.key, group)">
            <va-menu
              [entries]="group.children"
              [depth]="depth() + 1"
              (navigate)="navigate.emit()"
            />
          </div>
        } @else if (entry.link; as link) {
          <a
            class="va-menu-item va-menu-link"
            [routerLink]="link.routerLink"
            routerLinkActive="va-menu-active"
            ariaCurrentWhenActive="page"
            (click)="navigate.emit()"
          >
            <va-icon class="va-menu-icon" [name]="link.icon" />
            <span class="va-menu-text">{{ link.text }}</span>
          </a>
        }
      }
    </div>
  `,
  styles: `
    .va-menu-list {
      display: flex;
      flex-direction: column;
      gap: 2px;
      padding: 8px 0;
    }
    .va-submenu {
      padding: 0 0 0 16px;
    }
    .va-menu-item {
      position: relative;
      display: flex;
      align-items: center;
      gap: 16px;
      box-sizing: border-box;
      width: calc(100% - 16px);
      min-height: 48px;
      margin: 0 8px;
      padding: 0 16px;
      border: 0;
      border-radius: var(--mat-sys-corner-full, 9999px);
      background: none;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-label-large);
      letter-spacing: var(--mat-sys-label-large-tracking);
      text-align: start;
      text-decoration: none;
      cursor: pointer;
      outline: none;
    }
    .va-menu-item:hover {
      background: color-mix(in srgb, var(--mat-sys-on-surface) 8%, transparent);
    }
    .va-menu-item:focus-visible {
      outline: 2px solid var(--mat-sys-primary);
      outline-offset: -2px;
    }
    .va-menu-text {
      flex: 1 1 auto;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .va-menu-icon,
    .va-menu-chevron {
      flex: none;
    }
    .va-menu-active {
      background: var(--mat-sys-secondary-container);
      color: var(--mat-sys-on-secondary-container);
      font-weight: 600;
    }
    .va-menu-active:hover {
      background: color-mix(
        in srgb,
        var(--mat-sys-on-secondary-container) 8%,
        var(--mat-sys-secondary-container)
      );
    }
  `,
})
export class VaMenu {
  protected readonly i18n = inject(AdminI18n);
  /** Built entries (`ResourceLinkService.getResourceLinks(...)`). */
  readonly entries = input<readonly (ResourceLink | ResourceLinkGroup)[]>([]);
  /** Nesting level of a group's children. */
  readonly depth = input(0);
  /** A link was followed (the layout closes the drawer on narrow screens). */
  readonly navigate = output<void>();

  constructor() {
    ɵregisterShellIcons();
  }

  private readonly uid = nextMenu++;
  private readonly toggled = signal<ReadonlyMap<string, boolean>>(new Map());
  protected readonly items = computed(() =>
    this.entries().map((entry, index) => {
      const key = `va-menu-${this.uid}-${index}`;
      return ɵisResourceLinkGroup(entry)
        ? { key, group: entry, link: null }
        : { key: `${key}-${entry.name}-${entry.action}`, group: null, link: entry };
    }),
  );

  protected isOpen(key: string, group: ResourceLinkGroup): boolean {
    return this.toggled().get(key) ?? group.expanded;
  }

  protected toggle(key: string, group: ResourceLinkGroup): void {
    const open = !this.isOpen(key, group);
    this.toggled.update((map) => new Map(map).set(key, open));
  }
}
