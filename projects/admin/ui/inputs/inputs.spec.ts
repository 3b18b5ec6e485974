import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdminMessages } from '../../i18n/app-messages';
import { VaForm } from '../form/va-form';
import { VaBooleanInput } from './va-boolean-input';
import { VaDateInput } from './va-date-input';
import { VaNumberInput } from './va-number-input';
import { VaPasswordInput } from './va-password-input';
import { VaTextInput } from './va-text-input';
import { parseDate, toIsoDate } from '../common/dates';

const resources = [{ name: 'posts', label: 'title' }];

const post: AdminRecord = {
  id: 1,
  title: 'Hello',
  body: 'First line',
  views: '12',
  email: 'alice@example.com',
  published: true,
  publishedAt: '2024-03-05',
  createdAt: '2024-03-05T10:30:00.000Z',
  author: { name: 'Alice' },
};

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput, VaNumberInput, VaDateInput, VaBooleanInput, VaPasswordInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-text-input id="title" source="title" required maxLength="10" hint="Keep it short" />
      <va-text-input id="body" source="body" multiline [readonly]="readonly()" />
      <va-text-input id="email" source="email" type="email" />
      <va-text-input id="code" source="code" pattern="[A-Z]{3}" label="Code" />
      <va-text-input id="author" source="author.name" [disabled]="disabled()" />
      <va-number-input id="views" source="views" min="10" max="1000" />
      <va-date-input id="publishedAt" source="publishedAt" min="2020-01-01" />
      <va-date-input id="createdAt" source="createdAt" />
      <va-boolean-input id="published" source="published" />
      <va-boolean-input id="terms" source="terms" required />
      <va-password-input id="password" source="password" minLength="8" />
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord | null>(post);
  readonly readonly = signal(false);
  readonly disabled = signal(false);
  readonly form = viewChild.required(VaForm);
}

describe('inputs', () => {
  let fixture: ComponentFixture<Host>;
  let host: HTMLElement;

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources, canAccess: () => true }),
        provideAdminMessages('en', { resources: { posts: { fields: { body: 'Content' } } } }),
        provideAdminMessages('fr', { resources: { posts: { fields: { body: 'Contenu' } } } }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    fixture = TestBed.createComponent(Host);
    host = fixture.nativeElement;
    await fixture.whenStable();
  });

  const field = (id: string) => host.querySelector<HTMLElement>(`#${id}`)!;
  const control = (id: string) => field(id).querySelector<HTMLInputElement>('input, textarea')!;
  const label = (id: string) => field(id).querySelector('mat-label')?.textContent?.trim();
  const error = (id: string) =>
    field(id).querySelector('mat-error, .va-input-error')?.textContent?.trim() ?? '';
  async function type(id: string, text: string) {
    const element = control(id);
    element.value = text;
    element.dispatchEvent(new Event('input'));
    element.dispatchEvent(new Event('blur'));
    await fixture.whenStable();
  }

  it('shows record values and labels (explicit, resource message, humanised)', () => {
    expect(control('title').value).toBe('Hello');
    expect(label('title')).toContain('Title');
    expect(label('body')).toBe('Content');
    expect(label('code')).toBe('Code');
    expect(label('author')).toBe('Author name');
    expect(label('publishedAt')).toBe('Published at');
    expect(control('body').tagName).toBe('TEXTAREA');
    expect(control('author').value).toBe('Alice');
    expect(field('title').textContent).toContain('Keep it short');
  });

  it('puts typed values into the record, at nested paths too', async () => {
    await type('title', 'Bonjour');
    await type('author', 'Bob');
    await type('views', '42');
    const value = fixture.componentInstance.form().value();
    expect(value).toMatchObject({ id: 1, title: 'Bonjour', author: { name: 'Bob' }, views: 42 });
    expect(post['author']).toEqual({ name: 'Alice' });
    expect(fixture.componentInstance.form().dirty()).toBe(true);
  });

  it('validates required, maxLength, email and pattern, showing localised messages', async () => {
    await type('title', '');
    expect(error('title')).toBe('Required');
    await type('title', 'Much too long');
    expect(error('title')).toBe('Must be at most 10 characters');
    await type('title', 'Fine');
    expect(error('title')).toBe('');
    await type('email', 'not an email');
    expect(error('email')).toBe('Enter a valid email address');
    await type('code', 'abc');
    expect(error('code')).toBe('Invalid format');
    await type('code', 'ABC');
    expect(error('code')).toBe('');
    TestBed.inject(AdminI18n).setLocale('fr');
    await type('title', '');
    expect(error('title')).toBe('Obligatoire');
  });

  it('validates numbers against min and max', async () => {
    expect(control('views').value).toBe('12');
    await type('views', '5');
    expect(error('views')).toBe('Must be at least 10');
    await type('views', '5000');
    expect(error('views')).toBe('Must be at most 1000');
    await type('views', '');
    expect(fixture.componentInstance.form().value()['views']).toBeNull();
  });

  it('stores dates as ISO dates and keeps an unchanged date-time as it was', async () => {
    expect(control('publishedAt').value).toBe('3/5/2024');
    expect(fixture.componentInstance.form().value()['createdAt']).toBe(post['createdAt']);
    await type('publishedAt', '4/1/2024');
    expect(fixture.componentInstance.form().value()['publishedAt']).toBe('2024-04-01');
    await type('publishedAt', '6/30/2019');
    expect(error('publishedAt')).toMatch(/^Must be on or after /);
    await type('publishedAt', 'not a date');
    expect(error('publishedAt')).toBe('Enter a valid date');
  });

  it('parses and formats ISO dates on the local day', () => {
    expect(toIsoDate(parseDate('2024-02-29')!)).toBe('2024-02-29');
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('soon')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });

  it('toggles booleans; required booleans must be on', async () => {
    const toggle = field('published').querySelector<HTMLButtonElement>('button[role="switch"]')!;
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['published']).toBe(false);
    const form = fixture.componentInstance.form();
    form.form.markAllAsTouched();
    await fixture.whenStable();
    expect(error('terms')).toBe('Required');
    field('terms').querySelector<HTMLButtonElement>('button[role="switch"]')!.click();
    await fixture.whenStable();
    expect(error('terms')).toBe('');
    expect(form.value()['terms']).toBe(true);
  });

  it('shows or hides the password and checks its length', async () => {
    const input = control('password');
    expect(input.type).toBe('password');
    const toggle = field('password').querySelector<HTMLButtonElement>('.va-password-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Show the password');
    toggle.click();
    await fixture.whenStable();
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await type('password', 'short');
    expect(error('password')).toBe('Must be at least 8 characters');
  });

  it('supports disabled and read-only inputs, whose values are still saved', async () => {
    fixture.componentInstance.disabled.set(true);
    fixture.componentInstance.readonly.set(true);
    await fixture.whenStable();
    expect(control('author').disabled).toBe(true);
    expect(control('body').readOnly).toBe(true);
    expect(fixture.componentInstance.form().value()).toMatchObject({
      author: { name: 'Alice' },
      body: 'First line',
    });
  });

  it('resets every input when the item changes', async () => {
    await type('title', 'Typed');
    fixture.componentInstance.item.set({ id: 2, title: 'Other' });
    await fixture.whenStable();
    expect(control('title').value).toBe('Other');
    expect(control('body').value).toBe('');
    expect(fixture.componentInstance.form().dirty()).toBe(false);
  });
});
