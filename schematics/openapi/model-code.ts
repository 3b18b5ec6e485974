/**
 * The TypeScript interface of a resource's records (src/resources/<folder>/model.ts), from its
 * OpenAPI schema: component schemas it refers to become interfaces of the same file.
 */
import { isNullable, schemaType, type ApiResource, type Resolver } from './analyze';
import { pascalCase } from '../core';
import { printKey } from '../utils/print';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSDoc comment of a description (one line when it fits), or nothing. */
function doc(description: unknown, indent: string): string[] {
  if (typeof description !== 'string' || !description.trim()) return [];
  const text = description.trim().replace(/\*\//g, '*\\/');
  const lines = text.split('\n').map((l) => l.trimEnd());
  if (lines.length === 1 && indent.length + lines[0].length + 7 <= 100)
    return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((l) => `${indent} *${l ? ' ' + l : ''}`), `${indent} */`];
}

const literal = (value: unknown) =>
  typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : JSON.stringify(value);

class ModelPrinter {
  /** Component schema name → interface name, in the order they are met. */
  readonly named = new Map<string, string>();
  private readonly queue: string[] = [];

  constructor(
    private readonly resolver: Resolver,
    private readonly reserved: Set<string>,
  ) {}

  /** The interface name of a component schema, queued to be printed. */
  nameOf(component: string): string {
    let name = this.named.get(component);
    if (!name) {
      name = pascalCase(component) || 'Model';
      while (this.reserved.has(name)) name += 'Model';
      this.reserved.add(name);
      this.named.set(component, name);
      this.queue.push(component);
    }
    return name;
  }

  next(): string | undefined {
    return this.queue.shift();
  }

  /** The TypeScript type of a schema. */
  type(raw: unknown, indent: string, depth = 0): string {
    if (isObject(raw) && typeof raw['$ref'] === 'string') {
      const match = /^#\/components\/schemas\/([^/]+)$/.exec(raw['$ref']);
      if (match)
        return this.nameOf(decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~'));
      return this.type(this.resolver.deref(raw).value, indent, depth);
    }
    if (!isObject(raw) || depth > 8) return 'unknown';
    const schema = raw;
    const nullable = isNullable(schema) ? ' | null' : '';
    for (const key of ['oneOf', 'anyOf'] as const)
      if (Array.isArray(schema[key])) {
        const parts = [
          ...new Set((schema[key] as unknown[]).map((s) => this.type(s, indent, depth + 1))),
        ];
        return parts.join(' | ') + nullable;
      }
    if (Array.isArray(schema['allOf'])) {
      const parts = (schema['allOf'] as unknown[]).map((s) => this.type(s, indent, depth + 1));
      const own = isObject(schema['properties']) ? [this.objectType(schema, indent, depth)] : [];
      return [...parts, ...own].join(' & ') + nullable;
    }
    if ('const' in schema) return literal(schema['const']) + nullable;
    if (Array.isArray(schema['enum']))
      return (schema['enum'] as unknown[])
        .map((v) => (v === null ? 'null' : literal(v)))
        .join(' | ');
    switch (schemaType(schema)) {
      case 'string':
        return 'string' + nullable;
      case 'integer':
      case 'number':
        return 'number' + nullable;
      case 'boolean':
        return 'boolean' + nullable;
      case 'null':
        return 'null';
      case 'array': {
        const item = this.type(schema['items'], indent, depth + 1);
        return (
          (/[|&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`) + nullable
        );
      }
      case 'object':
        return this.objectType(schema, indent, depth) + nullable;
      default:
        return 'unknown';
    }
  }

  /** An inline object type (`{ a: string; b?: number }`), or `Record<string, T>`. */
  private objectType(schema: Schema, indent: string, depth: number): string {
    const properties = isObject(schema['properties']) ? schema['properties'] : {};
    const extra = schema['additionalProperties'];
    if (!Object.keys(properties).length) {
      if (isObject(extra)) return `Record<string, ${this.type(extra, indent, depth + 1)}>`;
      return 'Record<string, unknown>';
    }
    const required = new Set(
      Array.isArray(schema['required']) ? (schema['required'] as string[]) : [],
    );
    const inner = indent + '  ';
    const lines = Object.entries(properties).flatMap(([key, value]) => {
      const resolved = isObject(value) ? value : {};
      return [
        ...doc(resolved['description'], inner),
        `${inner}${resolved['readOnly'] === true ? 'readonly ' : ''}${printKey(key)}${required.has(key) ? '' : '?'}: ${this.type(value, inner, depth + 1)};`,
      ];
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
}

/** The source of model.ts: the record interface, then the schemas it refers to. */
export function modelCode(
  resource: ApiResource,
  resolver: Resolver,
  documentTitle: string,
): string {
  const printer = new ModelPrinter(resolver, new Set([resource.typeName]));
  if (resource.schemaName) printer.named.set(resource.schemaName, resource.typeName);
  const blocks: string[] = [];
  const recordLines = resource.properties.flatMap((p) => {
    const resolved = resolver.deref(p.schema).value;
    return [
      ...doc(isObject(resolved) ? resolved['description'] : undefined, '  '),
      `  ${p.readOnly ? 'readonly ' : ''}${printKey(p.name)}${p.required ? '' : '?'}: ${printer.type(p.schema, '  ')};`,
    ];
  });
  const from = resource.schemaName ? ` (schema ${resource.schemaName})` : '';
  blocks.push(
    [
      `/** A record of "${resource.name}"${from}. */`,
      recordLines.length
        ? `export interface ${resource.typeName} {\n${recordLines.join('\n')}\n}`
        : `export interface ${resource.typeName} {\n  readonly id: number | string;\n  [key: string]: unknown;\n}`,
    ].join('\n'),
  );
  for (let component = printer.next(); component !== undefined; component = printer.next()) {
    const name = printer.named.get(component)!;
    const schema = resolver.pointer(
      `#/components/schemas/${component.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    );
    const type = printer.type(isObject(schema) ? { ...schema, nullable: false } : schema, '');
    const description = isObject(schema) ? doc(schema['description'], '') : [];
    blocks.push(
      [
        ...description,
        type.startsWith('{\n')
          ? `export interface ${name} ${type}`
          : `export type ${name} = ${type};`,
      ].join('\n'),
    );
  }
  const header = `// Generated by \`ng generate admin:openapi\` from "${documentTitle.replace(/\n/g, ' ')}". Running it again
// updates this file unless you edited it (then it lists what changed).
`;
  return `${header}\n${blocks.join('\n\n')}\n`;
}
