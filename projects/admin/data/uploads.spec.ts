import { HttpEventType, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import { jsonServerDialect } from './json-server-dialect';
import { laravelDialect } from './laravel-dialect';
import { ResourceRepositories } from './resource-repositories';
import { uploadProgress } from './upload-requests';
import { withUploads, type AdminUploads } from './uploads';
import { failure } from './repositories.testing';

function setup(uploads?: AdminUploads, dialect = jsonServerDialect) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({
        resources: [{ name: 'users' }, { name: 'posts', actions: ['list', 'show'] }],
        dialect: uploads ? withUploads(dialect, uploads) : dialect,
      }),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    users: TestBed.inject(ResourceRepositories).for('users'),
    posts: TestBed.inject(ResourceRepositories).for('posts'),
    http: TestBed.inject(HttpTestingController),
  };
}

const avatar = () => new File(['PNGDATA'], 'me.png', { type: 'image/png' });

/** The text of a blob (jsdom's Blob has no text()). */
function text(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Lets the repository's pending requests reach the testing backend. */
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('uploads through an upload endpoint', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it('uploads each file first, stores the answer, then saves JSON; progress is reported', async () => {
    const { users, http: controller } = setup({ url: 'uploads', field: 'url' });
    http = controller;
    const file = avatar();
    const kept = '/api/uploads/old.png';
    const saved = firstValueFrom(
      users.create({ name: 'Ann', avatar: file, photos: [kept, avatar()] }),
    );
    await tick();
    const uploads = http.match('/api/uploads');
    expect(uploads).toHaveLength(2);
    const body = uploads[0].request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
    expect(uploads[0].request.reportProgress).toBe(true);
    expect(uploadProgress(file)()).toBe(0);
    uploads[0].event({ type: HttpEventType.UploadProgress, loaded: 5, total: 10 });
    expect(uploadProgress(file)()).toBe(50);
    uploads[0].flush({ url: '/api/uploads/1.png', name: 'me.png' });
    expect(uploadProgress(file)()).toBeNull();
    uploads[1].flush({ url: '/api/uploads/2.png' });
    await tick();
    const create = http.expectOne({ method: 'POST', url: '/api/users' });
    expect(create.request.body).toEqual({
      name: 'Ann',
      avatar: '/api/uploads/1.png',
      photos: [kept, '/api/uploads/2.png'],
    });
    create.flush({ id: 3, name: 'Ann', avatar: '/api/uploads/1.png' });
    expect(await saved).toEqual({ id: 3, name: 'Ann', avatar: '/api/uploads/1.png' });
  });

  it('does not send a stored file again when the save is tried again', async () => {
    const { users, http: controller } = setup({ url: 'uploads' });
    http = controller;
    const file = avatar();
    const first = failure(users.create({ name: '', avatar: file }));
    await tick();
    http.expectOne('/api/uploads').flush({ url: '/api/uploads/1.png' });
    await tick();
    http
      .expectOne('/api/users')
      .flush({ errors: { name: ['is required'] } }, { status: 422, statusText: 'Invalid' });
    expect((await first).errors).toEqual({ name: ['is required'] });
    const second = firstValueFrom(users.create({ name: 'Ann', avatar: file }));
    await tick();
    http.expectNone('/api/uploads');
    const create = http.expectOne('/api/users');
    expect(create.request.body).toEqual({ name: 'Ann', avatar: '/api/uploads/1.png' });
    create.flush({ id: 1 });
    await second;
  });

  it('stores an id read by a function, on update too', async () => {
    const { users, http: controller } = setup({
      url: '/files',
      field: (answer) => (answer as { data: { id: number } }).data.id,
      filePart: 'upload',
    });
    http = controller;
    const saved = firstValueFrom(users.update(3, { avatar: avatar() }));
    await tick();
    const upload = http.expectOne('/files');
    expect((upload.request.body as FormData).get('upload')).toBeInstanceOf(File);
    upload.flush({ data: { id: 41 } });
    await tick();
    const update = http.expectOne({ method: 'PUT', url: '/api/users/3' });
    expect(update.request.body).toEqual({ avatar: 41 });
    update.flush({ id: 3, avatar: 41 });
    await saved;
  });

  it('fails with the error on the file field, and sends no write, when the endpoint refuses a file', async () => {
    const { users, http: controller } = setup({ url: 'uploads' });
    http = controller;
    const error = failure(users.create({ name: 'Ann', avatar: avatar() }));
    await tick();
    http
      .expectOne('/api/uploads')
      .flush(
        { message: 'The file is too large: at most 1 MB' },
        { status: 413, statusText: 'Payload Too Large' },
      );
    const refused = await error;
    expect(refused.status).toBe(413);
    expect(refused.errors).toEqual({ avatar: ['“me.png”: The file is too large: at most 1 MB'] });
    http.expectNone('/api/users');
  });

  it('says which value it lacks when the endpoint answers without it', async () => {
    const { users, http: controller } = setup({ url: 'uploads', field: 'url' });
    http = controller;
    const error = failure(users.create({ avatar: avatar() }));
    await tick();
    http.expectOne('/api/uploads').flush({ id: 1 });
    expect((await error).message).toContain('answered without "url" for “me.png”');
  });

  it('sends records without files as before, and refuses a disabled action before any upload', async () => {
    const { users, posts, http: controller } = setup({ url: 'uploads' });
    http = controller;
    const saved = firstValueFrom(users.create({ name: 'Ann', avatar: '/a.png' }));
    http.expectOne('/api/users').flush({ id: 1 });
    await saved;
    expect((await failure(posts.create({ cover: avatar() }))).status).toBe(405);
  });
});

