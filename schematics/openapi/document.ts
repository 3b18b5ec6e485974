/**
 * Reads an OpenAPI 3.0 or 3.1 document (YAML or JSON; a file of the workspace, a file on disk or
 * an http(s) URL), resolves its `$ref`s across files with @apidevtools/swagger-parser, validates
 * it, and words every problem with the file, line and column it is at.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { SchematicsException, type Tree } from '@angular-devkit/schematics';
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node as YamlNode } from 'yaml';

/** A parsed and bundled document: every external `$ref` inlined, internal ones kept. */
export interface OpenApiDocument {
  /** Where it was read from, as the user gave it. */
  readonly source: string;
  /** `3.0.x` or `3.1.x`. */
  readonly version: string;
  /** The bundled document (internal `#/…` references kept, so schema names stay known). */
  readonly api: Record<string, unknown>;
}

/** The error of an unreadable or invalid document: what is wrong and where. */
export class OpenApiDocumentError extends SchematicsException {}

const isUrl = (value: string) => /^https?:\/\//i.test(value);

/** Whether a URL is on this machine or a private network (a dev server the user points at). */
export function isInternalUrl(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    /^(127|10)\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

/** Where the document is: its text and the path or URL swagger-parser resolves `$ref`s from. */
interface Located {
  readonly text: string;
  /** Absolute path (disk, or `/<path>` of the workspace tree) or URL. */
  readonly base: string;
  /** The file name used in messages. */
  readonly display: string;
}

async function locate(tree: Tree, source: string): Promise<Located> {
  if (isUrl(source)) {
    let response: Response;
    try {
      response = await fetch(source, { headers: { accept: 'application/json, application/yaml' } });
    } catch (error) {
      throw new OpenApiDocumentError(
        `Cannot fetch the OpenAPI document ${source}: ${(error as Error).message}`,
      );
    }
    if (!response.ok)
      throw new OpenApiDocumentError(
        `Cannot fetch the OpenAPI document ${source}: HTTP ${response.status} ${response.statusText}`,
      );
    return { text: await response.text(), base: source, display: source };
  }
  const treePath = source.replace(/^\.\//, '');
  if (!isAbsolute(source) && tree.exists(treePath))
    return { text: tree.readText(treePath), base: `/${treePath}`, display: treePath };
  const path = resolve(process.cwd(), source);
  try {
    return { text: readFileSync(path, 'utf8'), base: path, display: source };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new OpenApiDocumentError(
      code === 'ENOENT'
        ? `The OpenAPI document ${source} does not exist (looked in the workspace and at ${path}).`
        : `Cannot read the OpenAPI document ${source}: ${(error as Error).message}`,
    );
  }
}

/** `#/paths/~1pets/get` → `['paths', '/pets', 'get']`. */
export function pointerTokens(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (!path || path === '/') return [];
  return path
    .slice(1)
    .split('/')
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The `line:column` of a JSON pointer in a YAML or JSON text (the deepest node of the path that
 * exists), or undefined when the text cannot be read.
 */
export function locatePointer(text: string, pointer: string): string | undefined {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, keepSourceTokens: false });
  if (document.errors.length) return undefined;
  let node: unknown = document.contents;
  let range: [number, number, number] | undefined = (node as YamlNode | null)?.range ?? undefined;
  for (const token of pointerTokens(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === token);
      if (!pair) break;
      range = (isScalar(pair.key) && pair.key.range) || range;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(token)];
      if (item === undefined) break;
      node = item;
      range = (item as YamlNode).range ?? range;
    } else break;
  }
  if (!range) return undefined;
  const { line, col } = counter.linePos(range[0]);
  return `${line}:${col}`;
}

/** Parses the text of the document; a syntax error names its line and column. */
function parseText(located: Located): Record<string, unknown> {
  const counter = new LineCounter();
  const document = parseDocument(located.text, { lineCounter: counter, prettyErrors: false });
  if (document.errors.length) {
    const lines = document.errors.slice(0, 5).map((error) => {
      const { line, col } = counter.linePos(error.pos[0]);
      return `${located.display}:${line}:${col}: ${error.message.split('\n')[0]}`;
    });
    throw new OpenApiDocumentError(
      `The OpenAPI document is not valid YAML or JSON:\n  - ${lines.join('\n  - ')}`,
    );
  }
  const value: unknown = document.toJS({ maxAliasCount: 1000 });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new OpenApiDocumentError(
      `${located.display} is not an OpenAPI document: it holds ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}, not an object.`,
    );
  return value as Record<string, unknown>;
}

