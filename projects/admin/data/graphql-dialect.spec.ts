// graphqlDialect against the examples of the convention's own documentation:
// - ra-data-graphql-simple, "Expected GraphQL Schema":
//   https://github.com/marmelab/react-admin/tree/master/packages/ra-data-graphql-simple#expected-graphql-schema
// - json-graphql-server, "Generated Types and Queries" and "GraphQL Usage" (Post, allPosts with
//   page: 0, perPage, sortField/sortOrder, filter q, views_gte):
//   https://github.com/marmelab/json-graphql-server#generated-types-and-queries
// - json-graphql-server's schema (_allPostsMeta takes page, perPage and filter, not the sort;
//   PostFilter has q, ids and <field>_lt/_lte/_gt/_gte/_neq; createPost takes the fields, updatePost
//   id and the fields, both removePost and deletePost exist):
//   https://github.com/marmelab/json-graphql-server/blob/master/src/introspection/getSchemaFromData.ts
//   https://github.com/marmelab/json-graphql-server/blob/master/src/introspection/getFilterTypesFromData.ts
// - GraphQL errors: https://spec.graphql.org/October2021/#sec-Errors
import type { TestRequest } from '@angular/common/http/testing';
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { createGraphqlDialect, graphqlDialect } from './graphql-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor } from './repositories.testing';

/** The posts of json-graphql-server's README example. */
const lorem = { id: '1', title: 'Lorem Ipsum', views: 254, user_id: '123' };
const dolor = { id: '2', title: 'Sic Dolor amet', views: 65, user_id: '456' };

const squash = (query: string) => query.replace(/\s+/g, ' ').trim();

/** The POST's body with its query text normalized for whitespace. */
function sent(req: TestRequest) {
  expect(req.request.method).toBe('POST');
  expect(req.request.url).toBe('/api/graphql');
  const body = req.request.body as { query: string; variables: unknown };
  return { query: squash(body.query), variables: body.variables };
}

