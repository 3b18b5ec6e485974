// @ts-check
'use strict';

/** The trash of the soft-deleting posts (lib/store/trash.js), on the real server and PGlite. */

const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startSignedInApi } = require('./signed-in-api.testing');

describe('trash (soft-deleted posts)', () => {
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>} */
  let server;
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>['call']} */
  const call = (...args) => server.call(...args);

  /** A new post with one comment. @param {string} title */
  async function postWithComment(title) {
    const post = await call('POST', '/posts', {
      role: 'editor',
      body: { title, userId: 2, categoryId: 1 },
    });
    expect(post.status).toBe(201);
    const comment = await call('POST', `/posts/${post.body.id}/comments`, {
      role: 'editor',
      body: { body: `On ${title}`, userId: 2 },
    });
    expect(comment.status).toBe(201);
    return { post: post.body, comment: comment.body };
  }

  beforeAll(async () => {
    server = await startSignedInApi('trash');
  }, 60_000);

  afterAll(() => server?.close());

  it('DELETE moves a post to the trash: out of lists and reads, in the trash listing', async () => {
    const { post, comment } = await postWithComment('Trash me');
    const removed = await call('DELETE', `/posts/${post.id}`, { role: 'editor' });
    expect(removed.status).toBe(200);
    expect((await call('GET', `/posts/${post.id}`, { role: 'viewer' })).status).toBe(404);
    expect((await call('DELETE', `/posts/${post.id}`, { role: 'editor' })).status).toBe(404);
    const patched = await call('PATCH', `/posts/${post.id}`, {
      role: 'editor',
      body: { title: 'Patched' },
    });
    expect(patched.status).toBe(404);
    const list = await call('GET', `/posts?title=Trash%20me`, { role: 'viewer' });
    expect(list.body).toEqual([]);
    // The comment stays, until a purge.
    expect((await call('GET', `/comments/${comment.id}`, { role: 'viewer' })).status).toBe(200);

    const trash = await call('GET', '/posts/trash?_page=1&_limit=5', { role: 'viewer' });
    expect(trash.status).toBe(200);
    expect(trash.headers.get('x-total-count')).toBe('1');
    const { views, ...withoutViews } = post; // viewers may not read views (lib/rules.js)
    expect(typeof views).toBe('number');
    expect(trash.body).toEqual([
      {
        ...withoutViews,
        deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        deletedBy: server.as.editor.id,
      },
    ]);
  });

  it('lists the trash like a list: the last trashed first, filtered, searched, paged', async () => {
    const first = (await postWithComment('Old news')).post;
    const second = (await postWithComment('Older news')).post;
    for (const { id } of [first, second]) {
      expect((await call('DELETE', `/posts/${id}`, { role: 'admin' })).status).toBe(200);
    }
    const all = await call('GET', '/posts/trash?q=news', { role: 'editor' });
    expect(all.body.map((/** @type {any} */ p) => p.id)).toEqual([second.id, first.id]);
    const sorted = await call('GET', '/posts/trash?q=news&_sort=title', { role: 'editor' });
    expect(sorted.body.map((/** @type {any} */ p) => p.title)).toEqual(['Old news', 'Older news']);
    const page = await call('GET', '/posts/trash?q=news&_page=2&_limit=1', { role: 'editor' });
    expect(page.body.map((/** @type {any} */ p) => p.id)).toEqual([first.id]);
    expect(page.headers.get('x-total-count')).toBe('2');
    const filtered = await call('GET', '/posts/trash?title_like=older', { role: 'editor' });
    expect(filtered.body.map((/** @type {any} */ p) => p.id)).toEqual([second.id]);
    // The other dialects list it in their own shapes.
    const simple = await call('GET', '/simple-rest/posts/trash?filter={"q":"news"}&range=[0,0]', {
      role: 'editor',
    });
    expect(simple.headers.get('content-range')).toBe('posts 0-0/2');
    const laravel = await call('GET', '/laravel/posts/trash?filter[q]=news', { role: 'editor' });
    expect(laravel.body.meta.total).toBe(2);
    expect(laravel.body.data[0].deletedBy).toBe(server.as.admin.id);
  });

  it('serves a trashed post to its references, marked with deletedAt', async () => {
    const { post, comment } = await postWithComment('Referenced');
    const live = (await postWithComment('Still here')).post;
    await call('DELETE', `/posts/${post.id}`, { role: 'editor' });
    const one = await call('GET', `/posts/${post.id}?_trashed=include`, { role: 'viewer' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: post.id, deletedAt: expect.any(String) });
    const many = await call('GET', `/posts?id=${post.id}&id=${live.id}&_trashed=include`, {
      role: 'viewer',
    });
    expect(many.body.map((/** @type {any} */ p) => [p.id, 'deletedAt' in p])).toEqual([
      [post.id, true],
      [live.id, false],
    ]);
    const expanded = await call('GET', `/comments/${comment.id}?_expand=post`, { role: 'viewer' });
    expect(expanded.body.post).toMatchObject({ id: post.id, deletedBy: server.as.editor.id });
    // A user's posts (its children) are the live ones.
    const user = await call('GET', `/users/2?_embed=posts`, { role: 'admin' });
    const ids = user.body.posts.map((/** @type {any} */ p) => p.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(post.id);
  });

  it('refuses _trashed with a bad value, or on a resource without a trash', async () => {
    const bad = await call('GET', '/posts?_trashed=yes', { role: 'viewer' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('_trashed must be "include" or "only", got "yes"');
    const read = await call('GET', '/posts/1?_trashed=only', { role: 'viewer' });
    expect(read.body.message).toContain('_trashed must be "include"');
    const tags = await call('GET', '/tags?_trashed=include', { role: 'viewer' });
    expect(tags.status).toBe(400);
    expect(tags.body.message).toContain('tags have no trash');
  });

  it('restores a trashed post for whom may delete posts', async () => {
    const { post } = await postWithComment('Come back');
    await call('DELETE', `/posts/${post.id}`, { role: 'editor' });
    const refused = await call('POST', `/posts/${post.id}/restore`, { role: 'viewer' });
    expect(refused.status).toBe(403);
    const restored = await call('POST', `/posts/${post.id}/restore`, { role: 'editor' });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(post);
    expect(restored.headers.get('etag')).toBe('"3-en"');
    const back = await call('GET', `/posts/${post.id}`, { role: 'viewer' });
    // Viewers may not read views (lib/rules.js FIELD_RULES).
    const { views, ...withoutViews } = post;
    expect(typeof views).toBe('number');
    expect(back.body).toEqual(withoutViews);
    const again = await call('POST', `/posts/${post.id}/restore`, { role: 'editor' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Not found in the trash: posts ${post.id}`);
  });

  it('purges a trashed post for admins only, with its comments', async () => {
    const { post, comment } = await postWithComment('Gone for good');
    const live = await call('DELETE', `/posts/trash/${post.id}`, { role: 'admin' });
    expect(live.status).toBe(404);
    expect(live.body.message).toBe(`Not found in the trash: posts ${post.id}`);
    await call('DELETE', `/posts/${post.id}`, { role: 'editor' });
    const editor = await call('DELETE', `/posts/trash/${post.id}`, { role: 'editor' });
    expect(editor.status).toBe(403);
    expect(editor.body.message).toBe(
      'Forbidden: role editor may not purge posts from the trash (needs the role admin)',
    );
    expect((await call('DELETE', `/posts/trash/${post.id}`, { role: 'admin' })).status).toBe(200);
    expect(
      (await call('GET', `/posts/${post.id}?_trashed=include`, { role: 'admin' })).status,
    ).toBe(404);
    expect((await call('GET', `/comments/${comment.id}`, { role: 'admin' })).status).toBe(404);
    const trash = await call('GET', `/posts/trash?title=Gone%20for%20good`, { role: 'admin' });
    expect(trash.body).toEqual([]);
  });
});
