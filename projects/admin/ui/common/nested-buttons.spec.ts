// Nested resources (issue 19 §3): a removed action removes the nested route and its buttons. The
// real list and show pages of comments under /posts/12, with every action, then without create and
// edit: the links they offer follow.
import { HttpTestingController } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { RouterOutlet } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AdminUser } from '../../config/types';
import type { ResourceAction } from 'admin/core';
import { adminRoutes } from 'admin/routing';
import { SpecPageInputs, expectGet, macrotask, startRoutes } from '../../routing/routes.testing';
import { VaTextField } from '../fields/text-field';
import { VaList } from '../list/va-list';
import { VaShow } from '../show/va-show';

@Component({
  selector: 'app-comments-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [title]="title()"
    [columns]="[{ source: 'body' }]"
  />`,
})
class CommentsList extends SpecPageInputs {}

@Component({
  selector: 'app-comments-show',
  imports: [VaShow, VaTextField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-show [resource]="resource()" [title]="title()" [item]="item()">
    <va-text-field source="body" />
  </va-show>`,
})
class CommentsShow extends SpecPageInputs {}

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<router-outlet />`,
})
class Layout {}

const user: AdminUser = { id: 1, roles: ['admin'] };
const page =
  <T>(component: T) =>
  () =>
    Promise.resolve(component);

describe.each<[string, ResourceAction[]]>([
  ['every action', []],
  ['create and edit removed', ['create', 'edit']],
])('the buttons of a nested resource (%s)', (_, except) => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  const removed = except.length > 0;

  beforeEach(async () => {
    localStorage.clear();
    ({ harness, http } = await startRoutes(
      [{ path: '', component: Layout, children: adminRoutes() }],
      {
        resources: [
          { name: 'posts', label: 'title' },
          { name: 'comments', label: 'body', parent: 'posts', except },
        ],
        auth: { login: () => user, logout: () => undefined, me: () => user },
        pages: {
          PostsList: page(CommentsList),
          PostsShow: page(CommentsShow),
          CommentsList: page(CommentsList),
          CommentsShow: page(CommentsShow),
          CommentsCreate: page(CommentsShow),
          CommentsEdit: page(CommentsShow),
        },
      },
      [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
    ));
  });
  afterEach(() => http.verify());

  const hrefs = () =>
    [...(harness.fixture.nativeElement as HTMLElement).querySelectorAll('a[href]')].map((a) =>
      a.getAttribute('href'),
    );
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await macrotask();
      await harness.fixture.whenStable();
    }
  };

  it('the nested list: create and edit links only while the actions exist', async () => {
    const done = harness.navigateByUrl('/posts/12/comments');
    (await expectGet(http, '/api/posts/12')).flush({ id: 12, title: 'Hello' });
    await done;
    (await expectGet(http, '/api/posts/12/comments')).flush([{ id: 3, body: 'Nice' }], {
      headers: { 'X-Total-Count': '1' },
    });
    await settle();
    const links = hrefs();
    expect(links).toContain('/posts/12/comments/3');
    expect(links.includes('/posts/12/comments/create')).toBe(!removed);
    expect(links.includes('/posts/12/comments/3/edit')).toBe(!removed);
  });

  it('the nested show page: an edit button only while edit exists, and the nested routes', async () => {
    const done = harness.navigateByUrl('/posts/12/comments/3');
    (await expectGet(http, '/api/posts/12')).flush({ id: 12, title: 'Hello' });
    (await expectGet(http, '/api/posts/12/comments/3')).flush({ id: 3, body: 'Nice' });
    await done;
    await settle();
    const links = hrefs();
    expect(links).toContain('/posts/12/comments');
    expect(links.includes('/posts/12/comments/3/edit')).toBe(!removed);
    // The removed page's route is gone too: its URL shows the not-found page, asks nothing.
    const edit = harness.navigateByUrl('/posts/12/comments/3/edit');
    if (!removed) {
      (await expectGet(http, '/api/posts/12')).flush({ id: 12, title: 'Hello' });
      (await expectGet(http, '/api/posts/12/comments/3')).flush({ id: 3, body: 'Nice' });
    }
    await edit;
    await settle();
    http.expectNone(() => true);
    const root = harness.fixture.nativeElement as HTMLElement;
    expect(root.querySelector('app-comments-show') !== null).toBe(!removed);
  });
});
