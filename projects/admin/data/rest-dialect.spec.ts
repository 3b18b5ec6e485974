// createRestDialect through the repository: each option's requests and parsing, the RealWorld
// "Conduit" configuration of the README against the shapes of the Conduit API's own document
// (https://github.com/gothinkster/realworld, api/openapi.yml: GET /articles with limit/offset →
// MultipleArticlesResponse { articles, articlesCount }; SingleArticleResponse { article };
// NewArticleRequest/UpdateArticleRequest { article: {…} }; PUT /articles/{slug}), bad options and
// bad responses.
import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import type { AdminConfig } from '../config/config';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';
import { createRestDialect, type RestDialectOptions } from './rest-dialect';

/** An Article of the Conduit document's schema (every required property), keyed by `id` here. */
const article = {
  id: 'how-to-train-your-dragon',
  slug: 'how-to-train-your-dragon',
  title: 'How to train your dragon',
  description: 'Ever wonder how?',
  body: 'It takes a Jacobian',
  tagList: ['dragons', 'training'],
  createdAt: '2016-02-18T03:22:56.637Z',
  updatedAt: '2016-02-18T03:48:35.824Z',
  favorited: false,
  favoritesCount: 0,
  author: { username: 'jake', bio: 'I work at statefarm', image: null, following: false },
};

/** A fresh TestBed with the dialect of `options` (a test may set up several in turn). */
function setUp(options: RestDialectOptions, extra: Partial<AdminConfig> = {}) {
  TestBed.resetTestingModule();
  return repositoriesFor({
    dialect: createRestDialect(options),
    resources: [{ name: 'articles' }, { name: 'posts', translatable: true }],
    ...extra,
  });
}

