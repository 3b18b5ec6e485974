// Nested resources through the router: every nested route (docs/contract.md §4.1 with the parent's
// segment in front), the parent's id and record as page inputs, titles, a missing parent, and the
// guard on parent and child (no code and no data of a page the user may not see).
import { HttpTestingController } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { By, Title } from '@angular/platform-browser';
import { RouterOutlet, provideRouter, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import type { AdminRecord, Resource, ResourceDescriptor } from 'admin/core';
import type { AdminPages, AdminUser } from '../config/types';
import { provideAdminMessages } from '../i18n/app-messages';
import { AdminI18n } from '../i18n/i18n';
import { provideAdmin } from '../setup/provide-admin';
import { listPage } from '../controllers/list/list-page';
import { createAdminRoutes } from './admin-route-table';
import { adminRoutes } from './admin-routes';
import { VaForbiddenPage } from 'admin/status';
import { injectAdminPage } from './page-context';
import { VaRecordNotFoundPage } from 'admin/status';
import { SpecPageInputs, expectGet as expectGetOf, lazyPages, startRoutes } from './routes.testing';

const RESOURCES: ResourceDescriptor[] = [
  { name: 'posts', label: 'title', permissions: ['admin', 'editor'] },
  { name: 'comments', label: 'body', parent: 'posts' },
  { name: 'likes', parent: { name: 'comments', param: 'comment' }, except: ['edit'] },
  { name: 'secrets', label: 'name', permissions: ['admin'] },
  { name: 'notes', parent: 'secrets', permissions: ['admin', 'editor'] },
  { name: 'drafts', parent: 'posts', permissions: ['admin'] },
  {
    name: 'reviews',
    parent: 'posts',
    permissions: ['admin', { role: 'editor', actions: ['list', 'show'] }],
  },
];

const USERS: Record<string, AdminUser> = {
  admin: { id: 1, roles: ['admin'] },
  editor: { id: 2, roles: ['editor'] },
  guest: { id: 3, roles: ['guest'] },
};

interface Received {
  readonly name: string;
  readonly resource: Resource;
  readonly title: string;
  readonly id?: string;
  readonly item?: AdminRecord;
  readonly parentId?: string;
  readonly parent?: AdminRecord;
  readonly postId?: string;
  readonly context: { parentId?: string; parent?: AdminRecord; id?: string };
}

function testPage(name: string): Type<unknown> {
  @Component({
    selector: 'app-test-page',
    changeDetection: ChangeDetectionStrategy.OnPush,
    template: `<h1>{{ title() }}</h1>`,
  })
  class TestPage extends SpecPageInputs {
    readonly pageName = name;
    readonly parentId = input<string>();
    readonly parent = input<AdminRecord>();
    readonly postId = input<string>();
    readonly page = injectAdminPage();
  }
  return TestPage;
}

const PAGES = [
  'PostsList',
  'PostsShow',
  'CommentsList',
  'CommentsCreate',
  'CommentsShow',
  'CommentsEdit',
  'LikesList',
  'LikesShow',
  'NotesList',
  'DraftsList',
  'ReviewsList',
  'ReviewsShow',
  'ReviewsCreate',
  'ReviewsEdit',
];

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<router-outlet />`,
})
class Layout {}

const auth = (user: string): AuthProvider => ({
  login: () => USERS[user],
  logout: () => undefined,
  me: () => USERS[user],
});

describe('nested resources through the router', () => {
  let http: HttpTestingController;
  let loads: string[];

  async function setup(user = 'admin', pages: AdminPages = {}): Promise<RouterTestingHarness> {
    loads = [];
    const started = await startRoutes(
      [{ path: '', component: Layout, children: adminRoutes() }],
      {
        resources: RESOURCES,
        pages: { ...lazyPages(PAGES, testPage, loads), ...pages },
        title: 'Admin',
        auth: auth(user),
      },
      [provideAdminMessages('fr', { resources: { posts: { name: { singular: 'Article' } } } })],
    );
    http = started.http;
    return started.harness;
  }

  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    // The pages left out of PAGES are reported missing; not the subject here.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    http.verify();
    warn.mockRestore();
  });

  const expectGet = (url: string) => expectGetOf(http, url);

  /** Navigates to `url`, answering each `[api, body]` in turn (a status number answers an error). */
  async function visit(
    harness: RouterTestingHarness,
    url: string,
    answers: [string, AdminRecord | number][],
  ): Promise<void> {
    const done = harness.navigateByUrl(url);
    for (const [api, body] of answers) {
      const req = await expectGet(api);
      if (typeof body === 'number')
        req.flush({ message: 'nope' }, { status: body, statusText: 'E' });
      else req.flush(body);
    }
    await done;
    await harness.fixture.whenStable();
  }

  function received(harness: RouterTestingHarness): Received | null {
    const element = harness.fixture.debugElement.query(By.css('app-test-page'));
    if (!element) return null;
    const p = element.componentInstance as {
      pageName: string;
      resource(): Resource;
      title(): string;
      id(): string | undefined;
      item(): AdminRecord | undefined;
      parentId(): string | undefined;
      parent(): AdminRecord | undefined;
      postId(): string | undefined;
      page: ReturnType<typeof injectAdminPage>;
    };
    return {
      name: p.pageName,
      resource: p.resource(),
      title: p.title(),
      id: p.id(),
      item: p.item(),
      parentId: p.parentId(),
      parent: p.parent(),
      postId: p.postId(),
      context: { parentId: p.page.parentId(), parent: p.page.parent(), id: p.page.id() },
    };
  }

  const POST = { id: 12, title: 'Hello' };
  const COMMENT = { id: 3, body: 'Nice', postId: 12 };

  it('builds the nested routes, create before :id, and none for a removed action', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideAdmin({
          resources: RESOURCES,
          pages: Object.fromEntries(PAGES.map((n) => [n, () => Promise.resolve(testPage(n))])),
        }),
      ],
    });
    http = TestBed.inject(HttpTestingController, null) ?? ({ verify: () => undefined } as never);
    const paths = (TestBed.runInInjectionContext(createAdminRoutes) as Routes).map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'posts/:postId/comments',
        'posts/:postId/comments/create',
        'posts/:postId/comments/:id',
        'posts/:postId/comments/:id/edit',
        'posts/:postId/comments/:comment/likes',
        'posts/:postId/comments/:comment/likes/:id',
      ]),
    );
    expect(paths).not.toContain('posts/:postId/comments/:comment/likes/:id/edit');
    expect(paths).not.toContain('comments');
    expect(paths.indexOf('posts/:postId/comments/create')).toBeLessThan(
      paths.indexOf('posts/:postId/comments/:id'),
    );
  });

  it('list: the parent id and record as inputs, the title naming the parent', async () => {
    const harness = await setup();
    await visit(harness, '/posts/12/comments', [['/api/posts/12', POST]]);
    expect(received(harness)).toMatchObject({
      name: 'CommentsList',
      title: 'Comments of post Hello',
      parentId: '12',
      parent: POST,
      postId: '12',
      id: undefined,
      context: { parentId: '12', parent: POST },
    });
    expect(TestBed.inject(Title).getTitle()).toBe('Comments of post Hello · Admin');
    TestBed.inject(AdminI18n).setLocale('fr');
    await TestBed.inject(AdminI18n).ready();
    expect(
      TestBed.inject(AdminI18n).t('admin.titles.nestedList', {
        plural: 'Commentaires',
        parentSingular: 'Article',
        parentLabel: 'Hello',
      }),
    ).toBe('Commentaires · Article Hello');
  });

  it('show, edit and create: the record from the nested path, beside the parent', async () => {
    const harness = await setup();
    await visit(harness, '/posts/12/comments/3', [
      ['/api/posts/12', POST],
      ['/api/posts/12/comments/3', COMMENT],
    ]);
    expect(received(harness)).toMatchObject({
      name: 'CommentsShow',
      id: '3',
      item: COMMENT,
      parentId: '12',
      parent: POST,
      title: 'Comment Nice',
      context: { id: '3', parentId: '12' },
    });
    await visit(harness, '/posts/12/comments/3/edit', [
      ['/api/posts/12', POST],
      ['/api/posts/12/comments/3', COMMENT],
    ]);
    expect(received(harness)).toMatchObject({ name: 'CommentsEdit', title: 'Edit comment Nice' });
    await visit(harness, '/posts/12/comments/create', [['/api/posts/12', POST]]);
    expect(received(harness)).toMatchObject({
      name: 'CommentsCreate',
      parentId: '12',
      parent: POST,
      item: undefined,
    });
  });

  it('nests two levels: every parent is fetched, the direct one is the input', async () => {
    const harness = await setup();
    await visit(harness, '/posts/12/comments/3/likes', [
      ['/api/posts/12', POST],
      ['/api/posts/12/comments/3', COMMENT],
    ]);
    expect(received(harness)).toMatchObject({
      name: 'LikesList',
      parentId: '3',
      parent: COMMENT,
      postId: '12',
      title: 'Likes of comment Nice',
    });
    await visit(harness, '/posts/12/comments/3/likes/7', [
      ['/api/posts/12', POST],
      ['/api/posts/12/comments/3', COMMENT],
      ['/api/posts/12/comments/3/likes/7', { id: 7, commentId: 3 }],
    ]);
    expect(received(harness)).toMatchObject({
      name: 'LikesShow',
      id: '7',
      item: { id: 7, commentId: 3 },
      parentId: '3',
      parent: COMMENT,
      postId: '12',
    });
    await visit(harness, '/posts/12/comments/3/likes/7/edit', []);
    expect(received(harness)).toBeNull(); // edit is removed from likes: no route, the 404 page
  });

  it('a parent that does not exist shows "Post #999 not found", not an empty list', async () => {
    const harness = await setup();
    await visit(harness, '/posts/999/comments', [['/api/posts/999', 404]]);
    expect(received(harness)).toBeNull();
    expect(harness.fixture.debugElement.query(By.directive(VaRecordNotFoundPage))).toBeTruthy();
    expect((harness.fixture.nativeElement as HTMLElement).textContent).toContain(
      'Post #999 not found',
    );
    expect(TestBed.inject(Title).getTitle()).toBe('Post #999 not found · Admin');
  });

  it("the parent's 404 wins over the child's on a nested show page", async () => {
    const harness = await setup();
    const done = harness.navigateByUrl('/posts/999/comments/3');
    (await expectGet('/api/posts/999')).flush({}, { status: 404, statusText: 'Not Found' });
    (await expectGet('/api/posts/999/comments/3')).flush(
      {},
      { status: 404, statusText: 'Not Found' },
    );
    await done;
    await harness.fixture.whenStable();
    expect((harness.fixture.nativeElement as HTMLElement).textContent).toContain(
      'Post #999 not found',
    );
  });

  it('a missing child under an existing parent: its 404, with a link back to the nested list', async () => {
    const harness = await setup();
    await visit(harness, '/posts/12/comments/77', [
      ['/api/posts/12', POST],
      ['/api/posts/12/comments/77', 404],
    ]);
    const root = harness.fixture.nativeElement as HTMLElement;
    expect(root.textContent).toContain('Comment #77 not found');
    expect(root.querySelector('a.va-status-list')?.getAttribute('href')).toBe('/posts/12/comments');
  });

  it('a parent the user may not see: the forbidden page, no code and no request', async () => {
    const harness = await setup('guest');
    await harness.navigateByUrl('/posts/12/comments');
    await harness.fixture.whenStable();
    expect(harness.fixture.debugElement.query(By.directive(VaForbiddenPage))).toBeTruthy();
    expect(loads).toEqual([]);
    http.expectNone(() => true);
    // Two levels: the editor sees posts, notes are open to editors, but their parent is not.
    TestBed.resetTestingModule();
    const editor = await setup('editor');
    await editor.navigateByUrl('/secrets/1/notes');
    await editor.fixture.whenStable();
    expect(editor.fixture.debugElement.query(By.directive(VaForbiddenPage))).toBeTruthy();
    expect(loads).toEqual([]);
  });

  it('a child the user may not see under a parent they may: the forbidden page too', async () => {
    const harness = await setup('editor');
    await harness.navigateByUrl('/posts/12/drafts');
    await harness.fixture.whenStable();
    expect(harness.fixture.debugElement.query(By.directive(VaForbiddenPage))).toBeTruthy();
    expect(loads).toEqual([]);
  });

  it("the guard checks the child's action too: create and edit refused, list and show allowed", async () => {
    const harness = await setup('editor');
    for (const url of ['/posts/12/reviews/create', '/posts/12/reviews/3/edit']) {
      await harness.navigateByUrl(url);
      await harness.fixture.whenStable();
      expect(harness.fixture.debugElement.query(By.directive(VaForbiddenPage))).toBeTruthy();
      expect(loads).toEqual([]);
      http.expectNone(() => true);
    }
    await visit(harness, '/posts/12/reviews/3', [
      ['/api/posts/12', POST],
      ['/api/posts/12/reviews/3', { id: 3, postId: 12 }],
    ]);
    expect(received(harness)).toMatchObject({ name: 'ReviewsShow', parentId: '12', id: '3' });
    await visit(harness, '/posts/12/reviews', [['/api/posts/12', POST]]);
    expect(received(harness)).toMatchObject({ name: 'ReviewsList', parent: POST });
    expect(loads).toEqual(['ReviewsShow', 'ReviewsList']);
  });

  it('a nested list declared with listPage() prefetches from the nested path', async () => {
    const harness = await setup('admin', {
      CommentsList: listPage(() => Promise.resolve(testPage('CommentsList')), {
        perPage: 10,
      }),
    });
    const done = harness.navigateByUrl('/posts/12/comments');
    const list = await expectGet('/api/posts/12/comments');
    (await expectGet('/api/posts/12')).flush(POST);
    list.flush([], { headers: { 'X-Total-Count': '0' } });
    await done;
    await harness.fixture.whenStable();
    expect(received(harness)).toMatchObject({ name: 'CommentsList', parentId: '12' });
  });

  it('a forbidden parent: a listPage() list asks for nothing either', async () => {
    const harness = await setup('guest', {
      CommentsList: listPage(() => Promise.resolve(testPage('CommentsList')), { perPage: 10 }),
    });
    await harness.navigateByUrl('/posts/12/comments');
    await harness.fixture.whenStable();
    expect(harness.fixture.debugElement.query(By.directive(VaForbiddenPage))).toBeTruthy();
    http.expectNone(() => true);
  });
});
