import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import axe from 'axe-core';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { provideAdmin } from '../../setup/provide-admin';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { AdminI18n } from '../../i18n/i18n';
import { VaReferenceArrayField, VaReferenceField } from '../fields/reference-field';
import { VaTextField } from '../fields/text-field';
import { VaShow } from './va-show';

/** axe walks the whole page: seconds on a loaded 2-core machine, beyond jest's 5 s default. */
const AXE_TIMEOUT = 20_000;

const resources = normalizeResources([
  {
    name: 'posts',
    label: 'title',
    translatable: true,
    permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'users', label: 'name', permissions: ['admin'] },
  { name: 'tags', label: 'name' },
]);
const [posts] = resources;

const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };
const POST: AdminRecord = { id: 1, title: 'Hello', userId: 2, tagIds: [1, 3] };

@Component({
  imports: [VaShow, VaTextField, VaReferenceField, VaReferenceArrayField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()" [id]="id()">
      <va-text-field source="title" />
      <va-reference-field source="userId" reference="users" />
      <va-reference-array-field source="tagIds" reference="tags" />
    </va-show>
  `,
})
class ShowPage {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly id = input<string>();
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('VaShow', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  async function setup(url: string, user: AdminUser = ADMIN, data: Record<string, unknown> = {}) {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideRouter(
          [
            { path: 'posts', component: Page },
            { path: 'posts/:id', component: ShowPage, data: { resource: posts, ...data } },
            { path: 'posts/:id/edit', component: Page },
            { path: 'users/:id', component: Page },
            { path: 'tags/:id', component: Page },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    return harness.routeNativeElement!;
  }

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };
  const text = (element: Element | null | undefined) =>
    element?.textContent?.replace(/\s+/g, ' ').trim();

  async function flushReferences() {
    http
      .expectOne((req) => req.url === '/api/users' && req.params.getAll('id')?.join() === '2')
      .flush([{ id: 2, name: 'Bob' }]);
    http
      .expectOne((req) => req.url === '/api/tags' && req.params.getAll('id')?.join() === '1,3')
      .flush([
        { id: 1, name: 'news' },
        { id: 3, name: 'tech' },
      ]);
    await settle();
  }

  it('shows the given record through its fields, with gated actions', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST });
    await flushReferences();
    expect(text(root.querySelector('h1'))).toBe('Post Hello');
    const fields = [...root.querySelectorAll('.va-field')].map((f) => ({
      label: text(f.querySelector('.va-field-label')),
      value: text(f.querySelector('.va-field-value')),
    }));
    expect(fields).toEqual([
      { label: 'Title', value: 'Hello' },
      { label: 'User', value: 'Bob' },
      { label: 'Tags', value: 'newstech' },
    ]);
    const chips = [...root.querySelectorAll('va-reference-array-field li')].map((li) => text(li));
    expect(chips).toEqual(['news', 'tech']);
    expect(root.querySelector('va-reference-field a')?.getAttribute('href')).toBe('/users/2');
    const tags = [...root.querySelectorAll('va-reference-array-field a')];
    expect(tags.map((a) => a.getAttribute('href'))).toEqual(['/tags/1', '/tags/3']);
    expect(root.querySelector('.va-back')?.getAttribute('href')).toBe('/posts');
    expect(root.querySelector('.va-edit')?.getAttribute('href')).toBe('/posts/1/edit');
    expect(root.querySelector('.va-delete')).not.toBeNull();
  });

  it('hides what the viewer may not do, and links only to pages they may open', async () => {
    const root = await setup('/posts/1', VIEWER, { item: POST });
    await flushReferences();
    expect(root.querySelector('.va-back')).not.toBeNull();
    expect(root.querySelector('.va-edit')).toBeNull();
    expect(root.querySelector('.va-delete')).toBeNull();
    expect(root.querySelector('va-reference-field a')).toBeNull();
    expect(text(root.querySelector('va-reference-field .va-field-value'))).toBe('Bob');
    expect(root.querySelectorAll('va-reference-array-field a').length).toBe(2);
  });

  it('fetches the record by id when no item is given, and retries after an error', async () => {
    const root = await setup('/posts/1');
    expect(root.querySelector('mat-progress-bar')).not.toBeNull();
    http
      .expectOne({ method: 'GET', url: '/api/posts/1' })
      .flush({ message: 'nope' }, { status: 404, statusText: 'Not Found' });
    await settle();
    const alert = root.querySelector('.va-show-error')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(text(alert)).toContain('This record does not exist.');
    expect(root.querySelector('.va-edit')).toBeNull();
    alert.querySelector('button')!.click();
    await settle();
    http.expectOne({ method: 'GET', url: '/api/posts/1' }).flush(POST);
    await settle();
    await flushReferences();
    expect(root.querySelector('.va-show-error')).toBeNull();
    expect(text(root.querySelector('va-text-field .va-field-value'))).toBe('Hello');
  });

  it(
    'passes an axe accessibility check',
    async () => {
      const root = await setup('/posts/1', ADMIN, { item: POST });
      await flushReferences();
      const result = await axe.run(root, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
      ).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('names a referenced record that does not exist, without a link', async () => {
    const root = await setup('/posts/1', ADMIN, { item: { ...POST, userId: 9, tagIds: [] } });
    const field = root.querySelector('va-reference-field .va-field-value')!;
    expect(field.getAttribute('aria-busy')).toBe('true');
    expect(text(field)).toBe('Loading…');
    http.expectOne((req) => req.url === '/api/users' && req.params.get('id') === '9').flush([]);
    await settle();
    expect(text(field)).toBe('Missing record #9');
    expect(field.querySelector('a')).toBeNull();
  });

  it('tells a failed reference look-up from a missing record, and retries it', async () => {
    const root = await setup('/posts/1', ADMIN, { item: { ...POST, userId: 9, tagIds: [1, 3] } });
    http
      .expectOne((req) => req.url === '/api/users' && req.params.get('id') === '9')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    http
      .expectOne((req) => req.url === '/api/tags')
      .flush({ message: 'Forbidden' }, { status: 403, statusText: 'Forbidden' });
    await settle();
    const user = root.querySelector('va-reference-field .va-field-value')!;
    expect(user.getAttribute('aria-busy')).toBe('false');
    expect(text(user)).toBe('Could not load user #9');
    expect(user.querySelector('.va-field-error')).not.toBeNull();
    expect(user.querySelector('a')).toBeNull();
    const chips = [...root.querySelectorAll('va-reference-array-field li')].map((li) => text(li));
    expect(chips).toEqual(['Could not load tag #1', 'Could not load tag #3']);
    const tagsRetry = root.querySelector<HTMLButtonElement>(
      'va-reference-array-field .va-reference-retry',
    )!;
    expect(tagsRetry.getAttribute('aria-label')).toBe('Retry loading tags');
    const result = await axe.run(root, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);

    const retry = user.querySelector<HTMLButtonElement>('button.va-reference-retry')!;
    expect(retry.getAttribute('aria-label')).toBe('Retry loading users');
    retry.click();
    await settle();
    expect(text(user)).toBe('Loading…');
    http
      .expectOne((req) => req.url === '/api/users' && req.params.get('id') === '9')
      .flush([{ id: 9, name: 'Zoe' }]);
    await settle();
    expect(text(user)).toBe('Zoe');
    expect(user.querySelector('.va-reference-retry')).toBeNull();
    expect(user.querySelector('a')?.getAttribute('href')).toBe('/users/9');
    // the other field failed on its own: still in error, until retried
    expect(root.querySelector('va-reference-array-field .va-reference-retry')).not.toBeNull();
    tagsRetry.click();
    await settle();
    http.expectOne((req) => req.url === '/api/tags').flush([{ id: 1, name: 'news' }]);
    await settle();
    const after = [...root.querySelectorAll('va-reference-array-field li')].map((li) => text(li));
    expect(after).toEqual(['news', 'Missing record #3']);
    expect(root.querySelector('va-reference-array-field .va-reference-retry')).toBeNull();
  });

  it('treats a 404 look-up as missing records, and localises the failure text', async () => {
    const root = await setup('/posts/1', ADMIN, { item: { ...POST, userId: 9, tagIds: [4] } });
    http
      .expectOne((req) => req.url === '/api/users')
      .flush({ message: 'Not here' }, { status: 404, statusText: 'Not Found' });
    http
      .expectOne((req) => req.url === '/api/tags')
      .error(new ProgressEvent('error'), { status: 0, statusText: 'Unknown Error' });
    await settle();
    const user = root.querySelector('va-reference-field .va-field-value')!;
    expect(text(user)).toBe('Missing record #9');
    expect(user.querySelector('.va-field-error, .va-reference-retry')).toBeNull();
    const tags = root.querySelector('va-reference-array-field .va-field-value')!;
    expect(text(tags)).toBe('Could not load tag #4');
    TestBed.inject(AdminI18n).setLocale('fr');
    await settle();
    expect(text(tags)).toBe('Échec du chargement : tag n°4');
    expect(tags.querySelector('.va-reference-retry')?.getAttribute('aria-label')).toBe(
      'Recharger : tags',
    );
  });

  it('takes its title from the title input', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST, title: 'Custom' });
    await flushReferences();
    expect(text(root.querySelector('h1'))).toBe('Custom');
  });

  it('reloads a translatable record in another content locale', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST });
    await flushReferences();
    const toggles = [...root.querySelectorAll<HTMLButtonElement>('mat-button-toggle button')];
    expect(toggles.map((t) => text(t))).toEqual(['EN', 'FR']);
    toggles[1].click();
    await settle();
    const request = http.expectOne({ method: 'GET', url: '/api/posts/1' });
    expect(request.request.headers.get('Accept-Language')).toBe('fr');
    request.flush({ ...POST, title: 'Bonjour' });
    await settle();
    expect(text(root.querySelector('va-text-field .va-field-value'))).toBe('Bonjour');
    expect(text(root.querySelector('h1'))).toBe('Post Bonjour');
  });

  it('deletes after confirmation, then goes back to the list', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST });
    await flushReferences();
    root.querySelector<HTMLButtonElement>('.va-delete')!.click();
    await settle();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    expect(text(overlay.querySelector('.va-confirm-message'))).toBe(
      'Delete post “Hello”? This cannot be undone.',
    );
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/posts/1' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    expect(TestBed.inject(Router).url).toBe('/posts');
    expect(text(overlay.querySelector('.va-notification-success'))).toContain(
      'Post “Hello” deleted',
    );
  });

  it('notifies a failed deletion and stays on the record', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST });
    await flushReferences();
    root.querySelector<HTMLButtonElement>('.va-delete')!.click();
    await settle();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/posts/1' })
      .flush({ message: 'Post is locked' }, { status: 409, statusText: 'Conflict' });
    await settle();
    expect(TestBed.inject(Router).url).toBe('/posts/1');
    const error = overlay.querySelector('.va-notification-error');
    expect(text(error)).toContain('Error: Post is locked');
    expect(overlay.querySelector('.va-notification-success')).toBeNull();
    expect(text(root.querySelector('va-text-field .va-field-value'))).toBe('Hello');
    expect(root.querySelector('.va-delete')).not.toBeNull();
  });

  it('stays when the deletion is cancelled', async () => {
    const root = await setup('/posts/1', ADMIN, { item: POST });
    await flushReferences();
    root.querySelector<HTMLButtonElement>('.va-delete')!.click();
    await settle();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!.click();
    await settle();
    expect(TestBed.inject(Router).url).toBe('/posts/1');
  });
});
