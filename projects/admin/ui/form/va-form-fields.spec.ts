// Field permissions in forms (FormController.fieldState, through AdminAuth.fieldAccess()): a field
// the user may not write shows its value in a disabled input labelled read-only, is left out of the
// form's validation and of what a save sends; a field hidden from the user is not on the page.
import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { ADMIN_CONFIG } from '../../config/config';
import type { AdminUser } from '../../config/types';
import type { AdminRecord, Resource } from 'admin/core';
import { ɵadminRouteData } from '../../routing/route-meta';
import { provideAdmin } from '../../setup/provide-admin';
import { VaNumberInput } from '../inputs/va-number-input';
import { VaTextInput } from '../inputs/va-text-input';
import { VaForm } from './va-form';

const RECORD: AdminRecord = { id: 1, title: 'Hello', views: 1234, secret: 'x' };

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput, VaNumberInput],
  template: `
    <va-form [resource]="resource" [item]="item()">
      <va-text-input source="title" required />
      <!-- Required, yet a user who may not write it can save without it. -->
      <va-number-input source="views" required [min]="5000" />
      <va-text-input source="secret" />
    </va-form>
  `,
})
class PostsPage {
  readonly resource: Resource = inject(ADMIN_CONFIG).resources[0]!;
  readonly item = input<AdminRecord>();
}

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: 'blank' })
class Blank {}

const routes: Routes = [
  { path: 'posts', component: Blank },
  { path: 'posts/:id', component: Blank },
  {
    path: 'posts/:id/edit',
    component: PostsPage,
    data: ɵadminRouteData('posts', 'edit'),
    resolve: { item: () => RECORD },
  },
  { path: 'posts/create', component: PostsPage, data: ɵadminRouteData('posts', 'create') },
];

describe('VaForm and field permissions', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;

  async function open(url: string, user: AdminUser) {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [
            {
              name: 'posts',
              label: 'title',
              mutationMode: 'pessimistic',
              permissions: [
                'admin',
                {
                  role: 'editor',
                  actions: ['list', 'show', 'create', 'edit'],
                  fields: { readOnly: ['views'], hidden: ['secret'] },
                },
              ],
            },
          ],
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl(url);
    await harness.fixture.whenStable();
  }
  afterEach(() => http.verify());

  const page = () => harness.routeNativeElement!;
  const input = (source: string) => page().querySelector<HTMLElement>(`[data-source="${source}"]`)!;
  const control = (source: string) => input(source).querySelector('input')!;
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  async function save() {
    page().querySelector<HTMLButtonElement>('button.va-save')!.click();
    await harness.fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
  }

  it('shows a read-only field disabled and labelled so, ignores its validators and never sends it; leaves a hidden field off the page', async () => {
    await open('/posts/1/edit', { id: 2, name: 'Eddie', roles: ['editor'] });
    expect(control('views').disabled).toBe(true);
    expect(control('views').value).toBe('1234');
    expect(text(input('views').querySelector('mat-label'))).toBe('Views (read-only)');
    expect(control('title').disabled).toBe(false);
    expect(input('secret').style.display).toBe('none');
    expect(input('title').style.display).toBe('');
    await save();
    // views (1234) is under its min (5000): ignored, the form is valid and sends no views.
    const request = http.expectOne('/api/posts/1');
    expect(request.request.body).not.toHaveProperty('views');
    expect(request.request.body).not.toHaveProperty('secret');
    expect(request.request.body).toMatchObject({ title: 'Hello' });
    request.flush({ id: 1, title: 'Hello' });
    await harness.fixture.whenStable();
  });

  it('lets a user who may write every field edit and validate them', async () => {
    await open('/posts/1/edit', { id: 1, name: 'Alice', roles: ['admin'] });
    expect(control('views').disabled).toBe(false);
    expect(text(input('views').querySelector('mat-label'))).toBe('Views');
    expect(input('secret').style.display).toBe('');
    await save();
    // Now views' min applies: nothing is sent.
    http.expectNone('/api/posts/1');
    expect(text(input('views').querySelector('mat-error'))).toBeTruthy();
  });
});
