import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';

import { ADMIN_AUTH, AdminAuth } from 'admin/auth';
import { ɵwithoutAuthProvider } from 'admin/auth';
import { ADMIN_CONFIG } from '../config/config';
import { normalizeResources } from '../core/normalize';
import { ADMIN_NOTIFIER } from './notifier';
import { SaveController } from './save';

const [posts] = normalizeResources([
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      { role: 'editor', actions: ['list', 'create', 'edit'], fields: { readOnly: ['views'] } },
      { role: 'viewer', actions: ['list'], fields: { hidden: ['views'] } },
    ],
  },
]);

function controllerAs(roles: string[]): {
  controller: SaveController;
  http: HttpTestingController;
} {
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      SaveController,
      { provide: ADMIN_CONFIG, useValue: { resources: [posts] } },
      { provide: ADMIN_AUTH, useValue: ɵwithoutAuthProvider({ roles }) },
      { provide: ADMIN_NOTIFIER, useValue: { notify: () => undefined } },
    ],
  });
  return {
    controller: TestBed.inject(SaveController),
    http: TestBed.inject(HttpTestingController),
  };
}

describe('SaveController: field permissions', () => {
  it('never sends a field the user may not write, in an update or a create', async () => {
    const { controller, http } = controllerAs(['editor']);
    await TestBed.inject(AdminAuth).ready();
    const update = controller.save({ resource: posts, record: { title: 'T', views: 9 }, id: 1 });
    const put = http.expectOne('/api/posts/1');
    expect(put.request.body).toEqual({ title: 'T' });
    put.flush({ id: 1, title: 'T', views: 3 });
    expect(await update).toMatchObject({ status: 'saved' });

    const create = controller.save({ resource: posts, record: { title: 'N', views: 1 }, id: null });
    const post = http.expectOne('/api/posts');
    expect(post.request.body).toEqual({ title: 'N' });
    post.flush({ id: 2, title: 'N' });
    await create;
    http.verify();
  });

  it('sends every field for a role that may write them', async () => {
    const { controller, http } = controllerAs(['admin']);
    await TestBed.inject(AdminAuth).ready();
    const update = controller.save({ resource: posts, record: { title: 'T', views: 9 }, id: 1 });
    const put = http.expectOne('/api/posts/1');
    expect(put.request.body).toEqual({ title: 'T', views: 9 });
    put.flush({ id: 1, title: 'T', views: 9 });
    await update;
    http.verify();
  });
});
