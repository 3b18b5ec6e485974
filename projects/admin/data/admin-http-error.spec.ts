import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import { ɵfieldErrors } from './admin-http-error-internal';
import { laravelDialect } from './laravel-dialect';
import { ADMIN_REQUEST_TIMEOUT, ResourceRepositories } from './resource-repositories';
import { failure } from './repositories.testing';

describe('fieldErrors', () => {
  it('reads { errors: { field: [messages] } } (Laravel) and { errors: { field: message } }', () => {
    expect(
      ɵfieldErrors({
        message: 'Invalid',
        errors: { title: ['is required', 'is short'], 'tags.0': ['bad'] },
      }),
    ).toEqual({ title: ['is required', 'is short'], 'tags.0': ['bad'] });
    expect(ɵfieldErrors({ errors: { title: 'is required', body: '' } })).toEqual({
      title: ['is required'],
    });
  });

  it('reads { errors: [{ field, message }] } and ignores bodies without field errors', () => {
    expect(
      ɵfieldErrors({
        errors: [
          { field: 'title', message: 'is required' },
          { path: 'title', message: 'is short' },
          { message: 'no field' },
        ],
      }),
    ).toEqual({ title: ['is required', 'is short'] });
    expect(ɵfieldErrors({ message: 'Nope' })).toBeUndefined();
    expect(ɵfieldErrors('text')).toBeUndefined();
    expect(ɵfieldErrors({ errors: {} })).toBeUndefined();
  });
});

describe('AdminHttpError from repository calls', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts' }, { name: 'users', dialect: laravelDialect }],
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_REQUEST_TIMEOUT, useValue: 50 },
      ],
    });
    repos = TestBed.inject(ResourceRepositories);
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  it('422: the server message and the field errors', async () => {
    const result = failure(repos.for('posts').create({ body: 'x' }));
    http.expectOne('/api/posts').flush(
      {
        message: 'Validation failed',
        errors: { title: ['is required'], userId: ['is required'] },
      },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AdminHttpError',
      status: 422,
      message: 'Validation failed',
      errors: { title: ['is required'], userId: ['is required'] },
      method: 'POST',
      url: '/api/posts',
    });
  });

  it('422 without a message: the field errors make the message (Laravel string shape too)', async () => {
    const result = failure(repos.for('users').update(1, {}));
    http
      .expectOne('/api/users/1')
      .flush(
        { errors: { email: 'is taken' } },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    const error = await result;
    expect(error.message).toBe('The data is invalid: email is taken.');
    expect(error.errors).toEqual({ email: ['is taken'] });
  });

  it('other statuses: the server message, else one naming status and call', async () => {
    const forbidden = failure(repos.for('posts').delete(1));
    http
      .expectOne('/api/posts/1')
      .flush({ message: 'Editors only' }, { status: 403, statusText: 'Forbidden' });
    await expect(forbidden).resolves.toMatchObject({ status: 403, message: 'Editors only' });

    const missing = failure(repos.for('posts').get(9));
    http.expectOne('/api/posts/9').flush({}, { status: 404, statusText: 'Not Found' });
    await expect(missing).resolves.toMatchObject({
      status: 404,
      message: 'The server answered 404 Not Found (GET /api/posts/9).',
    });
    expect((await missing).errors).toBeUndefined();

    const crashed = failure(repos.for('posts').list());
    http
      .expectOne('/api/posts')
      .flush('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(crashed).resolves.toMatchObject({
      status: 502,
      message: 'The server answered 502 Bad Gateway (GET /api/posts).',
    });
  });

  it('network failure: status 0 and a human message', async () => {
    const result = failure(repos.for('posts').get(1));
    http.expectOne('/api/posts/1').error(new ProgressEvent('error'), { status: 0, statusText: '' });
    const error = await result;
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'Cannot reach the server (GET /api/posts/1): the network is down, the server is not running, ' +
        'or the browser blocked the request (CORS).',
    );
  });

  it('timeout: status 0 after ADMIN_REQUEST_TIMEOUT, and the request is cancelled', async () => {
    const result = failure(repos.for('posts').get(1));
    const req = http.expectOne('/api/posts/1');
    const error = await result;
    expect(error.status).toBe(0);
    expect(error.message).toBe('The server did not answer within 0.05 s (GET /api/posts/1).');
    expect(req.cancelled).toBe(true);
  });

  it('204 No Content succeeds: update returns what was sent, delete completes', async () => {
    const updated = firstValueFrom(repos.for('posts').update(4, { title: 'New' }));
    http.expectOne('/api/posts/4').flush(null, { status: 204, statusText: 'No Content' });
    await expect(updated).resolves.toEqual({ title: 'New', id: 4 });
    const deleted = firstValueFrom(repos.for('posts').delete(4));
    http.expectOne('/api/posts/4').flush(null, { status: 204, statusText: 'No Content' });
    await expect(deleted).resolves.toBeUndefined();
  });
});
