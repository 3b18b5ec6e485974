import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { RouterOutlet, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../../auth/auth-provider';
import type { ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { adminRoutes } from '../../routing/admin-routes';
import { provideAdmin } from '../../setup/provide-admin';
import { VaBreadcrumb } from './va-breadcrumb';

const RESOURCES: ResourceDescriptor[] = [
  { name: 'posts', label: 'title' },
  { name: 'comments', label: 'body', parent: 'posts' },
  { name: 'likes', parent: 'comments', actions: ['list', 'show'] },
];

@Component({ template: '<p>page</p>', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet, VaBreadcrumb],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-breadcrumb /><router-outlet />`,
})
class Layout {}

const user: AdminUser = { id: 1, roles: ['admin'] };
const auth: AuthProvider = { login: () => user, logout: () => undefined, me: () => user };

describe('VaBreadcrumb', () => {
  async function setup() {
    const page = () => Promise.resolve(Page);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(
          [{ path: '', component: Layout, children: adminRoutes() }],
          withComponentInputBinding(),
        ),
        provideAdmin({
          resources: RESOURCES,
          auth,
          pages: {
            PostsList: page,
            PostsShow: page,
            PostsCreate: page,
            PostsEdit: page,
            CommentsList: page,
            CommentsShow: page,
            CommentsCreate: page,
            CommentsEdit: page,
            LikesList: page,
            LikesShow: page,
          },
        }),
      ],
    });
    return {
      harness: await RouterTestingHarness.create(),
      http: TestBed.inject(HttpTestingController),
    };
  }

  const macrotask = () => new Promise((resolve) => setTimeout(resolve));

  async function visit(
    harness: RouterTestingHarness,
    http: HttpTestingController,
    url: string,
    answers: Record<string, object>,
  ) {
    const done = harness.navigateByUrl(url);
    for (let i = 0; i < 20 && Object.keys(answers).length; i++) {
      await macrotask();
      for (const req of http.match((r) => r.url in answers)) {
        req.flush(answers[req.request.url]);
        delete answers[req.request.url];
      }
    }
    await done;
    await harness.fixture.whenStable();
  }

  function crumbs(harness: RouterTestingHarness): string[] {
    const root = harness.fixture.nativeElement as HTMLElement;
    return [...root.querySelectorAll('.va-breadcrumb li')].map((li) => {
      const a = li.querySelector('a');
      return a ? `${li.textContent!.trim()} → ${a.getAttribute('href')}` : li.textContent!.trim();
    });
  }

  it('names every parent with links, on nested pages only', async () => {
    const { harness, http } = await setup();
    await visit(harness, http, '/posts/12/comments/3/edit', {
      '/api/posts/12': { id: 12, title: 'Hello' },
      '/api/posts/12/comments/3': { id: 3, body: 'Nice' },
    });
    expect(crumbs(harness)).toEqual([
      'Posts → /posts',
      'Hello → /posts/12',
      'Comments → /posts/12/comments',
      'Edit comment Nice',
    ]);
    expect(
      (harness.fixture.nativeElement as HTMLElement).querySelector('[aria-current="page"]')
        ?.textContent,
    ).toBe('Edit comment Nice');

    await visit(harness, http, '/posts/12/comments/3/likes', {
      '/api/posts/12': { id: 12, title: 'Hello' },
      '/api/posts/12/comments/3': { id: 3, body: 'Nice' },
    });
    expect(crumbs(harness)).toEqual([
      'Posts → /posts',
      'Hello → /posts/12',
      'Comments → /posts/12/comments',
      'Nice → /posts/12/comments/3',
      'Likes',
    ]);

    await visit(harness, http, '/posts', {});
    http.match(() => true).forEach((r) => r.flush([], { headers: { 'X-Total-Count': '0' } }));
    expect(crumbs(harness)).toEqual([]);
    http.verify();
  });
});
