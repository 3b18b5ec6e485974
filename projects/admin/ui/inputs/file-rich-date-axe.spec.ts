import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';
import axe from 'axe-core';

import { ADMIN_CONFIG } from '../../config/config';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { VaDateField } from '../fields/date-field';
import { VaFileField, VaImageField } from '../fields/file-field';
import { VaRichTextField } from '../fields/rich-text-field';
import { VaForm } from '../form/va-form';
import { VaDateTimeInput } from './va-date-time-input';
import { VaFileInput } from './va-file-input';
import { VaImageInput } from './va-image-input';
import { VaRichTextInput } from './va-rich-text-input';
import { VaTimeInput } from './va-time-input';

/**
 * axe-core (jsdom: names, roles, ARIA references; no colours) on the inputs and fields of files,
 * rich text and date-times, in each state: with values, hints and errors (refused file, required,
 * server errors), disabled, read-only, in English and French. The browser tests check the demo's
 * forms in both themes; these reach the inputs the demo does not use (a file input with several
 * files, the time input).
 */

const RECORD: AdminRecord = {
  id: 1,
  title: 'Hello',
  body: '<p>Hello <strong>world</strong></p>',
  avatar: '/api/uploads/a.png',
  docs: ['/files/report.pdf', { url: '/files/b.pdf', name: 'Budget.pdf' }],
  publishedAt: '2024-03-05T19:30:00Z',
  opensAt: '09:30',
};

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaFileInput, VaImageInput, VaRichTextInput, VaDateTimeInput, VaTimeInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-image-input
        source="avatar"
        hint="Square images look best"
        [maxSize]="1000"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-file-input
        source="docs"
        accept=".pdf"
        multiple
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-rich-text-input
        source="body"
        hint="What the post says"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-date-time-input
        source="publishedAt"
        hint="When it goes out"
        timeZone="Europe/Paris"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-time-input
        source="opensAt"
        hint="Opening time"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
    </va-form>
  `,
})
class FormHost {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord>(RECORD);
  readonly required = signal(false);
  readonly disabled = signal(false);
  readonly readonly = signal(false);
  readonly form = viewChild.required(VaForm);
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaFileField, VaImageField, VaRichTextField, VaDateField],
  template: `
    <va-image-field source="avatar" [record]="record" round />
    <va-file-field source="docs" [record]="record" />
    <va-rich-text-field source="body" [record]="record" />
    <va-date-field source="publishedAt" [record]="record" showTime timeZone="Europe/Paris" />
    <va-image-field source="cover" [record]="record" emptyText="No cover" />
  `,
})
class FieldsHost {
  readonly record = {
    ...RECORD,
    body: '<h2>Title</h2><p>A <a href="https://example.com">link</a></p><img src=x onerror="alert(1)">',
  };
}

// jsdom measures no layout: ProseMirror's scroll-into-view asks ranges for rectangles.
beforeAll(() => {
  const empty = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** The axe violations in `root`, one line each (no colours in jsdom, no page regions here). */
async function violations(root: HTMLElement): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );
}

/** Drops `files` on the drop zone of the input `selector`. */
function drop(root: HTMLElement, selector: string, files: File[]) {
  const event = new Event('drop', { bubbles: true, cancelable: true }) as DragEvent;
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  root.querySelector(`${selector} .va-file-drop`)!.dispatchEvent(event);
}

// axe walks the whole form: seconds on a loaded 2-core machine, beyond jest's 5 s default.
jest.setTimeout(20_000);

describe('axe: file, image, rich text, date-time and time inputs and fields', () => {
  let fixture: ComponentFixture<FormHost>;
  let host: FormHost;
  let root: HTMLElement;
  const stable = async () => {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  };

  beforeEach(async () => {
    localStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts', label: 'title' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    fixture = TestBed.createComponent(FormHost);
    host = fixture.componentInstance;
    root = fixture.nativeElement;
    await stable();
  });

  afterEach(() => TestBed.inject(AdminI18n).setLocale('en'));

  it('with values and hints, a new file among stored ones, the editor loaded', async () => {
    // The rich text's editor is created when the user goes into it.
    root.querySelector<HTMLElement>('va-rich-text-input .va-rich-text-view')!.focus();
    await stable();
    expect(root.querySelector('va-rich-text-input .ProseMirror')).not.toBeNull();
    drop(root, 'va-file-input', [new File(['%PDF'], 'new.pdf', { type: 'application/pdf' })]);
    drop(root, 'va-image-input', [new File(['png'], 'me.png', { type: 'image/png' })]);
    await stable();
    expect(root.querySelectorAll('va-file-input .va-file-item').length).toBe(3);
    expect(root.querySelector('va-image-input img.va-file-thumb')).not.toBeNull();
    expect(await violations(root)).toEqual([]);
  });

  it('with errors: files refused before upload, required and server errors', async () => {
    drop(root, 'va-file-input', [new File(['png'], 'a.png', { type: 'image/png' })]);
    drop(root, 'va-image-input', [new File(['x'.repeat(5000)], 'huge.png', { type: 'image/png' })]);
    host.required.set(true);
    host.item.set({ id: 1 });
    await stable();
    host.form().showErrors({
      avatar: ['Not an image'],
      publishedAt: ['Too early'],
      opensAt: ['Closed then'],
    });
    for (const element of root.querySelectorAll<HTMLElement>('input, button'))
      element.dispatchEvent(new Event('blur'));
    host.form().form.markAllAsTouched();
    await stable();
    const alerts = [...root.querySelectorAll('[role=alert], mat-error')].map((e) => e.textContent);
    expect(alerts.join(' | ')).toContain('“a.png” is not an accepted type');
    expect(alerts.join(' | ')).toContain('Not an image');
    expect(alerts.join(' | ')).toContain('Required');
    expect(alerts.join(' | ')).toContain('Too early');
    expect(alerts.join(' | ')).toContain('Closed then');
    expect(await violations(root)).toEqual([]);
  });

  it('disabled', async () => {
    host.disabled.set(true);
    await stable();
    expect(root.querySelector<HTMLButtonElement>('va-file-input .va-file-choose')!.disabled).toBe(
      true,
    );
    // The rich text keeps showing its value (no editor for a disabled input).
    const text = root.querySelector('va-rich-text-input .va-rich-text-view')!;
    expect(text.getAttribute('aria-disabled')).toBe('true');
    expect(await violations(root)).toEqual([]);
  });

  it('read-only', async () => {
    host.readonly.set(true);
    await stable();
    expect(root.querySelector('va-file-input .va-file-choose')).toBeNull();
    expect(root.querySelector('.va-rich-text-toolbar')).toBeNull();
    expect(await violations(root)).toEqual([]);
  });

  it('in French', async () => {
    TestBed.inject(AdminI18n).setLocale('fr');
    await stable();
    expect(root.querySelector('va-file-input .va-file-choose')!.textContent).toContain(
      'Choisir des fichiers',
    );
    expect(await violations(root)).toEqual([]);
  });

  it('the fields: thumbnails, links, sanitised rich text, a date with its time, an empty image', async () => {
    const fields = TestBed.createComponent(FieldsHost);
    await fields.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
    await fields.whenStable();
    const element = fields.nativeElement as HTMLElement;
    expect(element.querySelector('va-rich-text-field h2')?.textContent).toBe('Title');
    expect(element.querySelector('va-rich-text-field img')).toBeNull();
    expect(element.querySelectorAll('va-file-field a').length).toBe(2);
    expect(element.querySelector('va-date-field time')?.textContent).toContain('8:30');
    expect(await violations(element)).toEqual([]);
  });
});
