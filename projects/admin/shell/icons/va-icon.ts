import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatIcon } from '@angular/material/icon';

import { ɵAdminIcons } from './admin-icons';

/**
 * An `mdi-*` icon from the admin's registry: `<va-icon name="mdi-account" />`. Decorative
 * (hidden from assistive technology) unless `label` is set. An unknown name shows a fallback icon.
 */
@Component({
  selector: 'va-icon',
  imports: [MatIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-icon' },
  template: `<mat-icon
    [svgIcon]="svgIcon()"
    [attr.aria-hidden]="label() ? null : 'true'"
    [attr.aria-label]="label() || null"
    [attr.role]="label() ? 'img' : null"
  />`,
  styles: `
    :host {
      display: inline-flex;
      vertical-align: middle;
    }
    /* Inside a text button: the spacing Material gives a direct mat-icon child. */
    :host-context(.mdc-button) {
      margin-inline: -4px 8px;
    }
  `,
})
export class VaIcon {
  private readonly icons = inject(ɵAdminIcons);
  /** `mdi-<id>` (or `mdi:<id>`). */
  readonly name = input.required<string>();
  /** Accessible name; absent, the icon is decorative. */
  readonly label = input<string>();
  protected readonly svgIcon = computed(() => this.icons.svgIcon(this.name()));
}
