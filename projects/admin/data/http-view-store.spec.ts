import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_CONFIG } from 'admin/config';
import type { SavedViewDraft } from 'admin/config';
import { AdminHttpError } from './admin-http-error';
import { httpViewStore } from './http-view-store';

const DRAFT: SavedViewDraft = {
  resource: 'posts',
  name: 'Drafts',
  sharedWith: ['viewer'],
  state: { q: '', filter: {}, sort: ['-id'], order: 'desc', perPage: 25, columns: null },
};
const VIEW = { ...DRAFT, id: 7, owner: 2, ownerName: 'Eddie' };

describe('httpViewStore', () => {
  let http: HttpTestingController;

  function store(options = {}) {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_CONFIG, useValue: { apiUrl: 'https://api.test/v1/', resources: [] } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    return TestBed.runInInjectionContext(() => httpViewStore(options));
  }

  afterEach(() => http.verify());

  it("uses provideAdmin's apiUrl: lists, creates, replaces and deletes under /views", async () => {
    const views = store();
    const listed = firstValueFrom(views.list('posts'));
    const list = http.expectOne('https://api.test/v1/views?resource=posts');
    expect(list.request.method).toBe('GET');
    list.flush({ data: [VIEW] });
    expect(await listed).toEqual([{ ...VIEW, id: '7' }]);

    const created = firstValueFrom(views.save(DRAFT));
    const post = http.expectOne('https://api.test/v1/views');
    expect(post.request.method).toBe('POST');
    expect(post.request.body).toEqual(DRAFT);
    post.flush(VIEW, { status: 201, statusText: 'Created' });
    expect((await created).id).toBe('7');

    const replaced = firstValueFrom(views.save({ ...DRAFT, id: '7', name: 'New name' }));
    const put = http.expectOne('https://api.test/v1/views/7');
    expect(put.request.method).toBe('PUT');
    expect(put.request.body).toEqual({ ...DRAFT, name: 'New name' });
    put.flush({ ...VIEW, name: 'New name' });
    expect((await replaced).name).toBe('New name');

    const removed = firstValueFrom(views.remove('7'), { defaultValue: undefined });
    const del = http.expectOne('https://api.test/v1/views/7');
    expect(del.request.method).toBe('DELETE');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await removed;
  });

  it("names what is wrong: the API's refusal as AdminHttpError, a bad answer, a bad view", async () => {
    const views = store({ apiUrl: '/api' });
    const removed = firstValueFrom(views.remove('3'));
    http
      .expectOne('/api/views/3')
      .flush(
        { message: 'Forbidden: only its owner (Eddie) or admin may delete view 3 "X"' },
        { status: 403, statusText: 'Forbidden' },
      );
    const error = await removed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).status).toBe(403);

    const listed = firstValueFrom(views.list('posts'));
    http.expectOne('/api/views?resource=posts').flush([VIEW]);
    await expect(listed).rejects.toThrow(
      'GET /api/views?resource=posts: expected { data: [...] } (the saved views), got [{',
    );

    await expect(firstValueFrom(views.save({ ...DRAFT, name: '' }))).rejects.toThrow(
      'ViewStore.save(view): name must not be empty',
    );
  });
});
