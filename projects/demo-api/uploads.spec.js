// @ts-check
'use strict';

/* global FormData, Blob */

/** The upload endpoint of the real server: stored on disk, served back, refused clearly. */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer } = require('./server');

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('demo API uploads', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  let token = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-uploads-spec-'));
    api = await startServer({
      port: 0,
      dataDir: path.join(dir, 'pglite'),
      quiet: true,
      uploadLimit: 1000,
    });
    const res = await fetch(`${api.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'editor123' }),
    });
    token = (await res.json()).token;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * @param {FormData | string} body
   * @param {Record<string, string>} [headers]
   */
  async function upload(body, headers = {}) {
    const res = await fetch(`${api.apiUrl}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    return { status: res.status, body: await res.json() };
  }

  /** @param {Buffer | string} content @param {string} name @param {string} type */
  const form = (content, name, type, part = 'file') => {
    const data = new FormData();
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    data.append(part, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };

  it('stores a file under the data folder and serves it back', async () => {
    const stored = await upload(form(PNG, 'dot.png', 'image/png'));
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/),
      name: 'dot.png',
      type: 'image/png',
      size: PNG.length,
    });
    const file = path.join(`${api.dataDir}-uploads`, path.basename(stored.body.url));
    expect(fs.readFileSync(file)).toEqual(PNG);
    const served = await fetch(`${api.url}${stored.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('stores the answered URL in a user and a post', async () => {
    const { body } = await upload(form(PNG, 'me.png', 'image/png'));
    const res = await fetch(`${api.apiUrl}/users/2`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ avatar: body.url }),
    });
    expect(res.status).toBe(403); // editors may not edit users
    const post = await fetch(`${api.apiUrl}/posts/1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cover: body.url }),
    });
    expect(post.status).toBe(200);
    expect((await post.json()).cover).toBe(body.url);
  });

  it('refuses an oversized file with 413', async () => {
    const reply = await upload(form(Buffer.alloc(1001, 1), 'big.png', 'image/png'));
    expect(reply).toEqual({
      status: 413,
      body: {
        message: 'The file is too large: at most 1 kB',
        errors: { file: ['is too large: at most 1 kB'] },
      },
    });
  });

  it('refuses a type not accepted, and content that is not what it claims, with 415', async () => {
    const svg = await upload(form('<svg/>', 'x.svg', 'image/svg+xml'));
    expect(svg.status).toBe(415);
    expect(svg.body.message).toContain(
      'The type image/svg+xml is not accepted (accepted: image/png',
    );
    const fake = await upload(form('not a png', 'fake.png', 'image/png'));
    expect(fake).toEqual({
      status: 415,
      body: {
        message: 'The content of “fake.png” is not image/png',
        errors: { file: ['is not image/png'] },
      },
    });
    const json = await upload('{"a":1}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body.message).toContain('Send the file as multipart/form-data');
  });

  it('refuses invalid multipart bodies with 422', async () => {
    const wrongPart = await upload(form(PNG, 'dot.png', 'image/png', 'avatar'));
    expect(wrongPart).toEqual({
      status: 422,
      body: {
        message: 'The file part must be named "file" (got "avatar")',
        errors: { file: ['is required'] },
      },
    });
    const none = new FormData();
    none.append('title', 'no file');
    expect(await upload(none)).toEqual({
      status: 422,
      body: {
        message: 'No file: send one non-empty part named "file"',
        errors: { file: ['is required'] },
      },
    });
    const two = form(PNG, 'a.png', 'image/png');
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'b.png');
    expect((await upload(two)).status).toBe(422);
  });

  it('needs a signed-in user to upload; serves nothing for unknown names', async () => {
    const res = await fetch(`${api.apiUrl}/uploads`, {
      method: 'POST',
      body: form(PNG, 'dot.png', 'image/png'),
    });
    expect(res.status).toBe(401);
    expect((await fetch(`${api.apiUrl}/uploads/../server.js`)).status).toBe(404);
    expect((await fetch(`${api.apiUrl}/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
  });
});
