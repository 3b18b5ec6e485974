import { HostTree } from '@angular-devkit/schematics';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

import { isInternalUrl, loadDocument, locatePointer, pointerTokens } from './document';

const FIXTURES = join(__dirname, 'fixtures');

describe('loadDocument', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = normalize(join(FIXTURES, decodeURIComponent(request.url ?? '/')));
      requested.push(request.url ?? '');
      if (!path.startsWith(FIXTURES)) return void response.writeHead(403).end();
      readFile(path).then(
        (body) => response.writeHead(200, { 'content-type': 'application/yaml' }).end(body),
        () => response.writeHead(404).end('not found'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a document from a URL and its $refs relative to it', async () => {
    const document = await loadDocument(new HostTree(), `${base}/blog/openapi.yaml`);
    expect(document.version).toBe('3.1.0');
    expect(requested).toEqual(
      expect.arrayContaining([
        '/blog/openapi.yaml',
        '/blog/parameters.yaml',
        '/blog/schemas/article.yaml',
        '/blog/schemas/meta.yaml',
      ]),
    );
    // Server URLs as written (swagger-parser would make them absolute against the URL).
    expect(document.api['servers']).toEqual([{ url: 'https://blog.example.com/admin-api' }]);
    const relative = await loadDocument(new HostTree(), `${base}/demo-api.served.openapi.json`);
    expect(relative.api['servers']).toEqual([{ url: '/api' }]);
    // Bundled: no external $ref is left.
    expect(JSON.stringify(document.api)).not.toMatch(/"\$ref":"\.\//);
  });

  it('names an HTTP error', async () => {
    await expect(loadDocument(new HostTree(), `${base}/missing.yaml`)).rejects.toThrow(
      `Cannot fetch the OpenAPI document ${base}/missing.yaml: HTTP 404 Not Found`,
    );
  });

  it('reads files of the workspace tree and the $refs between them', async () => {
    const tree = new HostTree();
    for (const file of [
      'openapi.yaml',
      'parameters.yaml',
      'schemas/article.yaml',
      'schemas/meta.yaml',
      'schemas/writer.yaml',
      'schemas/writer-input.yaml',
    ])
      tree.create(`api/${file}`, await readFile(join(FIXTURES, 'blog', file)));
    const document = await loadDocument(tree, 'api/openapi.yaml');
    const paths = document.api['paths'] as Record<string, unknown>;
    expect(Object.keys(paths)).toContain('/writers/{id}');
  });
});

it('isInternalUrl: this machine and private networks, not public hosts', () => {
  for (const url of [
    'http://localhost:3000/a',
    'http://127.0.0.1/a',
    'http://[::1]/a',
    'http://10.1.2.3/a',
    'http://192.168.0.2/a',
    'http://172.20.0.1/a',
    'http://api.local/a',
  ])
    expect([url, isInternalUrl(url)]).toEqual([url, true]);
  for (const url of [
    'https://petstore3.swagger.io/api/v3/openapi.json',
    'http://172.32.0.1/a',
    'http://8.8.8.8/a',
  ])
    expect([url, isInternalUrl(url)]).toEqual([url, false]);
});

describe('locatePointer', () => {
  const yaml =
    'openapi: 3.0.3\ninfo:\n  title: x\npaths:\n  /pets:\n    get:\n      responses: {}\n';

  it('gives the line and column of the deepest node of a pointer that exists', () => {
    expect(locatePointer(yaml, '#/info/title')).toBe('3:3');
    expect(locatePointer(yaml, '#/paths/~1pets/get')).toBe('6:5');
    expect(locatePointer(yaml, '#/paths/~1pets/get/responses/200')).toBe('7:7');
    expect(locatePointer(JSON.stringify({ a: { b: 1 } }, null, 2), '#/a/b')).toBe('3:5');
  });

  it('decodes JSON pointer tokens', () => {
    expect(pointerTokens('#/paths/~1a~1{id}/get')).toEqual(['paths', '/a/{id}', 'get']);
    expect(pointerTokens('#')).toEqual([]);
  });
});
