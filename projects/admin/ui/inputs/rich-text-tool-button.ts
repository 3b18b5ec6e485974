import { Directive, ElementRef, inject, signal } from '@angular/core';
import type { FocusableOption } from '@angular/cdk/a11y';

/**
 * A button of a rich text toolbar, for the CDK's `FocusKeyManager` (roving tabindex: only the
 * active button is in the tab order, the arrow keys move between them). Not exported.
 */
@Directive({
  selector: 'button[vaRichTextTool]',
  host: { '[attr.tabindex]': 'tabStop() ? 0 : -1' },
})
export class VaRichTextToolButton implements FocusableOption {
  private readonly element = inject<ElementRef<HTMLButtonElement>>(ElementRef).nativeElement;
  /** Whether this is the toolbar's tab stop. */
  readonly tabStop = signal(false);

  get disabled(): boolean {
    return this.element.disabled;
  }

  focus(): void {
    this.element.focus();
  }
}