describe('graphqlDialect (ra-data-graphql-simple convention) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: createGraphqlDialect({
        fields: { posts: ['title', 'views', 'user_id'], categories: ['name'] },
      }),
      resources: [{ name: 'posts', label: 'title' }, { name: 'categories' }, { name: 'tags' }],
    }));
  });
  afterEach(() => http.verify());

  it('list: one query with allPosts and _allPostsMeta aliased, page zero-based, sortField/sortOrder, filter with q, field and _gte/_lte (docs: GraphQL Usage)', async () => {
    const result = firstValueFrom(
      repos.for('posts').list({
        page: 1,
        perPage: 1,
        sort: [{ field: 'title', order: 'desc' }],
        filter: { user_id: '123', views: { gte: 200, lte: 300 } },
        q: 'lorem',
      }),
    );
    const req = http.expectOne(() => true);
    expect(sent(req)).toEqual({
      query:
        'query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: PostFilter) ' +
        '{ items: allPosts(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id title views user_id } ' +
        'total: _allPostsMeta(filter: $filter) { count } }',
      variables: {
        page: 0,
        perPage: 1,
        sortField: 'title',
        sortOrder: 'DESC',
        filter: { user_id: '123', views_gte: 200, views_lte: 300, q: 'lorem' },
      },
    });
    req.flush({ data: { items: [lorem], total: { count: 1 } } });
    await expect(result).resolves.toEqual({ data: [lorem], total: 1 });
  });

  it('list without paging, sort or filter: no variables; the plural is the resource name (allCategories)', async () => {
    const result = firstValueFrom(repos.for('categories').list({}));
    const req = http.expectOne(() => true);
    expect(sent(req)).toEqual({
      query: 'query { items: allCategories { id name } total: _allCategoriesMeta { count } }',
      variables: {},
    });
    req.flush({ data: { items: [{ id: '1', name: 'News' }], total: { count: 1 } } });
    await expect(result).resolves.toEqual({ data: [{ id: '1', name: 'News' }], total: 1 });
  });

  it('getMany: one allPosts query with filter { ids }', async () => {
    const result = firstValueFrom(repos.for('posts').getMany(['1', '2']));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(sent(req)).toEqual({
      query:
        'query ($filter: PostFilter) { items: allPosts(filter: $filter) { id title views user_id } }',
      variables: { filter: { ids: ['1', '2'] } },
    });
    req.flush({ data: { items: [lorem, dolor] } });
    await expect(result).resolves.toEqual([lorem, dolor]);
  });

  it('get: Post(id: $id) with the selection set (docs: "get a single entity, by id")', async () => {
    const result = firstValueFrom(repos.for('posts').get('1'));
    const req = http.expectOne(() => true);
    expect(sent(req)).toEqual({
      query: 'query ($id: ID!) { data: Post(id: $id) { id title views user_id } }',
      variables: { id: '1' },
    });
    req.flush({ data: { data: lorem } });
    await expect(result).resolves.toEqual(lorem);
  });

  it('create and update: fields as separate typed arguments (docs: createPost(title: String!, views: Int!, user_id: ID!), updatePost(id: ID!, …))', async () => {
    const created = firstValueFrom(
      repos.for('posts').create({ title: 'Lorem Ipsum', views: 254, user_id: '123' }),
    );
    const create = http.expectOne(() => true);
    expect(sent(create)).toEqual({
      query:
        'mutation ($title: String!, $views: Int!, $user_id: ID!) ' +
        '{ data: createPost(title: $title, views: $views, user_id: $user_id) { id title views user_id } }',
      variables: { title: 'Lorem Ipsum', views: 254, user_id: '123' },
    });
    create.flush({ data: { data: lorem } });
    await expect(created).resolves.toEqual(lorem);

    const updated = firstValueFrom(repos.for('posts').update('2', { ...dolor, views: 66.5 }));
    const update = http.expectOne(() => true);
    expect(sent(update)).toEqual({
      query:
        'mutation ($id: ID!, $title: String!, $views: Float!, $user_id: ID!) ' +
        '{ data: updatePost(id: $id, title: $title, views: $views, user_id: $user_id) { id title views user_id } }',
      variables: { id: '2', title: 'Sic Dolor amet', views: 66.5, user_id: '456' },
    });
    update.flush({ data: { data: { ...dolor, views: 66.5 } } });
    await expect(updated).resolves.toEqual({ ...dolor, views: 66.5 });
  });

  it('delete: deletePost(id: $id) (docs: deletePost(id: ID!))', async () => {
    const deleted = firstValueFrom(repos.for('posts').delete('2'));
    const req = http.expectOne(() => true);
    expect(sent(req)).toEqual({
      query: 'mutation ($id: ID!) { data: deletePost(id: $id) { id } }',
      variables: { id: '2' },
    });
    req.flush({ data: { data: { id: '2' } } });
    await deleted;
  });

  it('errors in a 200 response fail the call with their messages; extensions.field becomes a field error', async () => {
    const saved = failure(repos.for('posts').create({ title: '', views: 1, user_id: '1' }));
    http
      .expectOne(() => true)
      .flush({
        data: { data: null },
        errors: [
          { message: 'title must not be empty', path: ['data'], extensions: { field: 'title' } },
          { message: 'Not allowed', path: ['data'] },
        ],
      });
    const error = await saved;
    expect(error.errors).toEqual({ title: ['title must not be empty'] });
    expect(error.message).toBe('POST /api/graphql: the graphql dialect got errors: Not allowed');
  });

  it('a failed status reads GraphQL errors (parseError)', async () => {
    const page = failure(repos.for('posts').list({}));
    http
      .expectOne(() => true)
      .flush(
        { errors: [{ message: 'Cannot query field "nope" on type "Post".' }] },
        { status: 400, statusText: 'Bad Request' },
      );
    expect((await page).message).toContain('Cannot query field "nope" on type "Post".');
  });

  it('responses that do not fit fail with a message naming the dialect and what was wrong', async () => {
    const cases: [object, string][] = [
      [[], 'the graphql dialect expected a JSON body { data: {…} }, got an array'],
      [{ data: null }, 'the graphql dialect expected a JSON body { data: {…} }, got data = null'],
      [{ data: { items: null, total: { count: 0 } } }, 'expected data.items (all…) to be a list'],
      [{ data: { items: [], total: null } }, 'reads the total from _all…Meta { count }'],
    ];
    for (const [body, message] of cases) {
      const page = firstValueFrom(repos.for('posts').list({}));
      http.expectOne(() => true).flush(body);
      await expect(page).rejects.toThrow(message);
    }
    const missing = firstValueFrom(repos.for('posts').get('9'));
    http.expectOne(() => true).flush({ data: { data: null } });
    await expect(missing).rejects.toThrow('expected the record in data, got null');
  });

  it('calls it cannot express are clear errors; nothing is sent', async () => {
    await expect(firstValueFrom(repos.for('tags').list({}))).rejects.toThrow(
      'the graphql dialect must list the fields it asks for, and resource "tags" names none: ' +
        "set createGraphqlDialect({ fields: { \"tags\": ['id', 'title'] } })",
    );
    await expect(
      firstValueFrom(repos.for('posts').list({ filter: { title: { like: 'x' } } })),
    ).rejects.toThrow('the graphql dialect has no "contains" filter (filter.title.like)');
    await expect(
      firstValueFrom(repos.for('posts').list({ filter: { title: ['a', 'b'] } })),
    ).rejects.toThrow('sends "any of" only for id (filter ids), not for "title"');
    await expect(
      firstValueFrom(repos.for('posts').create({ title: 'x', tags: ['a'] })),
    ).rejects.toThrow(
      'cannot tell the GraphQL type of "tags" (an array): set createGraphqlDialect({ argTypes: { "posts": { "tags": \'String\' } } })',
    );
  });
});

