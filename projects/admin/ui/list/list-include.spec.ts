// docs/contract.md §2.2: `include` goes on every GET-based call: the list's reload and the CSV
// export too.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, viewChild } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { lastValueFrom } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { ResourceRegistry } from '../../config/resource-registry';
import type { Resource } from 'admin/core';
import { provideAdmin } from '../../setup/provide-admin';
import { AdminCsvExport } from '../../controllers/list/csv-export';
import { VaList } from './va-list';

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [columns]="[{ source: 'title' }]" />`,
})
class ListPage {
  readonly resource = input.required<Resource>();
  readonly list = viewChild.required(VaList);
}

describe('include on the list reload and the CSV export', () => {
  let http: HttpTestingController;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources: [{ name: 'posts', label: 'title', include: ['comments'] }],
          auth: { login: () => ({}), logout: () => undefined, me: () => ({ id: 1 }) },
        }),
        provideRouter(
          [
            {
              path: 'posts',
              component: ListPage,
              resolve: { resource: () => TestBed.inject(ResourceRegistry).get('posts') },
            },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
  });
  afterEach(() => http.verify());

  const macrotask = () => new Promise((resolve) => setTimeout(resolve));
  async function listRequest() {
    for (let i = 0; i < 50; i++) {
      const found = http.match((r) => r.method === 'GET' && r.url === '/api/posts');
      if (found.length) return found[0];
      await macrotask();
    }
    throw new Error('no GET /api/posts');
  }

  it('sends the include on the first load and on reload()', async () => {
    const harness = await RouterTestingHarness.create();
    const page = harness.navigateByUrl('/posts', ListPage);
    const first = await listRequest();
    expect(first.request.params.get('_embed')).toBe('comments');
    first.flush([{ id: 1, title: 'A', comments: [] }], { headers: { 'X-Total-Count': '1' } });
    const list = (await page).list();
    await harness.fixture.whenStable();
    list.reload();
    const again = await listRequest();
    expect(again.request.params.get('_embed')).toBe('comments');
    again.flush([{ id: 1, title: 'A', comments: [] }], { headers: { 'X-Total-Count': '1' } });
    await harness.fixture.whenStable();
  });

  it('sends the include on every page of the CSV export', async () => {
    const posts = TestBed.inject(ResourceRegistry).get('posts');
    const done = lastValueFrom(
      TestBed.inject(AdminCsvExport).export(posts, [{ source: 'title' }], {}, { pageSize: 1 }),
    );
    for (const id of [1, 2]) {
      const request = await listRequest();
      expect(request.request.params.get('_embed')).toBe('comments');
      expect(request.request.params.get('_page')).toBe(String(id));
      request.flush([{ id, title: `P${id}` }], { headers: { 'X-Total-Count': '2' } });
    }
    await expect(done).resolves.toMatchObject({ done: 2, total: 2 });
  });
});
