import {
  ChangeDetectionStrategy,
  Component,
  booleanAttribute,
  computed,
  inject,
  input,
  model,
  viewChild,
} from '@angular/core';
import {
  MatButtonToggle,
  MatButtonToggleGroup,
  type MatButtonToggleChange,
} from '@angular/material/button-toggle';

import { ADMIN_CONFIG } from 'admin/config';
import { AdminI18n } from 'admin/i18n';

/** Decides whether the switch to `locale` may happen (e.g. asks about unsaved changes). */
export type VaLocaleSwitchGuard = (locale: string) => boolean | Promise<boolean>;

/**
 * The content-locale switch of a translatable resource's pages (docs/contract.md §2.2
 * `translatable`): `<va-locale-switch [(locale)]="contentLocale" [canSwitch]="askFirst" />`. Offers
 * the locales of `provideAdmin({ locales })`; `locale` starts as the UI locale (null means the UI
 * locale). When `canSwitch` refuses, the switch stays where it was.
 */
@Component({
  selector: 'va-locale-switch',
  imports: [MatButtonToggle, MatButtonToggleGroup],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (options().length > 1) {
      <mat-button-toggle-group
        class="va-locale-switch"
        hideSingleSelectionIndicator
        [value]="current()"
        [disabled]="disabled()"
        (change)="select($event)"
        [attr.aria-label]="i18n.t('admin.form.contentLocale')"
      >
        @for (option of options(); track option.locale) {
          <mat-button-toggle
            [value]="option.locale"
            [attr.lang]="option.locale"
            [aria-label]="option.name"
          >
            {{ option.locale.toUpperCase() }}
          </mat-button-toggle>
        }
      </mat-button-toggle-group>
    }
  `,
})
export class VaLocaleSwitch {
  protected readonly i18n = inject(AdminI18n);
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  private readonly group = viewChild(MatButtonToggleGroup);

  /** The chosen content locale (two-way); null: the UI locale. */
  readonly locale = model<string | null>(null);
  /** The locales offered; default `provideAdmin({ locales })`. */
  readonly locales = input<readonly string[] | undefined>();
  /** Asked before switching; a false (or a promise of false) keeps the current locale. */
  readonly canSwitch = input<VaLocaleSwitchGuard>();
  readonly disabled = input(false, { transform: booleanAttribute });

  /** The locale shown as selected. */
  readonly current = computed(() => this.locale() ?? this.i18n.locale());
  protected readonly options = computed(() =>
    (this.locales() ?? this.config?.locales ?? this.i18n.locales).map((locale) => ({
      locale,
      name: this.i18n.has(`admin.locales.${locale}`)
        ? this.i18n.t(`admin.locales.${locale}`)
        : locale,
    })),
  );

  protected async select(event: MatButtonToggleChange): Promise<void> {
    const next = event.value as string;
    const previous = this.current();
    if (next === previous) return;
    const guard = this.canSwitch();
    if (guard && !(await guard(next))) {
      const group = this.group();
      if (group) group.value = previous;
      return;
    }
    this.locale.set(next);
  }
}
