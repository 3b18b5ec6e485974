// ɵResourceCatalog: the resource lookup and enabled actions that ResourceRegistry answers with, and
// that AdminAuth asks directly (so that the registry stays out of the app's first download).
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { normalizeResources } from 'admin/core';
import { ADMIN_CONFIG, type ResolvedAdminConfig } from './config';
import { ɵResourceCatalog } from './resource-catalog';
import { ResourceRegistry } from './resource-registry';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'blog-tags', except: ['delete'] },
]);

/** The configuration provider with only these resources. */
const withResources = (list: readonly (typeof resources)[number][]) => ({
  provide: ADMIN_CONFIG,
  useValue: { resources: list } as unknown as ResolvedAdminConfig,
});

describe('ɵResourceCatalog', () => {
  it('reads the config’s resources, else none', () => {
    const config = { resources: resources.slice(1) } as unknown as ResolvedAdminConfig;
    TestBed.configureTestingModule({ providers: [{ provide: ADMIN_CONFIG, useValue: config }] });
    expect(TestBed.inject(ɵResourceCatalog).resources).toEqual([resources[1]]);

    TestBed.resetTestingModule();
    expect(TestBed.inject(ɵResourceCatalog).resources).toEqual([]);
  });

  it('finds by name (the first of a name wins), and names the known ones for an unknown name', () => {
    const twin = { ...resources[0], label: 'other' };
    TestBed.configureTestingModule({
      providers: [withResources([...resources, twin])],
    });
    const catalog = TestBed.inject(ɵResourceCatalog);
    expect(catalog.find('posts')).toBe(resources[0]);
    expect(catalog.find(twin)).toBe(twin);
    expect(catalog.find('nope')).toBeUndefined();
    expect(() => catalog.get('nope')).toThrow(
      'Unknown resource "nope" (known resources: "posts", "blog-tags", "posts")',
    );
  });

  it('knows enabled actions; an unknown resource has none', () => {
    TestBed.configureTestingModule({
      providers: [withResources(resources)],
    });
    const catalog = TestBed.inject(ɵResourceCatalog);
    expect(catalog.enabled('blog-tags', 'edit')).toBe(true);
    expect(catalog.enabled('blog-tags', 'delete')).toBe(false);
    expect(catalog.enabled(resources[0], 'delete')).toBe(true);
    expect(catalog.enabled('nope', 'list')).toBe(false);
  });

  it('is what ResourceRegistry answers lookup and enabled actions with', () => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), withResources(resources)],
    });
    const catalog = TestBed.inject(ɵResourceCatalog);
    const registry = TestBed.inject(ResourceRegistry);
    expect(registry.resources).toBe(catalog.resources);
    const find = jest.spyOn(catalog, 'find');
    const enabled = jest.spyOn(catalog, 'enabled');
    expect(registry.find('posts')).toBe(resources[0]);
    expect(registry.enabled('blog-tags', 'delete')).toBe(false);
    expect(find).toHaveBeenCalledWith('posts');
    expect(enabled).toHaveBeenCalledWith('blog-tags', 'delete');
  });
});