describe('createGraphqlDialect options', () => {
  const resource = { name: 'posts', api: 'posts' } as never;

  it('types, fields, argTypes, endpoint and deletePrefix', () => {
    const dialect = createGraphqlDialect({
      endpoint: 'api/gql',
      types: { posts: 'Story' },
      argTypes: { posts: { published: 'Date', tags: '[String]' } },
      deletePrefix: 'remove',
    });
    expect(dialect.getMany({ resource, fields: ['title'] }, [1])).toEqual({
      method: 'POST',
      path: 'api/gql',
      body: {
        query: 'query ($filter: StoryFilter) { items: allStories(filter: $filter) { id title } }',
        variables: { filter: { ids: [1] } },
      },
    });
    const create = dialect.create(
      { resource, fields: ['title'] },
      {
        published: new Date('2017-07-03T00:00:00.000Z'),
        tags: null,
      },
    );
    expect(create.body).toEqual({
      query:
        'mutation ($published: Date, $tags: [String]) { data: createStory(published: $published, tags: $tags) { id title } }',
      variables: { published: '2017-07-03T00:00:00.000Z', tags: null },
    });
    expect((dialect.delete({ resource }, 3).body as { query: string }).query).toBe(
      'mutation ($id: ID!) { data: removeStory(id: $id) { id } }',
    );
    expect(graphqlDialect.name).toBe('graphql');
  });

  it('bad options are errors naming the option', () => {
    expect(() => createGraphqlDialect({ endpoint: '/graphql' })).toThrow(
      'createGraphqlDialect: endpoint must be a path under the API URL such as "graphql", got "/graphql"',
    );
    expect(() => createGraphqlDialect({ types: { posts: 'my type' } })).toThrow(
      'createGraphqlDialect: types.posts must be a GraphQL type name, got "my type"',
    );
    expect(() => createGraphqlDialect({ fields: { posts: ['a b'] } })).toThrow(
      'createGraphqlDialect: fields.posts must be an array of GraphQL field names',
    );
    expect(() => createGraphqlDialect({ argTypes: { posts: { a: 'x y' } } })).toThrow(
      'createGraphqlDialect: argTypes.posts.a must be a GraphQL type such as "String!"',
    );
    expect(() => createGraphqlDialect({ deletePrefix: 'drop' as never })).toThrow(
      "createGraphqlDialect: deletePrefix must be 'delete' or 'remove', got \"drop\"",
    );
  });
});
