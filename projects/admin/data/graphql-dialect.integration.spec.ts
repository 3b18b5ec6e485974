/** @jest-environment node */
// graphqlDialect against a real json-graphql-server 3.3 (the ra-data-graphql-simple convention;
// testing/graphql/serve.mjs), through ResourceRepository and HttpClient as an app uses them.
import { provideHttpClient, withFetch, withInterceptors } from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';

import { withoutAuth } from '../setup/admin-features';
import { provideAdmin } from '../setup/provide-admin';
import { AdminHttpError } from './admin-http-error';
import { createGraphqlDialect } from './graphql-dialect';
import { ResourceRepositories } from './resource-repositories';

const SERVER = join(__dirname, 'testing', 'graphql', 'serve.mjs');

let child: ChildProcess;
let apiUrl: string;
/** Every request the repositories sent: `METHOD path`. */
let sent: string[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, [SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  apiUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`json-graphql-server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      if (out.includes('\n')) resolve((JSON.parse(out.split('\n')[0]) as { url: string }).url);
    });
  });
}, 30_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin?.end();
    await exited;
  }
});

function repositories(): ResourceRepositories {
  sent = [];
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({
    // no DOM here: tearing a testing module down touches `document`
    teardown: { destroyAfterEach: false },
    providers: [
      provideAdmin(
        {
          resources: [{ name: 'posts' }, { name: 'users' }],
          apiUrl,
          dialect: createGraphqlDialect({
            fields: { posts: ['title', 'views', 'published', 'user_id'], users: ['name'] },
          }),
        },
        withoutAuth({ roles: ['admin'] }),
      ),
      provideHttpClient(
        withFetch(),
        withInterceptors([
          (req, next) => {
            sent.push(`${req.method} ${req.url.slice(apiUrl.length)}`);
            return next(req);
          },
        ]),
      ),
    ],
  });
  return TestBed.inject(ResourceRepositories);
}

describe('graphqlDialect against json-graphql-server', () => {
  it('pages, sorts and counts a list in one POST', async () => {
    const posts = repositories().for('posts');
    const first = await firstValueFrom(
      posts.list({ page: 2, perPage: 10, sort: [{ field: 'views', order: 'desc' }] }),
    );
    expect(first.total).toBe(40);
    expect(first.data).toHaveLength(10);
    const views = first.data.map((p) => p['views'] as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const top = await firstValueFrom(
      posts.list({ page: 1, perPage: 10, sort: [{ field: 'views', order: 'desc' }] }),
    );
    expect(Math.min(...top.data.map((p) => p['views'] as number))).toBeGreaterThanOrEqual(
      Math.max(...views),
    );
    expect(sent).toEqual(['POST /graphql', 'POST /graphql']);
  });

  it('filters by value, range and search text', async () => {
    const posts = repositories().for('posts');
    const published = await firstValueFrom(
      posts.list({ page: 1, perPage: 50, filter: { published: false } }),
    );
    expect(published.total).toBe(14);
    expect(published.data.every((p) => p['published'] === false)).toBe(true);
    const range = await firstValueFrom(
      posts.list({ page: 1, perPage: 50, filter: { views: { gte: 20, lte: 40 } } }),
    );
    expect(range.total).toBeGreaterThan(0);
    expect(
      range.data.every((p) => (p['views'] as number) >= 20 && (p['views'] as number) <= 40),
    ).toBe(true);
    const found = await firstValueFrom(posts.list({ page: 1, perPage: 50, q: 'Signals' }));
    expect(found.total).toBe(5);
    expect(found.data.every((p) => String(p['title']).startsWith('Signals'))).toBe(true);
  });

  it('reads several records in one query', async () => {
    const users = repositories().for('users');
    const many = await firstValueFrom(users.getMany([1, 3]));
    expect(many.map((u) => u['name']).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(sent).toEqual(['POST /graphql']);
  });

  it('creates, reads, updates and deletes a record', async () => {
    const posts = repositories().for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Fresh', views: 3, published: true, user_id: 2 }),
    );
    expect(created).toMatchObject({ title: 'Fresh', views: 3, published: true });
    const id = created['id'] as string;
    expect(await firstValueFrom(posts.get(id))).toMatchObject({ id, title: 'Fresh' });
    const updated = await firstValueFrom(posts.update(id, { title: 'Renamed' }));
    expect(updated).toMatchObject({ id, title: 'Renamed', views: 3 });
    await firstValueFrom(posts.delete(id));
    const gone = await firstValueFrom(posts.get(id)).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(AdminHttpError);
    expect(sent.every((request) => request === 'POST /graphql')).toBe(true);
  });

  it('puts a refused argument on its field', async () => {
    const posts = repositories().for('posts');
    const refused = await firstValueFrom(posts.create({ title: 'No author', views: 1 })).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AdminHttpError);
    expect((refused as AdminHttpError).errors).toMatchObject({
      published: [expect.stringContaining('"published"')],
      user_id: [expect.stringContaining('"user_id"')],
    });
  });
});