describe('createRestDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;
  afterEach(() => http.verify());

  describe('defaults (json-server-like)', () => {
    beforeEach(() => ({ repos, http } = setUp({})));

    it('list: _page/_limit, _sort/_order, k=v (arrays repeated), {k}_gte/_lte/_like, q; the body is the array, total from X-Total-Count', async () => {
      const result = firstValueFrom(
        repos.for('posts').list(
          {
            page: 2,
            perPage: 10,
            sort: [
              { field: 'title', order: 'desc' },
              { field: 'views', order: 'asc' },
            ],
            filter: {
              userId: 1,
              tag: ['a', 'b'],
              views: { gte: 10, lte: 20 },
              title: { like: 'x.' },
            },
            q: 'dragon',
          },
          { locale: 'fr' },
        ),
      );
      const req = http.expectOne(() => true);
      expect(wire(req)).toEqual({
        method: 'GET',
        url: '/api/posts',
        params: {
          _page: '2',
          _limit: '10',
          _sort: 'title,views',
          _order: 'desc,asc',
          userId: '1',
          tag: ['a', 'b'],
          views_gte: '10',
          views_lte: '20',
          title_like: 'x.',
          q: 'dragon',
        },
        headers: { 'Accept-Language': 'fr' },
        body: null,
      });
      req.flush([{ id: 1 }], { headers: { 'X-Total-Count': '11' } });
      await expect(result).resolves.toEqual({ data: [{ id: 1 }], total: 11 });
    });

    it('get, getMany (id=1&id=2), create (POST), update (PATCH), delete (getMany sent after the turn); records are the body', async () => {
      const posts = repos.for('articles');
      const got = firstValueFrom(posts.get(1));
      const many = firstValueFrom(posts.getMany([2, 3]));
      const created = firstValueFrom(posts.create({ title: 'New' }));
      const updated = firstValueFrom(posts.update(4, { title: 'Four' }));
      const deleted = firstValueFrom(posts.delete(5));
      await Promise.resolve(); // getMany gathers the ids of one turn
      const reqs = http.match(() => true);
      expect(reqs.map(wire)).toEqual([
        { method: 'GET', url: '/api/articles/1', params: {}, headers: {}, body: null },
        { method: 'POST', url: '/api/articles', params: {}, headers: {}, body: { title: 'New' } },
        {
          method: 'PATCH',
          url: '/api/articles/4',
          params: {},
          headers: {},
          body: { title: 'Four' },
        },
        { method: 'DELETE', url: '/api/articles/5', params: {}, headers: {}, body: null },
        {
          method: 'GET',
          url: '/api/articles',
          params: { id: ['2', '3'] },
          headers: {},
          body: null,
        },
      ]);
      reqs[0].flush({ id: 1, title: 'One' });
      reqs[1].flush({ id: 9, title: 'New' });
      reqs[2].flush({ id: 4, title: 'Four' });
      reqs[3].flush({});
      reqs[4].flush([{ id: 2 }, { id: 3 }]);
      await expect(got).resolves.toEqual({ id: 1, title: 'One' });
      await expect(many).resolves.toEqual([{ id: 2 }, { id: 3 }]);
      await expect(created).resolves.toEqual({ id: 9, title: 'New' });
      await expect(updated).resolves.toEqual({ id: 4, title: 'Four' });
      await expect(deleted).resolves.toBeUndefined();
    });

    it('an unpaged list without X-Total-Count counts its records; a paged one without it fails naming the header', async () => {
      const all = firstValueFrom(repos.for('articles').list({}));
      http.expectOne('/api/articles').flush([{ id: 1 }, { id: 2 }]);
      await expect(all).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
      const paged = failure(repos.for('articles').list({ page: 1, perPage: 5 }));
      http.expectOne(() => true).flush([{ id: 1 }]);
      expect((await paged).message).toContain('X-Total-Count');
    });

    it('a body that is not an array fails naming createRestDialect, the list option and the keys the body held', async () => {
      const result = failure(repos.for('articles').list({}));
      http.expectOne(() => true).flush({ data: [{ id: 1 }], meta: { total: 1 } });
      const { message } = await result;
      expect(message).toContain('createRestDialect');
      expect(message).toContain('set the list option');
      expect(message).toContain('an object with the keys data, meta');
    });
  });

  it('the Conduit configuration of the README: limit/offset, { articles, articlesCount }, { article } both ways, PUT', async () => {
    ({ repos, http } = setUp({
      list: 'articles',
      record: 'article',
      total: { body: 'articlesCount' },
      paging: { style: 'offset', offset: 'offset', perPage: 'limit' },
      body: 'article',
      update: 'PUT',
    }));
    const articles = repos.for('articles');
    const list = firstValueFrom(
      articles.list({ page: 2, perPage: 20, filter: { tag: 'dragons' } }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe('/api/articles?offset=20&limit=20&tag=dragons');
    req.flush({ articles: [article], articlesCount: 21 });
    await expect(list).resolves.toEqual({ data: [article], total: 21 });

    const created = firstValueFrom(articles.create({ title: 'T', description: 'D', body: 'B' }));
    const create = http.expectOne(() => true);
    expect(wire(create)).toMatchObject({
      method: 'POST',
      url: '/api/articles',
      body: { article: { title: 'T', description: 'D', body: 'B' } },
    });
    create.flush({ article }, { status: 201, statusText: 'Created' });
    await expect(created).resolves.toEqual(article);

    const updated = firstValueFrom(articles.update(article.id, { title: 'Did you train it?' }));
    const update = http.expectOne(() => true);
    expect(wire(update)).toMatchObject({
      method: 'PUT',
      url: '/api/articles/how-to-train-your-dragon',
      body: { article: { title: 'Did you train it?' } },
    });
    update.flush({ article: { ...article, title: 'Did you train it?' } });
    await expect(updated).resolves.toEqual({ ...article, title: 'Did you train it?' });
  });

  it('dotted list and total paths; zero-based page paging with names; prefixed sort; bracket filters with comma arrays and own operators; q name', async () => {
    ({ repos, http } = setUp({
      list: 'data.items',
      total: { body: 'meta.total' },
      paging: { page: 'page', perPage: 'size', zeroBased: true },
      sort: { style: 'prefixed' },
      filter: {
        style: 'bracket',
        arrays: 'comma',
        operators: { gte: '{k}__gte', lte: '{k}__lte', like: '{k}__icontains' },
      },
      q: 'search',
    }));
    const result = firstValueFrom(
      repos.for('articles').list({
        page: 3,
        perPage: 5,
        sort: [
          { field: 'title', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
        filter: { id: [1, 2], views: { gte: 3 }, title: { like: 'a' } },
        q: 'x',
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      page: '2',
      size: '5',
      sort: '-title,id',
      'filter[id]': '1,2',
      'filter[views__gte]': '3',
      'filter[title__icontains]': 'a',
      search: 'x',
    });
    req.flush({ data: { items: [{ id: 1 }] }, meta: { total: 11 } });
    await expect(result).resolves.toEqual({ data: [{ id: 1 }], total: 11 });
  });

  it('comma sort repeats sort=field,order; field-order names; total from another header', async () => {
    ({ repos, http } = setUp({
      sort: { style: 'comma' },
      total: { header: 'X-Count' },
    }));
    const result = firstValueFrom(
      repos.for('articles').list({
        page: 1,
        perPage: 5,
        sort: [
          { field: 'title', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({ _page: '1', _limit: '5', sort: ['title,desc', 'id,asc'] });
    req.flush([], { headers: { 'X-Count': '0' } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });

    ({ repos, http } = setUp({ sort: { param: 'orderBy', order: 'dir' } }));
    void firstValueFrom(repos.for('articles').list({ sort: [{ field: 'title', order: 'asc' }] }));
    expect(wire(http.expectOne(() => true)).params).toEqual({ orderBy: 'title', dir: 'asc' });
  });

  it("total 'none': a full page counts one more record than it reaches, a short page is exact", async () => {
    ({ repos, http } = setUp({ total: 'none' }));
    const full = firstValueFrom(repos.for('articles').list({ page: 2, perPage: 2 }));
    http.expectOne(() => true).flush([{ id: 3 }, { id: 4 }]);
    await expect(full).resolves.toEqual({ data: [{ id: 3 }, { id: 4 }], total: 5 });
    const last = firstValueFrom(repos.for('articles').list({ page: 3, perPage: 2 }));
    http.expectOne(() => true).flush([{ id: 5 }]);
    await expect(last).resolves.toEqual({ data: [{ id: 5 }], total: 5 });
  });

  it("getMany: a named, comma-joined parameter; or 'each', one GET per record read through the record envelope", async () => {
    ({ repos, http } = setUp({ getMany: { param: 'ids', join: 'comma' } }));
    const joined = firstValueFrom(repos.for('articles').getMany([1, 2]));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe('/api/articles?ids=1,2');
    req.flush([{ id: 1 }, { id: 2 }]);
    await expect(joined).resolves.toEqual([{ id: 1 }, { id: 2 }]);

    ({ repos, http } = setUp({ getMany: 'each', record: 'data' }));
    const each = firstValueFrom(repos.for('articles').getMany([1, 2]));
    await Promise.resolve();
    const reqs = http.match(() => true);
    expect(reqs.map((r) => r.request.urlWithParams)).toEqual([
      '/api/articles/1',
      '/api/articles/2',
    ]);
    reqs[0].flush({ data: { id: 1 } });
    reqs[1].flush({ data: { id: 2 } });
    await expect(each).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('trailingSlash ends every path with a slash', async () => {
    ({ repos, http } = setUp({ trailingSlash: true }));
    const articles = repos.for('articles');
    void firstValueFrom(articles.list({}));
    void firstValueFrom(articles.get('a/b'));
    void firstValueFrom(articles.create({ title: 'x' }));
    expect(http.match(() => true).map((r) => r.request.url)).toEqual([
      '/api/articles/',
      '/api/articles/a%2Fb/',
      '/api/articles/',
    ]);
  });

  it('a record envelope that is missing, and a body total that is not a count, fail naming the option and what the body held', async () => {
    ({ repos, http } = setUp({
      record: 'article',
      list: 'articles',
      total: { body: 'articlesCount' },
    }));
    const got = failure(repos.for('articles').get('x'));
    http.expectOne(() => true).flush({ id: 'x', title: 'bare' });
    const gotMessage = (await got).message;
    expect(gotMessage).toContain("createRestDialect: expected record 'article' to hold a record");
    expect(gotMessage).toContain('the keys id, title');

    const listed = failure(repos.for('articles').list({ page: 1, perPage: 20 }));
    http.expectOne(() => true).flush({ articles: [], articlesCount: '0' });
    const listMessage = (await listed).message;
    expect(listMessage).toContain("total { body: 'articlesCount' }");
    expect(listMessage).toContain('articlesCount was "0"');

    const wrapped = failure(repos.for('articles').list({}));
    http.expectOne(() => true).flush({ items: [] });
    expect((await wrapped).message).toContain(
      "createRestDialect: expected list 'articles' to hold an array of records, but the body held an object with the keys items",
    );
  });

  it('bad options are TypeErrors naming the option and the value', () => {
    const bad = (options: unknown) => () => createRestDialect(options as RestDialectOptions);
    expect(bad({ lists: 'x' })).toThrow(
      new TypeError(
        'createRestDialect: the options has an unknown key "lists" (known: list, record, total, paging, sort, filter, q, getMany, body, update, trailingSlash)',
      ),
    );
    expect(bad({ list: 'data..items' })).toThrow(
      'createRestDialect: list must be a key or a dotted path such as \'data.items\', got "data..items"',
    );
    expect(bad({ total: { body: 'a', header: 'b' } })).toThrow('createRestDialect: total must be');
    expect(bad({ total: { header: 'X Total' } })).toThrow(
      'createRestDialect: total.header must be a header name, got "X Total"',
    );
    expect(bad({ paging: { style: 'cursor' } })).toThrow(
      `createRestDialect: paging.style must be 'page' or 'offset', got "cursor"`,
    );
    expect(bad({ paging: { zeroBased: 'yes' } })).toThrow(
      'createRestDialect: paging.zeroBased must be a boolean, got "yes"',
    );
    expect(bad({ paging: { perPage: '' } })).toThrow(
      'createRestDialect: paging.perPage must be a parameter name, got ""',
    );
    expect(bad({ sort: { style: 'json' } })).toThrow(
      `createRestDialect: sort.style must be 'field-order' or 'prefixed' or 'comma', got "json"`,
    );
    expect(bad({ filter: { operators: { gte: 'min' } } })).toThrow(
      `createRestDialect: filter.operators.gte must be a key template holding {k}, such as '{k}_gte', got "min"`,
    );
    expect(bad({ filter: { operators: { eq: '{k}' } } })).toThrow(
      'createRestDialect: filter.operators has an unknown key "eq"',
    );
    expect(bad({ getMany: 'all' })).toThrow(
      'createRestDialect: getMany must be an object, got "all"',
    );
    expect(bad({ getMany: { join: 'pipe' } })).toThrow(
      `createRestDialect: getMany.join must be 'repeat' or 'comma', got "pipe"`,
    );
    expect(bad({ body: 3 })).toThrow(
      "createRestDialect: body must be a key such as 'article', got 3",
    );
    expect(bad({ update: 'POST' })).toThrow(
      `createRestDialect: update must be 'PATCH' or 'PUT', got "POST"`,
    );
    expect(bad({ trailingSlash: 1 })).toThrow(
      'createRestDialect: trailingSlash must be a boolean, got 1',
    );
    expect(bad({ q: null })).toThrow('createRestDialect: q must be a parameter name, got null');
  });
});
