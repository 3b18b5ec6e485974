// @ts-check
'use strict';

const { describe, it, expect } = require('@jest/globals');
const { generateSeed, resolveSeedOptions, createRandom, DEMO_ACCOUNTS } = require('./seed');

describe('generateSeed', () => {
  it('gives the same data for the same options', () => {
    expect(generateSeed({ posts: 50, prng: 7 })).toEqual(generateSeed({ posts: 50, prng: 7 }));
    expect(generateSeed()).toEqual(
      generateSeed({ posts: 120, users: 20, comments: 10_000, prng: 1 }),
    );
  });

  it('gives other data for another PRNG seed', () => {
    const a = generateSeed({ posts: 20, prng: 1 });
    const b = generateSeed({ posts: 20, prng: 2 });
    expect(a.posts.map((p) => p.title)).not.toEqual(b.posts.map((p) => p.title));
    expect(a.categories).toEqual(b.categories);
  });

  it('has the default sizes and the requested ones', () => {
    const data = generateSeed();
    expect(data.users).toHaveLength(20);
    expect(data.posts).toHaveLength(120);
    expect(data.comments).toHaveLength(10_000);
    expect(data.categories).toHaveLength(8);
    expect(data.tags).toHaveLength(15);
    const big = generateSeed({ posts: 10_000, users: 5, comments: 7 });
    expect([big.posts.length, big.users.length, big.comments.length]).toEqual([10_000, 5, 7]);
  });

  it('starts with the three demo accounts', () => {
    const { users } = generateSeed();
    expect(users.slice(0, 3).map(({ id, email, roles }) => ({ id, email, roles }))).toEqual([
      { id: 1, email: 'admin@example.com', roles: ['admin'] },
      { id: 2, email: 'editor@example.com', roles: ['editor'] },
      { id: 3, email: 'viewer@example.com', roles: ['viewer'] },
    ]);
    expect(DEMO_ACCOUNTS.map((a) => a.password)).toEqual(['admin123', 'editor123', 'viewer123']);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it('builds records of the contract shapes with valid references', () => {
    const data = generateSeed({ posts: 300 });
    const ids = (/** @type {{ id: number }[]} */ list) => new Set(list.map((r) => r.id));
    const [users, posts, categories, tags] = [data.users, data.posts, data.categories, data.tags];
    for (const user of users) {
      expect(Object.keys(user)).toEqual(['id', 'name', 'email', 'roles', 'avatar']);
      expect(user.email).toMatch(/^[a-z0-9.]+@example\.com$/);
    }
    for (const post of posts) {
      expect(Object.keys(post)).toEqual([
        'id',
        'title',
        'body',
        'userId',
        'categoryId',
        'tagIds',
        'published',
        'archived',
        'publishedAt',
        'views',
        'cover',
        'translations',
      ]);
      expect(ids(users).has(post.userId)).toBe(true);
      expect(ids(categories).has(post.categoryId)).toBe(true);
      expect(post.tagIds.every((id) => ids(tags).has(id))).toBe(true);
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
      expect(Number.isInteger(post.views) && post.views >= 0).toBe(true);
      expect(post.translations?.fr?.title).toEqual(expect.any(String));
      expect(post.translations?.fr?.title).not.toBe(post.title);
    }
    for (const comment of data.comments) {
      expect(Object.keys(comment)).toEqual(['id', 'postId', 'userId', 'body', 'createdAt']);
      expect(ids(posts).has(comment.postId)).toBe(true);
      expect(comment.createdAt >= /** @type {any} */ (posts[comment.postId - 1]).publishedAt).toBe(
        true,
      );
    }
    expect(categories.map((c) => Object.keys(c))).toEqual(
      categories.map(() => ['id', 'name', 'slug']),
    );
    expect(new Set(posts.map((p) => p.published)).size).toBe(2);
    expect(new Set(posts.map((p) => p.archived)).size).toBe(2);
  });

  it('rejects bad options with a message naming them', () => {
    expect(() => generateSeed({ posts: -1 })).toThrow('seed.posts must be an integer >= 0, got -1');
    expect(() => generateSeed({ users: 2 })).toThrow('seed.users must be an integer >= 3, got 2');
    expect(() => generateSeed({ posts: 1.5 })).toThrow('seed.posts must be an integer');
    expect(() => generateSeed(/** @type {any} */ ({ post: 3 }))).toThrow(
      'seed option "post" is unknown',
    );
    expect(() => generateSeed({ posts: 0, comments: 4 })).toThrow('seed.comments must be 0');
    // Comments: 3 per post, at least 10 000 (the demo's large list, issue 38 §3).
    expect(resolveSeedOptions({ posts: 10 })).toEqual({
      posts: 10,
      users: 20,
      comments: 10_000,
      prng: 1,
    });
    expect(resolveSeedOptions({ posts: 5000 }).comments).toBe(15_000);
    expect(resolveSeedOptions({ posts: 0 }).comments).toBe(0);
  });
});

describe('createRandom', () => {
  it('is a repeatable uniform sequence', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    const sample = a.sample([1, 2, 3, 4, 5, 6], 3);
    expect(new Set(sample).size).toBe(3);
    expect([...sample].sort()).toEqual(sample);
  });
});
