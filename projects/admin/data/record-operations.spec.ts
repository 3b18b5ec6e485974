// ResourceRepository.call(): record operations that are none of the CRUD calls, such as the
// RealWorld Conduit API's POST /articles/{slug}/favorite (answers { article: {…} }) and a
// booking's POST /bookings/{id}/payment with a body (schematics/openapi/fixtures).
import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { AdminHttpError } from './admin-http-error';
import { jsonServerDialect } from './json-server-dialect';
import { laravelDialect } from './laravel-dialect';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';
import { createRestDialect } from './rest-dialect';

describe('ResourceRepository.call(): record operations', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;
  afterEach(() => http.verify());

  describe('Conduit articles (slug keys, { article } envelope)', () => {
    beforeEach(() => {
      TestBed.resetTestingModule();
      ({ repos, http } = repositoriesFor({
        dialect: createRestDialect({ record: 'article', list: 'articles' }),
        apiUrl: '/api',
        resources: [
          { name: 'articles', idField: 'slug', actions: ['list', 'show', 'edit'] },
          { name: 'tags', actions: ['list'] },
        ],
      }));
    });

    it("POSTs the operation's path with the record's key; the answered record replaces the cached copy", async () => {
      const repo = repos.for('articles');
      const read = firstValueFrom(repo.get('how-to'));
      http
        .expectOne('/api/articles/how-to')
        .flush({ article: { slug: 'how-to', favorited: false } });
      await read;
      expect(repo.cached('how-to')).toEqual({ slug: 'how-to', favorited: false });

      const done = firstValueFrom(
        repo.call('how-to', { method: 'POST', path: 'articles/{id}/favorite' }),
      );
      const req = http.expectOne(() => true);
      expect(wire(req)).toMatchObject({ method: 'POST', url: '/api/articles/how-to/favorite' });
      expect(req.request.body).toBeNull();
      req.flush({ article: { slug: 'how-to', favorited: true } });
      await expect(done).resolves.toEqual({ slug: 'how-to', favorited: true });
      expect(repo.cached('how-to')).toEqual({ slug: 'how-to', favorited: true });
    });

    it('a key with reserved characters is encoded; DELETE goes too', async () => {
      const done = firstValueFrom(
        repos.for('articles').call('a b/c', { method: 'DELETE', path: '/articles/{id}/favorite' }),
      );
      const req = http.expectOne(() => true);
      expect(wire(req)).toMatchObject({
        method: 'DELETE',
        url: '/api/articles/a%20b%2Fc/favorite',
      });
      req.flush(null, { status: 204, statusText: 'No Content' });
      await expect(done).resolves.toBeNull();
    });

    it('an answer that is not this record is handed out as sent and forgets the cached copy', async () => {
      const repo = repos.for('articles');
      const read = firstValueFrom(repo.get('x'));
      http.expectOne('/api/articles/x').flush({ article: { slug: 'x' } });
      await read;
      const done = firstValueFrom(repo.call('x', { method: 'POST', path: 'articles/{id}/ping' }));
      http.expectOne('/api/articles/x/ping').flush({ queued: true });
      await expect(done).resolves.toEqual({ queued: true });
      expect(repo.cached('x')).toBeUndefined();
    });

    it('bad arguments and a resource without "edit" are refused before anything is sent', async () => {
      const repo = repos.for('articles');
      await expect(
        firstValueFrom(repo.call('x', { method: 'GET' as 'POST', path: 'articles/{id}/x' })),
      ).rejects.toThrow(
        'articles.call(): the method must be POST, PUT, PATCH or DELETE, got "GET"; no request was sent.',
      );
      await expect(
        firstValueFrom(repo.call('x', { method: 'POST', path: 'articles/favorite' })),
      ).rejects.toThrow(
        `articles.call(): the path must be a string with {id} for the record's key, got "articles/favorite"`,
      );
      await expect(
        firstValueFrom(repo.call('', { method: 'POST', path: 'articles/{id}/x' })),
      ).rejects.toThrow('an id must be a non-empty string');
      await expect(
        firstValueFrom(repos.for('tags').call(1, { method: 'POST', path: 'tags/{id}/x' })),
      ).rejects.toThrow('tags.call() needs the "edit" action');
    });
  });

  it("sends the body; a 422's field errors reach the caller as an update's do (Laravel)", async () => {
    TestBed.resetTestingModule();
    ({ repos, http } = repositoriesFor({
      dialect: laravelDialect,
      apiUrl: '/api',
      resources: [{ name: 'bookings' }],
    }));
    const done = firstValueFrom(
      repos
        .for('bookings')
        .call(7, { method: 'POST', path: 'bookings/{id}/payment', body: { amount: -1 } }),
    );
    const req = http.expectOne('/api/bookings/7/payment');
    expect(req.request.body).toEqual({ amount: -1 });
    req.flush(
      { message: 'The given data was invalid.', errors: { amount: ['Must be positive.'] } },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).status).toBe(422);
    expect((error as AdminHttpError).errors).toEqual({ amount: ['Must be positive.'] });
  });

  it('json-server: a plain record answer is this record', async () => {
    TestBed.resetTestingModule();
    ({ repos, http } = repositoriesFor({
      dialect: jsonServerDialect,
      apiUrl: '/api',
      resources: [{ name: 'bookings' }],
    }));
    const done = firstValueFrom(
      repos.for('bookings').call(7, { method: 'PUT', path: 'bookings/{id}/confirm' }),
    );
    http.expectOne('/api/bookings/7/confirm').flush({ id: 7, status: 'confirmed' });
    await expect(done).resolves.toEqual({ id: 7, status: 'confirmed' });
  });
});
