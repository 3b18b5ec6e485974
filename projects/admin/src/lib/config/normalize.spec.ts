import * as core from '../core';
import * as config from './index';

describe('config: the descriptor core under the library’s public names', () => {
  it('exports the core’s rules and constants as they are', () => {
    const names = [
      'AdminConfigError',
      'normalizeResources',
      'enabledActions',
      'componentName',
      'recordLabel',
      'DEFAULT_ICON',
      'NAME_PATTERN',
      'ICON_PATTERN',
      'RESOURCE_ACTIONS',
      'PAGE_ACTIONS',
    ] as const;
    for (const name of names)
      expect({ name, value: config[name] }).toEqual({ name, value: core[name] });
  });

  it('keeps what only the schematics need out of the library’s API', () => {
    for (const name of [
      'checkDescriptor',
      'routedPages',
      'resourceNames',
      'kebabCase',
      'DESCRIPTOR_KEYS',
    ])
      expect(Object.keys(config)).not.toContain(name);
  });

  it('throws the core’s AdminConfigError, catchable under the public name', () => {
    expect(() => config.normalizeResources([{ name: 'posts', actions: ['lst'] }] as never)).toThrow(
      config.AdminConfigError,
    );
  });
});
