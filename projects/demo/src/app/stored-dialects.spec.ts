import { jsonServerDialect, nestjsCrudDialect, type ResourceDescriptor } from 'admin';

import resources from '../resources';
import { DIALECTS_KEY, demoResources } from './demo-resources';
import { withDialects } from './stored-dialects';

const list: ResourceDescriptor[] = [
  { name: 'posts', label: 'title' },
  { name: 'tags', label: 'name', dialect: jsonServerDialect },
];

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === DIALECTS_KEY ? value : null),
});

describe('localStorage "demo.dialects"', () => {
  it('nothing stored (or no storage): the demo resources as they are', async () => {
    await expect(demoResources(storing(null))).resolves.toBe(resources);
    await expect(demoResources(undefined)).resolves.toBe(resources);
  });

  it('gives the named resources the named dialect, the others unchanged', async () => {
    const stored = await demoResources(storing('{"tags":"nestjs-crud"}'));
    expect(stored.find((r) => r.name === 'tags')?.dialect).toBe(nestjsCrudDialect);
    expect(stored.filter((r) => r.dialect)).toHaveLength(1);
    const result = withDialects(list, '{"tags":"nestjs-crud"}');
    expect(result[0]).toBe(list[0]);
    expect(result[1]).toEqual({ name: 'tags', label: 'name', dialect: nestjsCrudDialect });
    expect(list[1].dialect).toBe(jsonServerDialect);
  });

  it('names what is wrong: not an object, an unknown resource, an unknown dialect', async () => {
    await expect(demoResources(storing('tags=nestjs-crud'))).rejects.toThrow(
      'localStorage "demo.dialects" must be a JSON object of resource names and dialect names ({"tags":"nestjs-crud"}), got tags=nestjs-crud',
    );
    expect(() => withDialects(list, '["tags"]')).toThrow(/JSON object/);
    expect(() => withDialects(list, '{"tag":"nestjs-crud"}')).toThrow(
      'localStorage "demo.dialects" names the resource "tag", which the demo does not have (posts, tags)',
    );
    expect(() => withDialects(list, '{"tags":"nestjs"}')).toThrow(
      'localStorage "demo.dialects" gives tags the dialect "nestjs"; known: nestjs-crud',
    );
    expect(() => withDialects(list, '{"tags":1}')).toThrow('gives tags the dialect 1');
    expect(() => withDialects(list, '{"tags":"toString"}')).toThrow(/known: nestjs-crud/);
  });
});
