import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom, map } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import type { AdminRecord, RecordId } from 'admin/core';
import { MAX_URL_LENGTH } from './resource-repository';
import { ResourceRepositories, injectRepository } from './resource-repositories';
import { repositoriesFor } from './repositories.testing';

const tick = () => Promise.resolve();

describe('reference batching and the record cache', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    ({ repos, http } = repositoriesFor({
      resources: [
        { name: 'posts', label: 'title' },
        { name: 'archived-posts', api: 'posts' },
        { name: 'users', label: 'name' },
        { name: 'categories', label: 'name' },
        { name: 'pages', translatable: true },
        { name: 'books', include: ['author'] },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('merges the look-ups of one tick into one request with de-duplicated ids', async () => {
    const users = repos.for('users');
    const results = [[1, 2], [2, 3], [3], [1]].map((ids) => firstValueFrom(users.getMany(ids)));
    const categories = firstValueFrom(repos.for('categories').getMany([7]));
    http.expectNone(() => true); // nothing before the tick ends
    await tick();
    http.expectOne('/api/users?id=1&id=2&id=3').flush([{ id: 1 }, { id: 2 }, { id: 3 }]);
    http.expectOne('/api/categories?id=7').flush([{ id: 7 }]);
    await expect(Promise.all(results)).resolves.toEqual([
      [{ id: 1 }, { id: 2 }],
      [{ id: 2 }, { id: 3 }],
      [{ id: 3 }],
      [{ id: 1 }],
    ]);
    await expect(categories).resolves.toEqual([{ id: 7 }]);
  });

  it('chunks a large batch so that no URL exceeds 2 000 characters', async () => {
    const ids = Array.from({ length: 600 }, (_, i) => `user-${String(i).padStart(6, '0')}`);
    const result = firstValueFrom(repos.for('users').getMany(ids));
    await tick();
    const reqs = http.match(() => true);
    expect(reqs.length).toBeGreaterThan(1);
    expect(reqs.length).toBeLessThanOrEqual(16); // 600 × ~16 characters: well-filled chunks
    for (const req of reqs)
      expect(req.request.urlWithParams.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const sent = reqs.flatMap((req) => req.request.params.getAll('id')!);
    expect(sent).toEqual(ids);
    for (const req of reqs) req.flush(req.request.params.getAll('id')!.map((id) => ({ id })));
    await expect(result).resolves.toEqual(ids.map((id) => ({ id })));
  });

  it('a small batch stays one request', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const result = firstValueFrom(repos.for('users').getMany(ids));
    await tick();
    const req = http.expectOne(() => true);
    req.flush(ids.map((id) => ({ id })));
    await expect(result).resolves.toHaveLength(150);
  });

  it('records seen in a list cost 0 requests and are readable synchronously', async () => {
    const users = repos.for('users');
    expect(users.cached(1)).toBeUndefined();
    const list = firstValueFrom(users.list({ page: 1, perPage: 2 }));
    http.expectOne('/api/users?_page=1&_limit=2').flush(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ],
      { headers: { 'X-Total-Count': '9' } },
    );
    await list;
    expect(users.cached(1)).toEqual({ id: 1, name: 'Ann' });
    expect(users.cached('2')).toEqual({ id: 2, name: 'Bob' });
    let emitted: AdminRecord[] | undefined;
    users.getMany([2, 1]).subscribe((records) => (emitted = records));
    expect(emitted).toEqual([
      { id: 2, name: 'Bob' },
      { id: 1, name: 'Ann' },
    ]); // synchronously
    await tick();
    http.expectNone(() => true);
  });

  it('a resource sharing the endpoint shares the cache', async () => {
    const list = firstValueFrom(repos.for('posts').list());
    http.expectOne('/api/posts').flush([{ id: 5, title: 'Five' }]);
    await list;
    await expect(firstValueFrom(repos.for('archived-posts').getMany([5]))).resolves.toEqual([
      { id: 5, title: 'Five' },
    ]);
  });

  it('caches per locale for translatable resources', async () => {
    const pages = repos.for('pages');
    const en = firstValueFrom(pages.get(1, { locale: 'en' }));
    http.expectOne('/api/pages/1').flush({ id: 1, title: 'Hello' });
    await en;
    expect(pages.cached(1, { locale: 'en' })).toEqual({ id: 1, title: 'Hello' });
    expect(pages.cached(1, { locale: 'fr' })).toBeUndefined();
    const fr = firstValueFrom(pages.getMany([1], { locale: 'fr' }));
    await tick();
    const req = http.expectOne('/api/pages?id=1');
    expect(req.request.headers.get('Accept-Language')).toBe('fr');
    req.flush([{ id: 1, title: 'Bonjour' }]);
    await expect(fr).resolves.toEqual([{ id: 1, title: 'Bonjour' }]);
  });

  it('does not ask again for ids already in flight', async () => {
    const users = repos.for('users');
    const first = firstValueFrom(users.getMany([1, 2]));
    await tick();
    const req1 = http.expectOne('/api/users?id=1&id=2');
    const second = firstValueFrom(users.getMany([2, 3]));
    await tick();
    const req2 = http.expectOne('/api/users?id=3');
    req2.flush([{ id: 3 }]);
    req1.flush([{ id: 1 }, { id: 2 }]);
    await expect(first).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    await expect(second).resolves.toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('a failed batch fails every look-up in it; a later look-up asks again', async () => {
    const users = repos.for('users');
    const a = firstValueFrom(users.getMany([1]));
    const b = firstValueFrom(users.getMany([2]));
    await tick();
    http.expectOne('/api/users?id=1&id=2').flush({}, { status: 500, statusText: 'Server Error' });
    await expect(a).rejects.toMatchObject({ status: 500 });
    await expect(b).rejects.toMatchObject({ status: 500 });
    const again = firstValueFrom(users.getMany([1]));
    await tick();
    http.expectOne('/api/users?id=1').flush([{ id: 1 }]);
    await expect(again).resolves.toEqual([{ id: 1 }]);
  });

  it('leaves out ids the server did not return, and does not cache their absence', async () => {
    const users = repos.for('users');
    const result = firstValueFrom(users.getMany([1, 404]));
    await tick();
    http.expectOne('/api/users?id=1&id=404').flush([{ id: 1 }]);
    await expect(result).resolves.toEqual([{ id: 1 }]);
    const again = firstValueFrom(users.getMany([1, 404]));
    await tick();
    http.expectOne('/api/users?id=404').flush([]);
    await expect(again).resolves.toEqual([{ id: 1 }]);
  });

  it('concurrent identical GETs share one request; later ones ask again', async () => {
    const posts = repos.for('posts');
    const gets = [firstValueFrom(posts.get(1)), firstValueFrom(posts.get(1))];
    const lists = [
      firstValueFrom(posts.list({ page: 1, perPage: 10 })),
      firstValueFrom(repos.for('archived-posts').list({ page: 1, perPage: 10 })),
      firstValueFrom(posts.list({ page: 2, perPage: 10 })),
    ];
    http.expectOne('/api/posts/1').flush({ id: 1 });
    http.expectOne('/api/posts?_page=1&_limit=10').flush([], { headers: { 'X-Total-Count': '0' } });
    http.expectOne('/api/posts?_page=2&_limit=10').flush([], { headers: { 'X-Total-Count': '0' } });
    await expect(Promise.all(gets)).resolves.toEqual([{ id: 1 }, { id: 1 }]);
    await Promise.all(lists);
    const later = firstValueFrom(posts.get(1));
    http.expectOne('/api/posts/1').flush({ id: 1, title: 'fresh' });
    await expect(later).resolves.toEqual({ id: 1, title: 'fresh' });
  });

  it('a GET sent after a write does not join one sent before it (its answer may predate the write)', async () => {
    const posts = repos.for('posts');
    const before = firstValueFrom(posts.list({ q: 'old', page: 1, perPage: 10 }));
    const written = firstValueFrom(posts.update(5, { id: 5, title: 'new' }));
    http.expectOne('/api/posts/5').flush({ id: 5, title: 'new' });
    await written;
    const after = firstValueFrom(posts.list({ q: 'old', page: 1, perPage: 10 }));
    const lists = http.match('/api/posts?_page=1&_limit=10&q=old');
    expect(lists).toHaveLength(2);
    lists[0].flush([{ id: 5, title: 'old' }], { headers: { 'X-Total-Count': '1' } });
    lists[1].flush([], { headers: { 'X-Total-Count': '0' } });
    await expect(before).resolves.toMatchObject({ total: 1 });
    await expect(after).resolves.toMatchObject({ data: [], total: 0 });
  });

  it('writes update the cache: create and update keep the answer, delete forgets', async () => {
    const users = repos.for('users');
    const created = firstValueFrom(users.create({ name: 'Cy' }));
    http.expectOne('/api/users').flush({ id: 3, name: 'Cy' });
    await created;
    expect(users.cached(3)).toEqual({ id: 3, name: 'Cy' });
    const updated = firstValueFrom(users.update(3, { id: 3, name: 'Cyd' }));
    http.expectOne('/api/users/3').flush({ id: 3, name: 'Cyd' });
    await updated;
    expect(users.cached(3)).toEqual({ id: 3, name: 'Cyd' });
    const deleted = firstValueFrom(users.delete(3));
    http.expectOne('/api/users/3').flush({});
    await deleted;
    expect(users.cached(3)).toBeUndefined();
  });

  it('updateMany forgets, and with an include a write only forgets (reads carry more data)', async () => {
    const books = repos.for('books');
    const read = firstValueFrom(books.get(1));
    http.expectOne('/api/books/1?_embed=author').flush({ id: 1, author: [{ id: 9 }] });
    await read;
    expect(books.cached(1)).toEqual({ id: 1, author: [{ id: 9 }] });
    const updated = firstValueFrom(books.update(1, { id: 1, title: 'T' }));
    http.expectOne('/api/books/1').flush({ id: 1, title: 'T' });
    await updated;
    expect(books.cached(1)).toBeUndefined();

    const users = repos.for('users');
    const list = firstValueFrom(users.list());
    http.expectOne('/api/users').flush([{ id: 1 }, { id: 2 }]);
    await list;
    const many = firstValueFrom(users.updateMany([1], { active: true }));
    http.expectOne('/api/users/1').flush(null, { status: 204, statusText: 'No Content' });
    await many;
    expect(users.cached(1)).toBeUndefined();
    expect(users.cached(2)).toEqual({ id: 2 });
    users.invalidate();
    expect(users.cached(2)).toBeUndefined();
  });

  it('clearCache forgets every record', async () => {
    const list = firstValueFrom(repos.for('users').list());
    http.expectOne('/api/users').flush([{ id: 1 }]);
    await list;
    repos.clearCache();
    expect(repos.for('users').cached(1)).toBeUndefined();
  });
});

@Component({
  selector: 'app-reference-cell',
  template: `{{ label() }}`,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class ReferenceCell {
  readonly reference = input.required<string>();
  readonly id = input.required<RecordId>();
  private readonly repos = inject(ResourceRepositories);
  private readonly record = rxResource({
    params: () => ({ reference: this.reference(), id: this.id() }),
    stream: ({ params }) =>
      this.repos
        .for(params.reference)
        .getMany([params.id])
        .pipe(map(([record]) => record)),
  });
  readonly label = computed(() => String(this.record.value()?.['name'] ?? '…'));
}

@Component({
  selector: 'app-posts-table',
  imports: [ReferenceCell],
  template: `
    @for (post of posts.value()?.data; track post['id']) {
      <p>
        {{ post['title'] }} by
        <app-reference-cell reference="users" [id]="$any(post['userId'])" />
        in
        <app-reference-cell reference="categories" [id]="$any(post['categoryId'])" />
      </p>
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class PostsTable {
  private readonly repository = injectRepository('posts');
  readonly posts = rxResource({ stream: () => this.repository.list({ page: 1, perPage: 25 }) });
}

describe('a list of 25 posts with two reference columns', () => {
  it('costs exactly 3 requests: the list, one for users, one for categories', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts' }, { name: 'users' }, { name: 'categories' }],
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(PostsTable);
    // a few change detection rounds, then the tick in which look-ups are batched
    const render = async () => {
      for (let round = 0; round < 3; round++) {
        fixture.detectChanges();
        await new Promise((resolve) => setTimeout(resolve));
      }
      await tick();
    };
    const requests: string[] = [];
    const answer = (respond: (url: string, ids: string[]) => AdminRecord[]) => {
      for (const req of http.match(() => true)) {
        requests.push(req.request.urlWithParams);
        req.flush(respond(req.request.url, req.request.params.getAll('id') ?? []), {
          headers: { 'X-Total-Count': '100' },
        });
      }
    };
    await render();
    answer(() =>
      Array.from({ length: 25 }, (_, i) => ({
        id: i + 1,
        title: `Post ${i + 1}`,
        userId: (i % 5) + 1,
        categoryId: (i % 3) + 1,
      })),
    );
    await render();
    answer((url, ids) => ids.map((id) => ({ id: Number(id), name: `${url.split('/')[2]} ${id}` })));
    await render();
    await fixture.whenStable();
    answer(() => []); // nothing more was asked

    expect(requests).toEqual([
      '/api/posts?_page=1&_limit=25',
      '/api/users?id=1&id=2&id=3&id=4&id=5',
      '/api/categories?id=1&id=2&id=3',
    ]);
    const rows = [...(fixture.nativeElement as HTMLElement).querySelectorAll('p')];
    expect(rows).toHaveLength(25);
    expect(rows[6].textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Post 7 by users 2 in categories 1',
    );
    http.verify();
  });
});
