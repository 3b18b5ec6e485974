// A dialect reads its backend's failed responses: field errors and message in its own shape
// (`parseError`), and a failed list that stands for an empty page (`recoverList`).
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import type { ApiDialect } from '../config/api-dialect';
import { provideAdmin } from '../setup/provide-admin';
import { jsonServerDialect } from './json-server-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure } from './repositories.testing';

/** Django REST framework's shapes: `{ field: [msg] }`, `non_field_errors`, `detail`. */
const drfLike: ApiDialect = {
  ...jsonServerDialect,
  name: 'drf-like',
  parseError({ body }) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const { detail, ...fields } = body as Record<string, unknown>;
    const errors = Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string[]] => Array.isArray(e[1])),
    );
    return { errors, ...(typeof detail === 'string' ? { message: detail } : {}) };
  },
  recoverList({ status, body }) {
    const invalidPage = (body as { detail?: unknown } | null)?.detail === 'Invalid page.';
    return status === 404 && invalidPage ? { data: [], total: 0 } : undefined;
  },
};

function setup(dialect: ApiDialect) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], dialect }),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    posts: TestBed.inject(ResourceRepositories).for('posts'),
    http: TestBed.inject(HttpTestingController),
  };
}

describe('a dialect’s parseError', () => {
  it('gives the field errors and message of its backend’s shape', async () => {
    const { posts, http } = setup(drfLike);
    const saved = failure(posts.create({ title: '' }));
    http
      .expectOne('/api/posts')
      .flush(
        { title: ['This field may not be blank.'], non_field_errors: ['Title and body clash.'] },
        { status: 400, statusText: 'Bad Request' },
      );
    const error = await saved;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      title: ['This field may not be blank.'],
      non_field_errors: ['Title and body clash.'],
    });
    expect(error.message).toBe(
      'The data is invalid: title This field may not be blank.; non_field_errors Title and body clash..',
    );
    http.verify();
  });

  it('gives the server’s message when it reads one', async () => {
    const { posts, http } = setup(drfLike);
    const read = failure(posts.get(3));
    http
      .expectOne('/api/posts/3')
      .flush({ detail: 'Not found.' }, { status: 404, statusText: 'Not Found' });
    expect((await read).message).toBe('Not found.');
  });

  it('falls back to the common shapes where it reads nothing', async () => {
    const { posts, http } = setup(drfLike);
    const saved = failure(posts.create({ title: '' }));
    http
      .expectOne('/api/posts')
      .flush({ errors: { title: ['is required'] } }, { status: 422, statusText: 'Unprocessable' });
    expect((await saved).errors).toEqual({ title: ['is required'] });
  });
});

describe('a dialect’s recoverList', () => {
  it('turns the failure it recognises into the page it stands for', async () => {
    const { posts, http } = setup(drfLike);
    const page = firstValueFrom(posts.list({ page: 9, perPage: 25 }));
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush({ detail: 'Invalid page.' }, { status: 404, statusText: 'Not Found' });
    expect(await page).toEqual({ data: [], total: 0 });
  });

  it('lets any other failure fail', async () => {
    const { posts, http } = setup(drfLike);
    const page = failure(posts.list({ page: 1, perPage: 25 }));
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush({ detail: 'Server down.' }, { status: 503, statusText: 'Unavailable' });
    expect((await page).status).toBe(503);
  });
});
