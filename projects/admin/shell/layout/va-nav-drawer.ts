import {
  ChangeDetectionStrategy,
  Component,
  ViewEncapsulation,
  inject,
  input,
  type WritableSignal,
} from '@angular/core';
import { MatSidenav, MatSidenavContainer } from '@angular/material/sidenav';

import { AdminI18n } from 'admin/i18n';
import type { ResourceLink, ResourceLinkGroup } from 'admin/links';
import { VaMenu } from './va-menu';

/**
 * The side menu as a modal drawer (`mat-sidenav`, mode `over`), for narrow screens. `VaLayout`
 * loads it with `import()` only when the screen is narrow: on wide screens the menu is a plain
 * column and the sidenav, its focus trap and scrolling stay out of the initial bundle. Its
 * container covers the viewport above the page and lets clicks through while the drawer is
 * closed. Not exported.
 */
@Component({
  selector: 'va-nav-drawer',
  imports: [MatSidenav, MatSidenavContainer, VaMenu],
  changeDetection: ChangeDetectionStrategy.OnPush,
  encapsulation: ViewEncapsulation.None,
  template: `
    <mat-sidenav-container class="va-drawer-container">
      <mat-sidenav
        id="va-sidenav"
        class="va-sidenav"
        mode="over"
        [opened]="open()()"
        (closedStart)="open().set(false)"
      >
        <nav [attr.aria-label]="i18n.t('admin.layout.navigation')">
          <va-menu [entries]="entries()" (navigate)="open().set(false)" />
        </nav>
      </mat-sidenav>
    </mat-sidenav-container>
  `,
  styles: `
    .va-drawer-container.mat-drawer-container {
      position: fixed;
      inset: 0;
      z-index: 3;
      background: transparent;
      pointer-events: none;
    }
    .va-drawer-container .mat-drawer,
    .va-drawer-container .mat-drawer-backdrop {
      pointer-events: auto;
    }
    .va-drawer-container .va-sidenav {
      width: 260px;
    }
  `,
})
export class VaNavDrawer {
  protected readonly i18n = inject(AdminI18n);

  /** Whether the drawer is open; the drawer closes it (backdrop, Escape, a followed link). */
  readonly open = input.required<WritableSignal<boolean>>();
  /** The menu entries. */
  readonly entries = input.required<readonly (ResourceLink | ResourceLinkGroup)[]>();
}
