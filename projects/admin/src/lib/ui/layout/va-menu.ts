import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { MatListItem, MatListItemIcon, MatListItemTitle, MatNavList } from '@angular/material/list';
import { RouterLink, RouterLinkActive } from '@angular/router';

import { AdminI18n } from '../../i18n/admin-i18n';
import { isResourceLinkGroup, type ResourceLink, type ResourceLinkGroup } from '../../links';
import { VaIcon } from '../icons/va-icon';

let nextMenu = 0;

/**
 * The side navigation of `VaLayout`: the links built by `ResourceLinkService.getResourceLinks`,
 * with icons, the active link highlighted, and expandable groups.
 */
@Component({
  selector: 'va-menu',
  imports: [
    MatListItem,
    MatListItemIcon,
    MatListItemTitle,
    MatNavList,
    RouterLink,
    RouterLinkActive,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-nav-list [class.va-submenu]="depth() > 0">
      @for (entry of items(); track entry.key) {
        @if (entry.group; as group) {
          <button
            mat-list-item
            type="button"
            class="va-menu-group"
            [attr.aria-expanded]="isOpen(entry.key, group)"
            [attr.aria-controls]="entry.key"
            (click)="toggle(entry.key, group)"
          >
            @if (group.icon) {
              <va-icon matListItemIcon [name]="group.icon" />
            }
            <span matListItemTitle>{{ group.text }}</span>
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
            mat-list-item
            class="va-menu-link"
            [routerLink]="link.routerLink"
            routerLinkActive="va-menu-active"
            #active="routerLinkActive"
            [activated]="active.isActive"
            ariaCurrentWhenActive="page"
            (click)="navigate.emit()"
          >
            <va-icon matListItemIcon [name]="link.icon" />
            <span matListItemTitle>{{ link.text }}</span>
          </a>
        }
      }
    </mat-nav-list>
  `,
  styles: `
    .va-submenu {
      padding: 0 0 0 16px;
    }
    .va-menu-group {
      width: 100%;
    }
    .va-menu-chevron {
      position: absolute;
      right: 16px;
      top: 50%;
      transform: translateY(-50%);
    }
    .va-menu-active {
      font-weight: 500;
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

  private readonly uid = nextMenu++;
  private readonly toggled = signal<ReadonlyMap<string, boolean>>(new Map());
  protected readonly items = computed(() =>
    this.entries().map((entry, index) => {
      const key = `va-menu-${this.uid}-${index}`;
      return isResourceLinkGroup(entry)
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