/** A swagger-parser resolver that reads files of the workspace tree (for `$ref`s between them). */
function treeResolver(tree: Tree) {
  const treePath = (url: string) => decodeURIComponent(url.replace(/^file:\/\//, '')).slice(1);
  return {
    order: 1,
    canRead: (file: { url: string }) =>
      !isUrl(file.url) && file.url.startsWith('/') && tree.exists(treePath(file.url)),
    read: (file: { url: string }) => tree.readText(treePath(file.url)),
  };
}

/** Reads, bundles and validates the document. Throws an OpenApiDocumentError naming every problem. */
export async function loadDocument(tree: Tree, source: string): Promise<OpenApiDocument> {
  const located = await locate(tree, source);
  const raw = parseText(located);
  const version = typeof raw['openapi'] === 'string' ? raw['openapi'] : undefined;
  if (!version || !/^3\.[01]\.\d+$/.test(version)) {
    const found =
      typeof raw['swagger'] === 'string'
        ? `Swagger ${raw['swagger']}`
        : version
          ? `OpenAPI ${version}`
          : 'no "openapi" version';
    const where = locatePointer(located.text, raw['swagger'] ? '#/swagger' : '#/openapi');
    throw new OpenApiDocumentError(
      `${located.display}${where ? ':' + where : ''}: ${found}; admin:openapi reads OpenAPI 3.0 and 3.1 documents ` +
        '(convert a Swagger 2.0 document first, e.g. with swagger2openapi).',
    );
  }
  const parser = SwaggerParser;
  // $refs to internal hosts are refused (swagger-parser's safeUrlResolver), unless the user gave
  // the document on such a host: its relative $refs are then on it too.
  const options = {
    resolve: {
      tree: treeResolver(tree),
      http: { safeUrlResolver: !(isUrl(located.base) && isInternalUrl(located.base)) },
    },
  } as never;
  let bundled: Record<string, unknown>;
  try {
    bundled = (await parser.bundle(located.base, structuredClone(raw) as never, options)) as never;
  } catch (error) {
    throw new OpenApiDocumentError(describeParserError(error, located));
  }
  // swagger-parser makes relative server URLs absolute against a document's URL (without its
  // port); the app wants them as written: `/api` is the app's own origin.
  if ('servers' in raw) bundled['servers'] = structuredClone(raw['servers']);
  else delete bundled['servers'];
  try {
    await parser.validate(located.base, structuredClone(bundled) as never, options);
  } catch (error) {
    throw new OpenApiDocumentError(describeParserError(error, located));
  }
  return { source, version, api: bundled };
}

interface ParserError {
  message?: string;
  details?: readonly { instancePath?: string; message?: string }[];
  source?: string;
  path?: readonly (string | number)[];
}

/** "Invalid OpenAPI document x.yaml:" and one line per problem, each with its line and column. */
export function describeParserError(error: unknown, located: Located): string {
  const e = error as ParserError;
  const where = (pointer: string) => {
    const position = locatePointer(located.text, pointer);
    return `${located.display}${position ? ':' + position : ''} (${pointer})`;
  };
  if (e.details?.length) {
    const lines = new Map<string, string[]>();
    for (const detail of e.details) {
      const pointer = `#${detail.instancePath ?? ''}`;
      const messages = lines.get(pointer) ?? [];
      if (detail.message && !messages.includes(detail.message)) messages.push(detail.message);
      lines.set(pointer, messages);
    }
    return `Invalid OpenAPI document ${located.display}:\n${[...lines]
      .map(([pointer, messages]) => `  - ${where(pointer)}: ${messages.join('; ')}`)
      .join('\n')}`;
  }
  const message = (e.message ?? String(error)).trim();
  // A broken $ref: swagger-parser names the pointer it could not find and where the $ref is.
  const refAt = Array.isArray(e.path) ? `#/${e.path.map(String).join('/')}` : undefined;
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return `Invalid OpenAPI document ${located.display}:\n  - ${
    refAt ? `${where(refAt)}: ` : ''
  }${lines.join('\n  - ')}`;
}
