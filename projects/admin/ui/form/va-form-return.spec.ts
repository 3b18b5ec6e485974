import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { adminRoutes } from '../../routing/admin-routes';
import { provideAdmin } from '../../setup/provide-admin';
import { VaTextInput } from '../inputs/va-text-input';
import { VaForm } from './va-form';

/** A comments create page as an app writes it: the resolver's `item` goes to the form. */
@Component({
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-form [resource]="resource()" [item]="item()">
    <va-text-input source="body" />
  </va-form>`,
})
class CommentsCreate {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

/** Waits (up to 10 s) until `done()` holds; `done` is called once per try. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (done()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out waiting for a condition');
}

describe('A create page opened from a parent (?prefill=, ?returnTo=)', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let router: Router;

  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources: [
            { name: 'posts', label: 'title' },
            { name: 'comments', label: 'body' },
          ],
          pages: {
            PostsList: () => Promise.resolve(Page),
            PostsShow: () => Promise.resolve(Page),
            CommentsList: () => Promise.resolve(Page),
            CommentsShow: () => Promise.resolve(Page),
            CommentsCreate: () => Promise.resolve(CommentsCreate),
          },
          auth: { login: () => ADMIN, logout: () => undefined, me: () => ADMIN },
        }),
        provideRouter(adminRoutes(), withComponentInputBinding()),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    router = TestBed.inject(Router);
  });

  afterEach(() => http.verify());

  async function open(url: string): Promise<HTMLElement> {
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl(url);
    await harness.fixture.whenStable();
    return harness.routeNativeElement!;
  }
  const input = (el: HTMLElement, name: string) =>
    el.querySelector<HTMLInputElement>(`va-text-input[source="${name}"] input`)!;

  /** The post's page opens: its record is fetched (answered here), then the URL is its own. */
  async function showPost(): Promise<void> {
    let found: TestRequest[] = [];
    await until(() => (found = http.match('/api/posts/12')).length > 0).catch((e: Error) => {
      throw new Error(`${e.message}: the URL is ${router.url}`);
    });
    found[0].flush({ id: 12, title: 'Hello' });
    await until(() => router.url === '/posts/12').catch((e: Error) => {
      throw new Error(`${e.message}: the URL is ${router.url}`);
    });
  }

  async function saveAndAnswer(el: HTMLElement): Promise<AdminRecord> {
    input(el, 'body').value = 'Nice post';
    input(el, 'body').dispatchEvent(new Event('input'));
    el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    const req = http.expectOne({ method: 'POST', url: '/api/comments' });
    req.flush({ id: 99, ...(req.request.body as AdminRecord) });
    return req.request.body as AdminRecord;
  }

  it('starts with the prefilled values and goes back to the parent after the save', async () => {
    const el = await open(
      '/comments/create?prefill=%7B%22postId%22%3A12%7D&returnTo=%2Fposts%2F12',
    );
    const sent = await saveAndAnswer(el);
    expect(sent).toEqual({ body: 'Nice post', postId: 12 });
    await showPost();
  });

  it('never leaves the app: another host as returnTo is ignored (the list as usual)', async () => {
    const el = await open(
      '/comments/create?prefill=%7B%22postId%22%3A12%7D&returnTo=%2F%2Fevil.example%2Fx',
    );
    await saveAndAnswer(el);
    await until(() => router.url === '/comments');
  });

  it('drops an id or a malformed prefill', async () => {
    const el = await open('/comments/create?prefill=%7B%22id%22%3A5%2C%22postId%22%3A3%7D');
    const sent = await saveAndAnswer(el);
    expect(sent).toEqual({ body: 'Nice post', postId: 3 });
  });

  it('goes back to returnTo on cancel', async () => {
    const el = await open('/comments/create?prefill=not-json&returnTo=%2Fposts%2F12');
    el.querySelector<HTMLButtonElement>('button.va-cancel')!.click();
    await showPost();
  });
});
