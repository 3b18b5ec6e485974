// Live updates (withRealtime()) in the headless controllers: a list, a show page and an edit page
// fed by a fake transport, driven through the router and the HTTP layer.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import {
  ChangeDetectionStrategy,
  Component,
  inject,
  input,
  signal,
  type Type,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { Subject } from 'rxjs';

import { AdminAuth } from '../auth/auth';
import {
  ADMIN_CLIENT_ID,
  ADMIN_REALTIME,
  type AdminLiveChange,
  type AdminLiveMessage,
} from '../config/realtime';
import type { AdminUser } from '../config/types';
import { normalizeResources } from '../core/normalize';
import type { AdminRecord } from 'admin/core';
import { ResourceRepositories } from '../data/resource-repositories';
import { provideAdmin } from '../setup/provide-admin';
import { injectFormController } from './form/form-controller';
import { injectListController } from './list/list-controller';
import { AdminLiveUpdates } from './live-updates';
import { ADMIN_NOTIFIER } from './notifier';
import { RecordController } from './record';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;
const ME: AdminUser = { id: 1, name: 'Alice', roles: [] };
const EDDIE = { id: 9, name: 'Eddie' };
const AT = '2026-11-28T10:42:00.000Z';

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: '' })
class PlainList {
  readonly list = injectListController({ resource: posts, perPage: 10 });
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
  providers: [RecordController],
})
class PlainShow {
  readonly item = input<AdminRecord | null>(null);
  readonly controller = inject(RecordController);
  constructor() {
    this.controller.connect(() => ({ resource: posts, item: this.item() }));
  }
}

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: '' })
class PlainEdit {
  readonly item = input<AdminRecord | null>(null);
  readonly form = injectFormController({ resource: posts, item: this.item, redirect: false });
  readonly title = this.form.control<string>('title');
  readonly views = this.form.control<number>('views');
}

const itemResolver = {
  item: () => inject(ResourceRepositories).for('posts').get(1),
};

