import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';

import { ɵAdminIcons } from 'admin/icons';

/**
 * An `mdi-*` icon from the admin's registry: `<va-icon name="mdi-account" />`, drawn inline as
 * one SVG path (24 × 24, the current text colour, as Material's icons). Decorative (hidden from
 * assistive technology) unless `label` is set. An unknown name shows a fallback icon.
 */
@Component({
  selector: 'va-icon',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-icon' },
  template: `<svg
    viewBox="0 0 24 24"
    focusable="false"
    [attr.aria-hidden]="label() ? null : 'true'"
    [attr.aria-label]="label() || null"
    [attr.role]="label() ? 'img' : null"
  >
    <path [attr.d]="path() || null" />
  </svg>`,
  styles: `
    :host {
      display: inline-flex;
      flex-shrink: 0;
      width: 24px;
      height: 24px;
      vertical-align: middle;
    }
    svg {
      width: 100%;
      height: 100%;
      fill: currentColor;
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
  protected readonly path = computed(() => this.icons.path(this.name()));
}