describe('uploads as multipart/form-data', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it('sends the JSON body as the part "data" and each file as a part named by its field', async () => {
    const { users, http: controller } = setup({ mode: 'multipart' });
    http = controller;
    const file = avatar();
    const photo = avatar();
    const saved = firstValueFrom(
      users.update(3, { name: 'Ann', avatar: file, photos: ['/kept.png', photo] }),
    );
    const request = http.expectOne({ method: 'PUT', url: '/api/users/3' });
    const body = request.request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(request.request.headers.has('Content-Type')).toBe(false);
    expect(JSON.parse(await text(body.get('data') as Blob))).toEqual({
      name: 'Ann',
      photos: ['/kept.png'],
    });
    expect(body.get('avatar')).toBe(file);
    expect(body.getAll('photos')).toEqual([photo]);
    request.event({ type: HttpEventType.UploadProgress, loaded: 1, total: 4 });
    expect(uploadProgress(file)()).toBe(25);
    expect(uploadProgress(photo)()).toBe(25);
    request.flush({ id: 3, name: 'Ann', avatar: '/stored.png' });
    expect(await saved).toEqual({ id: 3, name: 'Ann', avatar: '/stored.png' });
    expect(uploadProgress(file)()).toBeNull();
  });

  it("keeps the dialect's own body (Laravel) in the JSON part, under the chosen name", async () => {
    const { users, http: controller } = setup(
      { mode: 'multipart', dataPart: 'json' },
      laravelDialect,
    );
    http = controller;
    const saved = firstValueFrom(users.create({ name: 'Ann', avatar: avatar() }));
    const request = http.expectOne({ method: 'POST', url: '/api/users' });
    const body = request.request.body as FormData;
    expect(JSON.parse(await text(body.get('json') as Blob))).toEqual({ name: 'Ann' });
    request.flush({ data: { id: 9, name: 'Ann' } });
    expect(await saved).toEqual({ id: 9, name: 'Ann' });
  });

  it('sends every value as its own part with dataPart: false (OpenAPI multipart bodies)', async () => {
    const { users, http: controller } = setup({ mode: 'multipart', dataPart: false });
    http = controller;
    const file = avatar();
    const saved = firstValueFrom(
      users.create({
        name: 'Ann',
        age: 7,
        admin: false,
        tags: ['a', 'b'],
        meta: { x: 1 },
        bio: null,
        avatar: file,
      }),
    );
    const request = http.expectOne({ method: 'POST', url: '/api/users' });
    const body = request.request.body as FormData;
    expect(body.get('data')).toBeNull();
    expect(body.get('name')).toBe('Ann');
    expect(body.get('age')).toBe('7');
    expect(body.get('admin')).toBe('false');
    expect(body.getAll('tags')).toEqual(['a', 'b']);
    expect(JSON.parse(await text(body.get('meta') as Blob))).toEqual({ x: 1 });
    expect(body.has('bio')).toBe(false);
    expect(body.get('avatar')).toBe(file);
    request.flush({ id: 1 });
    await saved;
  });

  it('sends JSON when the record holds no new file', async () => {
    const { users, http: controller } = setup({ mode: 'multipart' });
    http = controller;
    const saved = firstValueFrom(users.create({ name: 'Ann', avatar: '/a.png' }));
    const request = http.expectOne('/api/users');
    expect(request.request.body).toEqual({ name: 'Ann', avatar: '/a.png' });
    request.flush({ id: 1 });
    await saved;
  });

  it('places field errors of a refused multipart write on the file field', async () => {
    const { users, http: controller } = setup({ mode: 'multipart' });
    http = controller;
    const error = failure(users.create({ name: 'Ann', avatar: avatar() }));
    http
      .expectOne('/api/users')
      .flush(
        { message: 'Wrong type', errors: { avatar: ['must be an image'] } },
        { status: 415, statusText: 'Unsupported Media Type' },
      );
    expect((await error).errors).toEqual({ avatar: ['must be an image'] });
  });
});

describe('uploads not configured', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it('refuses a record with files and says how to configure the dialect', async () => {
    const { users, http: controller } = setup();
    http = controller;
    const error = await failure(users.create({ avatar: avatar() }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('holds files (avatar)');
    expect(error.message).toContain('withUploads(');
  });

  it('refuses a bad uploads option with a clear error', () => {
    expect(() => withUploads(jsonServerDialect, { url: '' })).toThrow(
      "withUploads(): give { mode: 'multipart' } or { url: '<upload endpoint>', field: 'url' }",
    );
  });
});

describe("uploads chosen by one resource's dialect", () => {
  it("sends that resource's files its way; the others keep the app dialect (here: none)", async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [
            { name: 'posts' },
            { name: 'photos', dialect: withUploads(laravelDialect, { mode: 'multipart' }) },
          ],
          apiUrl: '/api/laravel',
          dialect: laravelDialect,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const repositories = TestBed.inject(ResourceRepositories);
    const http = TestBed.inject(HttpTestingController);
    const file = avatar();
    const saved = firstValueFrom(repositories.for('photos').create({ title: 'Sea', image: file }));
    const request = http.expectOne({ method: 'POST', url: '/api/laravel/photos' });
    const body = request.request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(await text(body.get('data') as Blob))).toEqual({ title: 'Sea' });
    expect(body.get('image')).toBe(file);
    request.flush({ data: { id: 4, title: 'Sea', image: '/storage/sea.png' } });
    expect(await saved).toEqual({ id: 4, title: 'Sea', image: '/storage/sea.png' });

    const refused = await failure(repositories.for('posts').create({ cover: avatar() }));
    expect(refused.message).toContain('Resource "posts": the record holds files (cover)');
    http.verify();
  });
});
