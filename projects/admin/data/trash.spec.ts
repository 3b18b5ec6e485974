import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { failure, repositoriesFor, wire } from './repositories.testing';
import { simpleRestDialect } from './simple-rest-dialect';
import { restTrash } from './rest-trash';

/** The look-ups of one tick go as one request, once the tick is over. */
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('the trash through the repository and the json-server dialect (docs/contract.md §4.5)', () => {
  function setup() {
    return repositoriesFor({
      resources: [
        { name: 'posts', label: 'title', softDelete: true },
        { name: 'tags', label: 'name' },
        { name: 'notes', softDelete: true, dialect: simpleRestDialect },
        {
          name: 'memos',
          softDelete: true,
          dialect: { ...simpleRestDialect, trash: restTrash(simpleRestDialect) },
        },
      ],
    });
  }

  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('lists the trash with the list params: GET <api>/trash, records kept out of the cache', async () => {
    const { repos, http } = setup();
    const posts = repos.for('posts');
    const page = firstValueFrom(
      posts.trash({ page: 2, perPage: 10, q: 'news', sort: [{ field: 'title', order: 'asc' }] }),
    );
    const req = http.expectOne((r) => r.url === '/api/posts/trash');
    expect(wire(req)).toMatchObject({
      method: 'GET',
      params: { _page: '2', _limit: '10', q: 'news', _sort: 'title', _order: 'asc' },
    });
    req.flush([{ id: 5, title: 'Old', deletedAt: '2026-11-28T04:00:00.000Z', deletedBy: 2 }], {
      headers: { 'X-Total-Count': '11' },
    });
    const result = await page;
    expect(result.total).toBe(11);
    expect(posts.isTrashed(result.data[0])).toBe(true);
    expect(posts.deletedAt(result.data[0])).toEqual(new Date('2026-11-28T04:00:00.000Z'));
    expect(posts.cached(5)).toBeUndefined();
  });

  it('restores (POST <api>/<id>/restore) and purges (DELETE <api>/trash/<id>)', async () => {
    const { repos, http } = setup();
    const posts = repos.for('posts');
    const restored = firstValueFrom(posts.restore(5));
    const restore = http.expectOne('/api/posts/5/restore');
    expect(restore.request.method).toBe('POST');
    restore.flush({ id: 5, title: 'Old' });
    await expect(restored).resolves.toEqual({ id: 5, title: 'Old' });
    const purged = firstValueFrom(posts.purge('a/b'));
    const purge = http.expectOne('/api/posts/trash/a%2Fb');
    expect(purge.request.method).toBe('DELETE');
    purge.flush({});
    await expect(purged).resolves.toBeUndefined();
  });

  it('finds trashed records for references: getMany with _trashed=include, marked by isTrashed', async () => {
    const { repos, http } = setup();
    const posts = repos.for('posts');
    const many = firstValueFrom(posts.getMany([1, 2]));
    await tick();
    const req = http.expectOne((r) => r.url === '/api/posts');
    expect(wire(req).params).toEqual({ id: ['1', '2'], _trashed: 'include' });
    req.flush([
      { id: 1, title: 'Live' },
      { id: 2, title: 'Gone', deletedAt: '2026-11-28T04:00:00Z' },
    ]);
    const [live, gone] = await many;
    expect([posts.isTrashed(live), posts.isTrashed(gone)]).toEqual([false, true]);
    // A resource without softDelete asks as before.
    const tags = firstValueFrom(repos.for('tags').getMany([3]));
    await tick();
    const plain = http.expectOne((r) => r.url === '/api/tags');
    expect(wire(plain).params).toEqual({ id: '3' });
    plain.flush([{ id: 3, name: 'x' }]);
    await tags;
    expect(repos.for('tags').isTrashed({ id: 3, deletedAt: 'x' })).toBe(false);
  });

  it('refuses a trash call, naming the resource and the dialect, when either has no trash', async () => {
    const { repos, http } = setup();
    const notes = await failure(repos.for('notes').trash());
    expect(notes.message).toBe(
      'notes.trash(): the simple-rest dialect of resource "notes" speaks no trash ' +
        '(ApiDialect.trash); give it one, e.g. { ...dialect, trash: restTrash(dialect) }; ' +
        'no request was sent.',
    );
    const tags = await failure(repos.for('tags').restore(3));
    expect(tags.message).toBe(
      'tags.restore(): resource "tags" has no trash (its descriptor does not set softDelete); ' +
        'no request was sent.',
    );
    http.expectNone(() => true);
    // restTrash gives another dialect the same paths, in its own list conventions.
    const memos = firstValueFrom(repos.for('memos').trash({ page: 1, perPage: 5 }));
    const req = http.expectOne((r) => r.url === '/api/memos/trash');
    expect(wire(req).params).toMatchObject({ range: '[0,4]' });
    req.flush([], { headers: { 'Content-Range': 'memos */0' } });
    await expect(memos).resolves.toEqual({ data: [], total: 0 });
  });
});
