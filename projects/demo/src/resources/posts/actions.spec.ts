import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import {
  ADMIN_AUTH,
  ADMIN_NOTIFIER,
  AdminAuth,
  AdminI18n,
  ListActions,
  ResourceRegistry,
  type AdminNotificationType,
  type AuthProvider,
  type ListAction,
} from 'admin';

import { createAppConfig } from '../../app/app.config';
import { postBulkActions } from './actions';

/** A signed-in user with these roles, without the demo API. */
function signedIn(roles: string[]): AuthProvider {
  const user = { id: 1, name: 'Test', email: 't@example.com', roles };
  return { login: async () => user, logout: async () => undefined, me: async () => user };
}

const POSTS = [
  { id: 1, title: 'One', published: false },
  { id: 2, title: 'Two', published: true },
];

describe('demo posts list: Publish selected / Unpublish selected', () => {
  let notices: [string, AdminNotificationType | undefined][];

  async function setup(roles: string[]) {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        ...createAppConfig().providers,
        provideHttpClientTesting(),
        { provide: ADMIN_AUTH, useValue: signedIn(roles) },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, type?: AdminNotificationType) =>
              void notices.push([message, type]),
          },
        },
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const actions = TestBed.runInInjectionContext(postBulkActions);
    return {
      actions,
      list: TestBed.inject(ListActions),
      posts: TestBed.inject(ResourceRegistry).get('posts'),
      http: TestBed.inject(HttpTestingController),
    };
  }

  afterEach(() => TestBed.inject(AdminI18n).setLocale('en'));

  it('offers both to whom may edit posts (admin, editor), not to a viewer; named in en and fr', async () => {
    const { actions, list, posts } = await setup(['editor']);
    const texts = (offered: ListAction[]) => offered.map((a) => list.text(posts, a.label));
    expect(texts(list.offered(posts, actions))).toEqual(['Publish selected', 'Unpublish selected']);
    TestBed.inject(AdminI18n).setLocale('fr');
    expect(texts(list.offered(posts, actions))).toEqual([
      'Publier la sélection',
      'Dépublier la sélection',
    ]);
    TestBed.resetTestingModule();
    const viewer = await setup(['viewer']);
    expect(viewer.list.offered(viewer.posts, viewer.actions)).toEqual([]);
  });

  it('Unpublish selected sends updateMany of published: false (a PATCH per post, json-server)', async () => {
    const { actions, list, posts, http } = await setup(['admin']);
    const unpublish = actions.find((a) => a.id === 'unpublish')!;
    const done = list.run(posts, unpublish, POSTS);
    await new Promise((resolve) => setTimeout(resolve));
    const patches = http.match((req) => req.method === 'PATCH');
    expect(patches.map((p) => [p.request.url, p.request.body])).toEqual([
      ['/api/posts/1', { published: false }],
      ['/api/posts/2', { published: false }],
    ]);
    for (const patch of patches) patch.flush({ ...POSTS[0], published: false });
    await expect(done).resolves.toBe(true);
    expect(notices).toContainEqual(['2 posts unpublished', 'success']);
    http.verify();
  });

  it('Publish selected sends updateMany of published: true', async () => {
    const { actions, list, posts, http } = await setup(['admin']);
    const publish = actions.find((a) => a.id === 'publish')!;
    const done = list.run(posts, publish, POSTS);
    await new Promise((resolve) => setTimeout(resolve));
    const patches = http.match((req) => req.method === 'PATCH');
    expect(patches.map((p) => [p.request.url, p.request.body])).toEqual([
      ['/api/posts/1', { published: true }],
      ['/api/posts/2', { published: true }],
    ]);
    for (const patch of patches) patch.flush({ ...POSTS[0], published: true });
    await expect(done).resolves.toBe(true);
    expect(notices.map(([message]) => message)).toContain('2 posts published');
    http.verify();
  });
});
