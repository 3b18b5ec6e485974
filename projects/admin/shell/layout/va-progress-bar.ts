import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { MatProgressBar } from '@angular/material/progress-bar';

/**
 * The layout's indeterminate progress bar while admin requests are in flight. `VaLayout` loads it
 * with `import()` the first time a request starts, so that the progress bar is not part of the
 * initial bundle. Not exported.
 */
@Component({
  selector: 'va-progress-bar',
  imports: [MatProgressBar],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<mat-progress-bar mode="indeterminate" [attr.aria-label]="label()" />`,
})
export class VaProgressBar {
  /** The accessible name of the bar. */
  readonly label = input.required<string>();
}
