import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { provideAdmin } from '../../setup/provide-admin';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdminMessages } from '../../i18n/app-messages';
import { VA_RECORD_CONTEXT } from '../common/record-context';
import { VaBooleanField } from './boolean-field';
import { VaChipField } from './chip-field';
import { VaDateField } from './date-field';
import { VaEmailField } from './email-field';
import { VaNumberField } from './number-field';
import { VaTextField } from './text-field';
import { VaUrlField } from './url-field';
import { parseDate } from '../common/dates';

const [posts] = normalizeResources([{ name: 'posts', label: 'title' }]);

const post: AdminRecord = {
  id: 7,
  title: 'Hello',
  body: 'line 1\nline 2',
  views: 12345.5,
  published: true,
  archived: false,
  publishedAt: '2024-03-05',
  createdAt: '2024-03-05T14:30:00Z',
  email: 'alice@example.com',
  website: 'https://example.com/a',
  unsafe: 'javascript:alert(1)',
  roles: ['admin', 'editor'],
  status: 'draft',
  author: { name: 'Alice' },
  empty: '',
};

/** Fields reading their record from the enclosing context, as inside VaShow. */
@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    VaTextField,
    VaNumberField,
    VaDateField,
    VaBooleanField,
    VaEmailField,
    VaUrlField,
    VaChipField,
  ],
  providers: [
    {
      provide: VA_RECORD_CONTEXT,
      useFactory: (host: ContextHost) => ({ record: host.record, resource: host.resource }),
      deps: [ContextHost],
    },
  ],
  template: `
    <va-text-field id="title" source="title" />
    <va-text-field id="body" source="body" multiline />
    <va-text-field id="nested" source="author.name" label="Writer" />
    <va-text-field id="empty" source="empty" emptyText="n/a" />
    <va-number-field id="views" source="views" />
    <va-number-field id="price" source="views" [options]="{ style: 'currency', currency: 'EUR' }" />
    <va-date-field id="day" source="publishedAt" />
    <va-date-field id="time" source="createdAt" showTime />
    <va-boolean-field id="yes" source="published" />
    <va-boolean-field id="no" source="archived" />
    <va-email-field id="email" source="email" />
    <va-url-field id="url" source="website" />
    <va-url-field id="unsafe" source="unsafe" />
    <va-chip-field id="roles" source="roles" />
    <va-chip-field id="status" source="status" [choices]="[{ value: 'draft', label: 'Draft' }]" />
  `,
})
class ContextHost {
  readonly record = signal<AdminRecord | null>(post);
  readonly resource = signal<Resource | null>(posts);
}

/** A field given its record explicitly, unlabelled as in a table cell. */
@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaTextField],
  template: `<va-text-field source="title" [record]="record()" [labelled]="false" />`,
})
class RecordHost {
  readonly record = signal<AdminRecord | null>({ title: 'First' });
}

describe('show fields', () => {
  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [] }),
        provideAdminMessages('en', { resources: { posts: { fields: { views: 'Readers' } } } }),
        provideAdminMessages('fr', { resources: { posts: { fields: { views: 'Lecteurs' } } } }),
      ],
    });
  });

  async function render() {
    const fixture = TestBed.createComponent(ContextHost);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const field = (id: string) => {
      const host = element.querySelector<HTMLElement>(`#${id}`)!;
      return {
        host,
        label: host.querySelector('.va-field-label')?.textContent?.trim(),
        value: host.querySelector('.va-field-value')!.textContent!.trim(),
        valueElement: host.querySelector<HTMLElement>('.va-field-value')!,
      };
    };
    return { fixture, field };
  }

  it('labels each field from messages, the label input or the humanised source', async () => {
    const { field } = await render();
    expect(field('title').label).toBe('Title');
    expect(field('views').label).toBe('Readers');
    expect(field('nested').label).toBe('Writer');
    expect(field('day').label).toBe('Published at');
    const title = field('title').host;
    expect(title.getAttribute('role')).toBe('group');
    const labelId = title.getAttribute('aria-labelledby')!;
    expect(title.querySelector(`#${labelId}`)?.textContent?.trim()).toBe('Title');
  });

  it('shows text, nested paths, line breaks and the empty text', async () => {
    const { field } = await render();
    expect(field('title').value).toBe('Hello');
    expect(field('nested').value).toBe('Alice');
    expect(field('body').valueElement.classList).toContain('va-multiline');
    expect(field('empty').value).toBe('n/a');
  });

  it('formats numbers and dates for the UI locale, following a locale switch', async () => {
    const { fixture, field } = await render();
    expect(field('views').value).toBe('12,345.5');
    expect(field('price').value).toBe('€12,345.50');
    expect(field('day').value).toBe('Mar 5, 2024');
    expect(field('day').host.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(2024, 2, 5).toISOString(),
    );
    expect(field('time').value).toMatch(/^Mar 5, 2024, \d{1,2}:30\s?[AP]M$/);
    TestBed.inject(AdminI18n).setLocale('fr');
    await fixture.whenStable();
    expect(field('views').value.replace(/\s/g, ' ')).toBe('12 345,5');
    expect(field('views').label).toBe('Lecteurs');
    expect(field('day').value).toBe('5 mars 2024');
    expect(field('yes').host.querySelector('va-icon svg')?.getAttribute('aria-label')).toBe('Oui');
  });

  it('shows booleans as icons with an accessible yes or no', async () => {
    const { field } = await render();
    expect(field('yes').host.querySelector('va-icon svg')?.getAttribute('aria-label')).toBe('Yes');
    expect(field('no').host.querySelector('va-icon svg')?.getAttribute('aria-label')).toBe('No');
  });

  it('links emails and http(s) urls only', async () => {
    const { field } = await render();
    const mail = field('email').host.querySelector('a')!;
    expect(mail.getAttribute('href')).toBe('mailto:alice@example.com');
    const url = field('url').host.querySelector('a')!;
    expect(url.getAttribute('href')).toBe('https://example.com/a');
    expect(url.getAttribute('rel')).toBe('noopener noreferrer');
    expect(field('unsafe').host.querySelector('a')).toBeNull();
    expect(field('unsafe').value).toBe('javascript:alert(1)');
  });

  it('shows chips for each value, through choices when given', async () => {
    const { field } = await render();
    const chips = (id: string) =>
      [...field(id).host.querySelectorAll('mat-chip')].map((c) => c.textContent!.trim());
    expect(chips('roles')).toEqual(['admin', 'editor']);
    expect(chips('status')).toEqual(['Draft']);
  });

  it('follows the record of the context', async () => {
    const { fixture, field } = await render();
    fixture.componentInstance.record.set({ ...post, title: 'Changed', published: false });
    await fixture.whenStable();
    expect(field('title').value).toBe('Changed');
    expect(field('yes').host.querySelector('va-icon svg')?.getAttribute('aria-label')).toBe('No');
    fixture.componentInstance.record.set(null);
    await fixture.whenStable();
    expect(field('title').value).toBe('');
  });

  it('takes a record input and hides its label in cells', async () => {
    const fixture = TestBed.createComponent(RecordHost);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('.va-field-label')).toBeNull();
    expect(element.querySelector('va-text-field')?.getAttribute('role')).toBeNull();
    expect(element.textContent?.trim()).toBe('First');
    fixture.componentInstance.record.set({ title: 'Second' });
    await fixture.whenStable();
    expect(element.textContent?.trim()).toBe('Second');
  });

  it('reads dates from strings, timestamps and Date objects, rejecting invalid ones', () => {
    expect(parseDate('2024-03-05')?.getDate()).toBe(5);
    expect(parseDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});