describe('live updates in the controllers', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let messages: Subject<AdminLiveMessage>;
  let notices: string[];

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };

  async function setup(): Promise<void> {
    messages = new Subject();
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        provideAdmin({
          resources,
          auth: { login: () => ME, logout: () => undefined, me: () => ME },
        }),
        {
          provide: ADMIN_REALTIME,
          useValue: { messages, status: signal('live').asReadonly() },
        },
        { provide: ADMIN_NOTIFIER, useValue: { notify: (text: string) => notices.push(text) } },
        provideRouter(
          [
            { path: 'posts', component: PlainList },
            { path: 'posts/:id', component: PlainShow, resolve: itemResolver },
            { path: 'posts/:id/edit', component: PlainEdit, resolve: itemResolver },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    TestBed.inject(Router).setUpLocationChangeListener();
    harness = await RouterTestingHarness.create();
  }

  /** Opens a page whose resolver fetches post 1, answered with `record` at `etag`. */
  async function open<T>(url: string, type: Type<T>, record: AdminRecord) {
    const page = harness.navigateByUrl(url, type);
    await new Promise((resolve) => setTimeout(resolve));
    http
      .expectOne((req) => req.method === 'GET' && req.url === '/api/posts/1')
      .flush(record, { headers: { ETag: '"2"' } });
    const component = await page;
    await settle();
    return component;
  }

  const listRequest = () =>
    http.expectOne((req) => req.method === 'GET' && req.url === '/api/posts');
  const repository = () => TestBed.inject(ResourceRepositories).for(posts);

  beforeEach(setup);
  afterEach(() => http.verify());

  describe('an open list', () => {
    async function openList(): Promise<PlainList> {
      const page = harness.navigateByUrl('/posts', PlainList);
      await new Promise((resolve) => setTimeout(resolve));
      listRequest().flush(
        [
          { id: 2, title: 'Two', views: 1 },
          { id: 1, title: 'One', views: 5 },
        ],
        { headers: { 'X-Total-Count': '2' } },
      );
      const component = await page;
      await settle();
      return component;
    }

    it('changes an updated row in place, tagged with its new version, with no request', async () => {
      const { list } = await openList();
      messages.next({
        type: 'updated',
        resource: 'posts',
        id: 1,
        version: '"3"',
        user: EDDIE,
        at: AT,
        changed: ['title'],
        // Sorted by title, "Zzz" would go last: the row stays where it is.
        record: { id: 1, title: 'Zzz', views: 5 },
      });
      await settle();
      expect(list.rows().map((row) => row['title'])).toEqual(['Two', 'Zzz']);
      expect(repository().versionOf(list.rows()[1])).toBe('"3"');
      expect(list.total()).toBe(2);
      // The user's own save (echoed back), another resource's change, or a record not on the
      // page: nothing moves.
      messages.next({
        type: 'updated',
        resource: 'posts',
        id: 2,
        user: { id: 1, name: 'Alice' },
        record: { id: 2, title: 'Mine' },
      });
      messages.next({ type: 'updated', resource: 'users', id: 2, record: { id: 2, name: 'X' } });
      messages.next({ type: 'updated', resource: 'posts', id: 7, record: { id: 7, title: 'X' } });
      await settle();
      expect(list.rows().map((row) => row['title'])).toEqual(['Two', 'Zzz']);
      http.expectNone(() => true);
    });

    it("counts records others created, and loads them when asked; the user's own are not counted", async () => {
      const { list } = await openList();
      messages.next({ type: 'created', resource: 'posts', id: 3, user: EDDIE, record: { id: 3 } });
      messages.next({ type: 'created', resource: 'posts', id: 4, user: EDDIE, record: { id: 4 } });
      messages.next({ type: 'created', resource: 'posts', id: 4, user: EDDIE, record: { id: 4 } });
      messages.next({ type: 'created', resource: 'posts', id: 5, user: { id: 1, name: 'Alice' } });
      await settle();
      expect(list.newCount()).toBe(2);
      expect(list.newNotice()).toBe('2 new posts');
      expect(list.rows()).toHaveLength(2);
      http.expectNone(() => true);

      list.showNew();
      await settle();
      listRequest().flush(
        [
          { id: 4, title: 'Four' },
          { id: 3, title: 'Three' },
          { id: 2, title: 'Two' },
          { id: 1, title: 'One' },
        ],
        { headers: { 'X-Total-Count': '4' } },
      );
      await settle();
      expect(list.rows()).toHaveLength(4);
      expect(list.newCount()).toBe(0);
      expect(list.newNotice()).toBe('');
    });

    it('drops a record deleted elsewhere, with a notice naming it and who deleted it', async () => {
      const { list } = await openList();
      list.select([list.rows()[0]]);
      messages.next({ type: 'deleted', resource: 'posts', id: 2, user: EDDIE, at: AT });
      await settle();
      expect(list.rows().map((row) => row['title'])).toEqual(['One']);
      expect(list.total()).toBe(1);
      expect(list.selection()).toEqual([]);
      expect(notices).toEqual(['Post “Two” was deleted by Eddie']);
      http.expectNone(() => true);
    });

    it('loads again when changes may have been missed (reset, long gap)', async () => {
      await openList();
      messages.next({ type: 'refetch', reason: 'reset' });
      await settle();
      listRequest().flush([], { headers: { 'X-Total-Count': '0' } });
    });
  });

  describe('an open show page', () => {
    it('updates the record in place and says who changed which fields', async () => {
      const { controller } = await open('/posts/1', PlainShow, { id: 1, title: 'One', views: 5 });
      expect(controller.record()?.['title']).toBe('One');
      messages.next({
        type: 'updated',
        resource: 'posts',
        id: 1,
        version: '"3"',
        user: EDDIE,
        at: AT,
        changed: ['title', 'views'],
        record: { id: 1, title: 'One!', views: 6 },
      });
      await settle();
      expect(controller.record()).toEqual({ id: 1, title: 'One!', views: 6 });
      expect(controller.loading()).toBe(false);
      expect(repository().versionOf(controller.record())).toBe('"3"');
      const notice = controller.notice()!;
      expect(notice).toMatchObject({ type: 'updated', user: 'Eddie', fields: ['Title', 'Views'] });
      expect(notice.message).toMatch(/^Changed by Eddie at \d/);
      // Another record's change leaves it alone.
      messages.next({ type: 'updated', resource: 'posts', id: 2, record: { id: 2, title: 'X' } });
      await settle();
      expect(controller.record()?.['title']).toBe('One!');

      messages.next({ type: 'deleted', resource: 'posts', id: 1, user: EDDIE, at: AT });
      await settle();
      expect(controller.notice()).toMatchObject({ type: 'deleted' });
      expect(controller.notice()!.message).toMatch(/^This post was deleted by Eddie at \d/);
      http.expectNone(() => true);
    });
  });

  describe('an open edit page', () => {
    const update = (extra: Partial<AdminLiveChange> = {}): AdminLiveChange => ({
      type: 'updated',
      resource: 'posts',
      id: 1,
      version: '"3"',
      user: EDDIE,
      at: AT,
      changed: ['views'],
      record: { id: 1, title: 'One', views: 9 },
      ...extra,
    });

    it('says who changed which fields, keeps what the user typed, and loads the new version on demand', async () => {
      const page = await open('/posts/1/edit', PlainEdit, { id: 1, title: 'One', views: 5 });
      page.title.setValue('Mine');
      page.title.markAsDirty();
      messages.next(update());
      await settle();
      const notice = page.form.notice()!;
      expect(notice).toMatchObject({ type: 'updated', pending: true, fields: ['Views'] });
      expect(notice.message).toMatch(/^Changed by Eddie at \d/);
      expect(page.title.value).toBe('Mine');
      expect(page.views.value).toBe(5);
      http.expectNone(() => true);

      const loading = page.form.loadLatest();
      await settle();
      http
        .expectOne((req) => req.method === 'GET' && req.url === '/api/posts/1')
        .flush({ id: 1, title: 'One', views: 9 }, { headers: { ETag: '"3"' } });
      expect(await loading).toBe(true);
      expect(page.form.notice()).toBeNull();
      expect(page.title.value).toBe('Mine');
      expect(page.views.value).toBe(9);
      expect(page.form.dirty()).toBe(true);

      // The save is checked against the version loaded.
      const saving = page.form.save();
      await settle();
      const put = http.expectOne((req) => req.method === 'PUT' && req.url === '/api/posts/1');
      expect(put.request.headers.get('If-Match')).toBe('"3"');
      expect(put.request.body).toMatchObject({ title: 'Mine', views: 9 });
      put.flush({ id: 1, title: 'Mine', views: 9 }, { headers: { ETag: '"4"' } });
      expect(await saving).toBe('saved');
      // The user's own save, echoed back: no notice.
      messages.next(update({ version: '"4"', user: { id: 1, name: 'Alice' } }));
      await settle();
      expect(page.form.notice()).toBeNull();
    });

    it('takes the new version at once when nothing was typed, and says a delete', async () => {
      const page = await open('/posts/1/edit', PlainEdit, { id: 1, title: 'One', views: 5 });
      messages.next(update());
      await settle();
      http
        .expectOne((req) => req.method === 'GET' && req.url === '/api/posts/1')
        .flush({ id: 1, title: 'One', views: 9 }, { headers: { ETag: '"3"' } });
      await settle();
      expect(page.views.value).toBe(9);
      expect(page.form.dirty()).toBe(false);
      expect(page.form.notice()).toMatchObject({ type: 'updated', pending: false });
      expect(repository().versionOf(page.form.record())).toBe('"3"');

      // A delete names the version it deleted: the one the form has.
      messages.next({
        type: 'deleted',
        resource: 'posts',
        id: 1,
        version: '"3"',
        user: EDDIE,
        at: AT,
      });
      await settle();
      expect(page.form.notice()!.message).toMatch(
        /^This post was deleted by Eddie at .*: it can no longer be saved\.$/,
      );
    });

    it('ignores the version it already has', async () => {
      const page = await open('/posts/1/edit', PlainEdit, { id: 1, title: 'One', views: 5 });
      messages.next(update({ version: '"2"' }));
      await settle();
      expect(page.form.notice()).toBeNull();
      http.expectNone(() => true);
    });

    it("says a change the same user saved in another tab, keeping what this tab's user typed", async () => {
      const page = await open('/posts/1/edit', PlainEdit, { id: 1, title: 'One', views: 5 });
      page.title.setValue('Mine');
      page.title.markAsDirty();
      messages.next(update({ user: { id: 1, name: 'Alice' }, client: 'another-tab' }));
      await settle();
      expect(page.form.notice()!.message).toMatch(/^Changed by Alice at \d/);
      expect(page.form.notice()).toMatchObject({ pending: true, fields: ['Views'] });
      expect(page.title.value).toBe('Mine');
      http.expectNone(() => true);
    });
  });

  describe('mine(): whether this tab made a change', () => {
    const change = (extra: Partial<AdminLiveChange>): AdminLiveChange => ({
      type: 'updated',
      resource: 'posts',
      id: 1,
      ...extra,
    });

    it('is decided by the writing tab when the change names it, else by the user', () => {
      const live = TestBed.inject(AdminLiveUpdates);
      const tab = TestBed.inject(ADMIN_CLIENT_ID);
      const alice = { id: 1, name: 'Alice' };
      // The same user in another tab: not mine; this tab: mine (whoever the API says wrote).
      expect(live.mine(change({ user: alice, client: 'another-tab' }))).toBe(false);
      expect(live.mine(change({ user: alice, client: tab }))).toBe(true);
      expect(live.mine(change({ user: EDDIE, client: tab }))).toBe(true);
      // An API that does not name the tab: the signed-in user's changes are mine.
      expect(live.mine(change({ user: alice }))).toBe(true);
      expect(live.mine(change({ user: { id: '1', name: 'Alice' } }))).toBe(true);
      expect(live.mine(change({ user: EDDIE }))).toBe(false);
      expect(live.mine(change({ user: null }))).toBe(false);
    });

    it("counts on a list the records the same user created in another tab, not this tab's", async () => {
      const opening = harness.navigateByUrl('/posts', PlainList);
      await new Promise((resolve) => setTimeout(resolve));
      listRequest().flush([{ id: 1, title: 'One' }], { headers: { 'X-Total-Count': '1' } });
      const list = await opening;
      await settle();
      const tab = TestBed.inject(ADMIN_CLIENT_ID);
      const alice = { id: 1, name: 'Alice' };
      messages.next({ type: 'created', resource: 'posts', id: 3, user: alice, client: 'other' });
      messages.next({ type: 'created', resource: 'posts', id: 4, user: alice, client: tab });
      await settle();
      expect(list.list.newCount()).toBe(1);
      http.expectNone(() => true);
    });
  });
});
