import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import type { ApiDialect } from '../config/api-dialect';
import { createJsonServerDialect } from './json-server-dialect';
import { laravelDialect } from './laravel-dialect';
import { ResourceRepositories } from './resource-repositories';
import { simpleRestDialect } from './simple-rest-dialect';
import { fieldVersions, isVersionConflict, noVersions, withVersions } from './versions';

const DIALECTS: [string, ApiDialect, (record: object) => object][] = [
  ['json-server', createJsonServerDialect(), (r) => r],
  ['simple-rest', simpleRestDialect, (r) => r],
  ['laravel', laravelDialect, (r) => ({ data: r })],
];

function setup(dialect: ApiDialect) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], apiUrl: '/api', dialect }),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    posts: TestBed.inject(ResourceRepositories).for('posts'),
    http: TestBed.inject(HttpTestingController),
  };
}

describe.each(DIALECTS)('record versions in the %s dialect', (_name, dialect, wrap) => {
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('reads the ETag of get and sends it back as If-Match on update and delete', async () => {
    const { posts, http } = setup(dialect);
    const got = firstValueFrom(posts.get(1));
    http
      .expectOne((r) => r.method === 'GET' && r.url === '/api/posts/1')
      .flush(wrap({ id: 1, title: 'A' }), { headers: { ETag: '"4"' } });
    const record = await got;
    expect(posts.versionOf(record)).toBe('"4"');

    const saved = firstValueFrom(
      posts.update(1, { ...record, title: 'B' }, { version: posts.versionOf(record) }),
    );
    const put = http.expectOne('/api/posts/1');
    expect(put.request.method).toBe('PUT');
    expect(put.request.headers.get('If-Match')).toBe('"4"');
    put.flush(wrap({ id: 1, title: 'B' }), { headers: { ETag: '"5"' } });
    expect(posts.versionOf(await saved)).toBe('"5"');

    const removed = firstValueFrom(posts.delete(1, { version: '"5"' }), { defaultValue: null });
    const del = http.expectOne('/api/posts/1');
    expect(del.request.method).toBe('DELETE');
    expect(del.request.headers.get('If-Match')).toBe('"5"');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await removed;
  });

  it('sends no If-Match without a version (an API without versions behaves as before)', async () => {
    const { posts, http } = setup(dialect);
    const got = firstValueFrom(posts.get(1));
    http.expectOne('/api/posts/1').flush(wrap({ id: 1, title: 'A' }));
    const record = await got;
    expect(posts.versionOf(record)).toBeUndefined();
    const saved = firstValueFrom(posts.update(1, record, { version: posts.versionOf(record) }));
    const put = http.expectOne('/api/posts/1');
    expect(put.request.headers.has('If-Match')).toBe(false);
    put.flush(wrap(record));
    await saved;
  });

  it('a 412 answer is a version conflict with the API message', async () => {
    const { posts, http } = setup(dialect);
    const saved = firstValueFrom(posts.update(1, { title: 'B' }, { version: '"1"' })).catch(
      (e: unknown) => e,
    );
    http
      .expectOne('/api/posts/1')
      .flush(
        { message: 'Precondition failed: posts 1 is at version 2' },
        { status: 412, statusText: 'Precondition Failed' },
      );
    const error = await saved;
    expect(isVersionConflict(error)).toBe(true);
    expect(error).toMatchObject({ status: 412, message: expect.stringContaining('version 2') });
  });

  it('with fieldVersions: read from the record, sent in the body and as a delete parameter', async () => {
    const { posts, http } = setup(withVersions(dialect, fieldVersions('version')));
    const listed = firstValueFrom(posts.getMany([7]));
    await new Promise((resolve) => setTimeout(resolve)); // look-ups of one tick are batched
    http.expectOne((r) => r.method === 'GET').flush(wrap([{ id: 7, version: 3 }]));
    const [record] = await listed;
    expect(posts.versionOf(record)).toBe(3);

    const saved = firstValueFrom(posts.update(7, { title: 'x' }, { version: 3 }));
    const put = http.expectOne('/api/posts/7');
    expect(put.request.body).toEqual({ title: 'x', version: 3 });
    expect(put.request.headers.has('If-Match')).toBe(false);
    put.flush(wrap({ id: 7, title: 'x', version: 4 }));
    expect(posts.versionOf(await saved)).toBe(4);

    const overwrite = firstValueFrom(
      posts.update(7, { title: 'y', version: 3 }, { version: null }),
    );
    const forced = http.expectOne('/api/posts/7');
    expect(forced.request.body).toEqual({ title: 'y' });
    forced.flush(wrap({ id: 7, title: 'y', version: 5 }));
    await overwrite;

    const removed = firstValueFrom(posts.delete(7, { version: 5 }), { defaultValue: null });
    const del = http.expectOne((r) => r.url === '/api/posts/7' && r.method === 'DELETE');
    expect(del.request.params.get('version')).toBe('5');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await removed;
  });

  it('with noVersions: an ETag is not read', async () => {
    const { posts, http } = setup(withVersions(dialect, noVersions));
    const got = firstValueFrom(posts.get(1));
    http.expectOne('/api/posts/1').flush(wrap({ id: 1 }), { headers: { ETag: '"9"' } });
    expect(posts.versionOf(await got)).toBeUndefined();
  });
});

describe('withVersions, fieldVersions: bad arguments', () => {
  it('name what is wrong', () => {
    expect(() => fieldVersions('')).toThrow('fieldVersions: field must be a field name, got ""');
    expect(() => withVersions(laravelDialect, {} as never)).toThrow(
      'withVersions: versions must be a VersionTransport',
    );
  });

  it('a bad version is refused before anything is sent', async () => {
    const { posts } = setup(laravelDialect);
    await expect(firstValueFrom(posts.delete(1, { version: '' }))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('version must be a non-empty string or a number'),
    });
  });
});
