import {
  ChangeDetectionStrategy,
  Component,
  PendingTasks,
  computed,
  inject,
  signal,
} from '@angular/core';
import { DomSanitizer, type SafeHtml } from '@angular/platform-browser';

import {
  loadRichTextSanitizer as loadSanitizer,
  type RichTextSanitizer as Sanitize,
} from '../common/sanitizer-loader';
import { VaField } from './va-field';

/**
 * Stored rich text (HTML, e.g. from `VaRichTextInput`, or plain text) shown formatted:
 * `<va-rich-text-field source="body" />`. The HTML is sanitised with DOMPurify first: scripts,
 * event handlers (`<img src=x onerror=…>`), styles, frames, forms, images and `javascript:` links
 * are removed; headings, emphasis, lists, links, quotes and code are kept. DOMPurify loads with
 * the first rich text field (the page is stable once it has); should that fail, the value shows as
 * plain text. Wide by default: it spans the show page's row (`[wide]="false"` keeps it in a column).
 */
@Component({
  selector: 'va-rich-text-field',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    @if (html(); as html) {
      <div class="va-field-value va-rich-text" [innerHTML]="html"></div>
    } @else if (failed() && !isEmpty()) {
      <div class="va-field-value va-rich-text va-rich-text-plain">{{ value() }}</div>
    } @else if (isEmpty() || sanitize()) {
      <div class="va-field-value">
        <span class="va-field-empty">{{ emptyText() }}</span>
      </div>
    }
  `,
  styleUrls: ['./va-field.css', '../common/rich-text-content.css'],
  styles: ['.va-rich-text-plain { white-space: pre-line; }'],
})
export class VaRichTextField extends VaField {
  private readonly sanitizer = inject(DomSanitizer);
  protected readonly sanitize = signal<Sanitize | null>(null);
  /** The sanitiser could not be loaded. */
  protected readonly failed = signal(false);

  /** The sanitised HTML, trusted as such (DOMPurify's output); null when empty or not loaded. */
  protected readonly html = computed<SafeHtml | null>(() => {
    const sanitize = this.sanitize();
    if (!sanitize) return null;
    const html = sanitize(this.value());
    return html.trim() ? this.sanitizer.bypassSecurityTrustHtml(html) : null;
  });

  protected override wideByDefault(): boolean {
    return true;
  }

  constructor() {
    super();
    void inject(PendingTasks).run(() =>
      loadSanitizer().then(
        (sanitize) => this.sanitize.set(sanitize),
        () => this.failed.set(true),
      ),
    );
  }
}
