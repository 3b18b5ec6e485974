import { nestjsCrudDialect, type ApiDialect, type ResourceDescriptor } from 'admin';

/**
 * The dialects localStorage "demo.dialects" can give a resource (demo-resources.ts), by name: those
 * checked against a real server of their kind in the browser tests.
 */
export const DIALECTS: Readonly<Record<string, ApiDialect>> = {
  'nestjs-crud': nestjsCrudDialect,
};

/**
 * `list` with the dialects `stored` names (`{ "<resource>": "<dialect>" }`, the JSON of
 * localStorage "demo.dialects"). Throws naming the problem when it is not such an object, or names
 * an unknown resource or dialect.
 */
export function withDialects(
  list: readonly ResourceDescriptor[],
  stored: string,
): readonly ResourceDescriptor[] {
  let choice: unknown;
  try {
    choice = JSON.parse(stored);
  } catch {
    choice = undefined;
  }
  if (!choice || typeof choice !== 'object' || Array.isArray(choice)) {
    throw new Error(
      'localStorage "demo.dialects" must be a JSON object of resource names and dialect names ' +
        `({"tags":"nestjs-crud"}), got ${stored}`,
    );
  }
  const names = new Set(list.map((r) => r.name));
  const dialects = new Map<string, ApiDialect>();
  for (const [resource, dialect] of Object.entries(choice)) {
    if (!names.has(resource)) {
      throw new Error(
        `localStorage "demo.dialects" names the resource "${resource}", which the demo does not ` +
          `have (${[...names].join(', ')})`,
      );
    }
    if (typeof dialect !== 'string' || !Object.hasOwn(DIALECTS, dialect)) {
      throw new Error(
        `localStorage "demo.dialects" gives ${resource} the dialect ${JSON.stringify(dialect)}; ` +
          `known: ${Object.keys(DIALECTS).join(', ')}`,
      );
    }
    dialects.set(resource, DIALECTS[dialect]);
  }
  return list.map((r) => (dialects.has(r.name) ? { ...r, dialect: dialects.get(r.name) } : r));
}
