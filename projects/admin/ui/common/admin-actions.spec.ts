import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { AdminAuth } from '../../auth/auth';
import { ResourceRegistry } from '../../config/resource-registry';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { AdminActions } from './admin-actions';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {}

const user: AdminUser = { id: 1, roles: ['admin'] };

describe('AdminActions.route and nested resources', () => {
  it('links a nested page with the parent ids of the page shown, else offers no link', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts' }, { name: 'comments', parent: 'posts', except: ['edit'] }],
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideRouter([
          { path: 'posts/:postId/comments', component: Blank },
          { path: 'tags', component: Blank },
        ]),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const actions = TestBed.inject(AdminActions);
    expect(actions.route('posts', 'show', 1)).toEqual(['/posts', 1]);
    const router = TestBed.inject(Router);
    router.config[0].data = { resource: TestBed.inject(ResourceRegistry).get('comments') };
    await router.navigateByUrl('/tags');
    // Not under a post: no link rather than an error.
    expect(actions.route('comments', 'show', 3)).toBeNull();
    await router.navigateByUrl('/posts/12/comments');
    expect(actions.route('comments', 'show', 3)).toEqual(['/posts', '12', 'comments', 3]);
    expect(actions.route('comments', 'create')).toEqual(['/posts', '12', 'comments', 'create']);
    // A removed action: no link either.
    expect(actions.route('comments', 'edit', 3)).toBeNull();
  });
});
