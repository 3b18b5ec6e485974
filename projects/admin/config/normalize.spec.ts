import * as admin from 'admin';
import * as core from 'admin/core';

describe('the descriptor core under the library’s public names', () => {
  it('exports the core’s rules and constants as they are', () => {
    const names = [
      'AdminConfigError',
      'normalizeResources',
      'componentName',
      'NAME_PATTERN',
      'ICON_PATTERN',
      'RESOURCE_ACTIONS',
      'PAGE_ACTIONS',
    ] as const;
    for (const name of names)
      expect({ name, value: admin[name] }).toEqual({ name, value: core[name] });
  });

  it('keeps what only the schematics and the other entry points need out of the library’s API', () => {
    for (const name of [
      'checkDescriptor',
      'routedPages',
      'resourceNames',
      'kebabCase',
      'DESCRIPTOR_KEYS',
      'enabledActions',
      'recordLabel',
      'resourceUnder',
      'DEFAULT_ICON',
    ])
      expect(Object.keys(admin)).not.toContain(name);
  });

  it('throws the core’s AdminConfigError, catchable under the public name', () => {
    expect(() => admin.normalizeResources([{ name: 'posts', actions: ['lst'] }] as never)).toThrow(
      admin.AdminConfigError,
    );
  });
});
