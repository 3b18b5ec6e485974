import { ChangeDetectionStrategy, Component, input } from '@angular/core';

/**
 * The frame of the status pages (not found, forbidden, record not found, error): a large status
 * code, a heading and the projected text and actions. Replacement pages may reuse it.
 */
@Component({
  selector: 'va-status-layout',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="va-status" [attr.aria-labelledby]="headingId">
      @if (code()) {
        <p class="va-status-code" aria-hidden="true">{{ code() }}</p>
      }
      <h1 class="va-status-heading" [id]="headingId">{{ heading() }}</h1>
      <div class="va-status-text"><ng-content /></div>
      <div class="va-status-actions"><ng-content select="[vaStatusAction]" /></div>
    </section>
  `,
  styles: `
    .va-status {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 8px;
      padding: 48px 16px;
      text-align: center;
    }
    .va-status-code {
      margin: 0;
      font: var(--mat-sys-display-large);
      color: var(--mat-sys-outline);
    }
    .va-status-heading {
      margin: 0;
      font: var(--mat-sys-headline-medium);
    }
    .va-status-text {
      color: var(--mat-sys-on-surface-variant);
      max-width: 60ch;
    }
    .va-status-actions {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 8px;
      margin-top: 16px;
    }
  `,
})
export class VaStatusLayout {
  private static nextId = 0;
  /** The HTTP-like status code shown above the heading (`404`, `403`...); none when empty. */
  readonly code = input<string>('');
  readonly heading = input.required<string>();
  protected readonly headingId = `va-status-heading-${VaStatusLayout.nextId++}`;
}
