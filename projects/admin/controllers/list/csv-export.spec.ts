// The headless CSV export (controllers/list/csv-export.ts): every page, headers as the list shows
// them, reference columns by their records' labels through the list cells' look-up, and a failed
// look-up fails the export instead of writing ids where names belong.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { lastValueFrom } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { ResourceRegistry } from '../../config/resource-registry';
import { provideAdmin } from '../../setup/provide-admin';
import { AdminCsvExport } from './csv-export';

describe('AdminCsvExport', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [
            { name: 'posts', label: 'title' },
            { name: 'users', label: 'name' },
          ],
        }),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve));

  function exportPosts() {
    const posts = TestBed.inject(ResourceRegistry).get('posts');
    return lastValueFrom(
      TestBed.inject(AdminCsvExport).export(
        posts,
        [
          { source: 'title' },
          { source: 'authorId', label: 'Written by', type: 'reference', reference: 'users' },
        ],
        {},
      ),
    );
  }

  it('writes headers as the list shows them and references by their labels', async () => {
    const done = exportPosts();
    await settle();
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(
        [
          { id: 1, title: '=SUM(A1)', authorId: 7 },
          { id: 2, title: 'Plain', authorId: 8 },
        ],
        { headers: { 'X-Total-Count': '2' } },
      );
    await settle();
    // User 8 is gone on the server: its id is written as it is.
    http.expectOne((r) => r.url === '/api/users').flush([{ id: 7, name: 'Ada' }]);
    const last = await done;
    expect(last.csv).toBe('Title,Written by\r\n"\'=SUM(A1)",Ada\r\nPlain,8\r\n');
  });

  it('fails when the reference look-up fails', async () => {
    const done = exportPosts();
    await settle();
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush([{ id: 1, title: 'A', authorId: 7 }], { headers: { 'X-Total-Count': '1' } });
    await settle();
    http
      .expectOne((r) => r.url === '/api/users')
      .flush('down', { status: 503, statusText: 'Service Unavailable' });
    await expect(done).rejects.toBeTruthy();
  });
});

describe('AdminCsvExport and field permissions', () => {
  it('leaves out the columns, sort and filters of a field the user may not read', async () => {
    const viewer = { id: 3, name: 'Victor', roles: ['viewer'] };
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [
            {
              name: 'posts',
              label: 'title',
              permissions: [
                'admin',
                { role: 'viewer', actions: ['list'], fields: { hidden: ['views'] } },
              ],
            },
          ],
          auth: { login: () => viewer, logout: () => undefined, me: () => viewer },
        }),
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    const posts = TestBed.inject(ResourceRegistry).get('posts');
    const done = lastValueFrom(
      TestBed.inject(AdminCsvExport).export(
        posts,
        [{ source: 'title' }, { source: 'views', type: 'number' }],
        {
          sort: [
            { field: 'views', order: 'desc' },
            { field: 'title', order: 'asc' },
          ],
          filter: { views: 3, title: 'A' },
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve));
    const request = http.expectOne((r) => r.url === '/api/posts');
    expect(request.request.urlWithParams).not.toContain('views');
    expect(request.request.params.get('_sort')).toBe('title');
    // Even a server that sent it back: the hidden field is not written.
    request.flush([{ id: 1, title: 'A', views: 12 }], { headers: { 'X-Total-Count': '1' } });
    expect((await done).csv).toBe('Title\r\nA\r\n');
    http.verify();
  });
});
