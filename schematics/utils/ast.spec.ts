import { appendToList, parseText, readResourcesIndexSource, ts, type Insertion } from './ast';

function apply(text: string, insertions: readonly Insertion[]): string {
  let result = text;
  for (const { pos, text: added } of [...insertions].sort((a, b) => b.pos - a.pos))
    result = result.slice(0, pos) + added + result.slice(pos);
  return result;
}

function appendToArray(text: string, items: string[]): string {
  const source = parseText('/x.ts', text);
  const { array } = readResourcesIndexSource(source);
  return apply(text, appendToList(source, array, items));
}

describe('readResourcesIndexSource', () => {
  it('reads the descriptors of `export default resources` without running the code', () => {
    const source = parseText(
      '/index.ts',
      `import type { ResourceDescriptor } from 'admin';
const users = { name: 'users', routes: ['list'] } satisfies ResourceDescriptor;
const resources: ResourceDescriptor[] = [
  users,
  { name: 'posts', label: (r) => String(r['title']), actions: ACTIONS, icon: "mdi-post" },
  ...others,
];
export default resources;`,
    );
    const { descriptors } = readResourcesIndexSource(source);
    expect(descriptors.map((d) => d.analysable)).toEqual([true, true, false]);
    expect(descriptors[0].data).toEqual({ name: 'users', routes: ['list'] });
    expect(descriptors[1].data['icon']).toBe('mdi-post');
    expect(typeof descriptors[1].data['label']).toBe('function');
    expect(descriptors[1].dynamicKeys).toEqual(['actions']);
  });

  it('reads `export default [...] as const` too', () => {
    const source = parseText('/index.ts', `export default [{ name: 'a' }] as const;`);
    expect(readResourcesIndexSource(source).descriptors[0].data).toEqual({ name: 'a' });
  });

  it('explains what it needs when there is no default-exported array', () => {
    expect(() =>
      readResourcesIndexSource(parseText('/i.ts', 'export const resources = [];')),
    ).toThrow(/must default-export the resource descriptor array/);
  });
});

describe('appendToList', () => {
  it('fills an empty array on new lines', () => {
    expect(appendToArray(`const r = [];\nexport default r;\n`, ["{ name: 'a' }"])).toBe(
      `const r = [\n  { name: 'a' },\n];\nexport default r;\n`,
    );
  });

  it('keeps a comment written inside an empty array', () => {
    expect(appendToArray(`const r = [\n  // resources go here\n];\nexport default r;`, ['x'])).toBe(
      `const r = [\n  // resources go here\n  x,\n];\nexport default r;`,
    );
  });

  it('appends after a trailing comma, before trailing comments', () => {
    const text = `const r = [\n  { name: 'a' }, // first\n  // more below\n];\nexport default r;`;
    expect(appendToArray(text, ["{\n  name: 'b',\n}"])).toBe(
      `const r = [\n  { name: 'a' }, // first\n  {\n    name: 'b',\n  },\n  // more below\n];\nexport default r;`,
    );
  });

  it('keeps a comment that follows the last element without a comma', () => {
    const text = `export default [\n  a // first\n];`;
    expect(appendToArray(text, ['b'])).toBe(`export default [\n  a, // first\n  b,\n];`);
  });

  it('adds the separating comma when the last element has none', () => {
    const text = `export default [\n    { name: 'a' }\n];`;
    expect(appendToArray(text, ["{ name: 'b' }"])).toBe(
      `export default [\n    { name: 'a' },\n    { name: 'b' },\n];`,
    );
  });

  it('continues a one-line list on its line', () => {
    const text = `export default [{ name: 'a' }];`;
    expect(appendToArray(text, ["{ name: 'b' }"])).toBe(
      `export default [{ name: 'a' }, { name: 'b' }];`,
    );
  });

  it('appends object properties', () => {
    const text = `export const pages = {\n  A: 1,\n};`;
    const source = parseText('/p.ts', text);
    const object = (source.statements[0] as ts.VariableStatement).declarationList.declarations[0]
      .initializer as ts.ObjectLiteralExpression;
    expect(apply(text, appendToList(source, object, ['B: 2', 'C: 3']))).toBe(
      `export const pages = {\n  A: 1,\n  B: 2,\n  C: 3,\n};`,
    );
  });
});
