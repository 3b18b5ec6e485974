// Micro-benchmark of the configuration path, run in Node by bench/micro.mjs (bundled with esbuild,
// `admin` mapped to the library sources): for N generated resources, normalizeResources, the route
// table of createAdminRoutes() and ResourceLinkService.getResourceLinks() over the whole menu.
// Prints one JSON object on stdout. The library's decorators are compiled at start-up (JIT, hence
// @angular/compiler), before the warm-up; the measured code is plain TypeScript either way.
import '@angular/compiler';

import { DOCUMENT } from '@angular/common';
import { provideHttpClient, withFetch } from '@angular/common/http';
import { provideLocationMocks } from '@angular/common/testing';
import {
  EnvironmentInjector,
  createEnvironmentInjector,
  enableProdMode,
  platformCore,
  provideZonelessChangeDetection,
  runInInjectionContext,
  ɵINJECTOR_SCOPE as INJECTOR_SCOPE,
  type Type,
} from '@angular/core';
import { provideRouter, type Route } from '@angular/router';
import {
  AdminAuth,
  ResourceLinkService,
  normalizeResources,
  provideAdmin,
  type AdminPages,
  type AuthProvider,
  type PageAction,
  type Resource,
  type ResourceDescriptor,
  type ResourceLinkEntry,
} from 'admin';
// The route table is internal (a lazy chunk of admin/routing): the bench measures it from its source.
import { createAdminRoutes } from '../projects/admin/routing/admin-route-table';
import { performance } from 'node:perf_hooks';

const COUNT = Number(process.env['BENCH_RESOURCES'] ?? 1000);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 20);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 50);

const ICONS = [
  'mdi-account',
  'mdi-post',
  'mdi-shape',
  'mdi-archive',
  'mdi-comment-text',
  'mdi-tag',
];
const WORDS = ['monster', 'order', 'invoice', 'product', 'customer', 'article', 'media', 'event'];

/**
 * N descriptors covering every shape of docs/contract.md §2.2 (restricted, translatable, except,
 * shared api…).
 */
function generateDescriptors(count: number): ResourceDescriptor[] {
  const list: ResourceDescriptor[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${WORDS[i % WORDS.length]}-children-${i}`;
    const base = { name, icon: ICONS[i % ICONS.length], autocompleteFields: ['id', 'name'] };
    switch (i % 6) {
      case 0:
        list.push({ ...base, label: 'name', routes: ['list'], permissions: ['admin'] });
        break;
      case 1:
        list.push({
          ...base,
          label: 'title',
          translatable: true,
          permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
        });
        break;
      case 2:
        list.push({ ...base, label: 'name', except: ['delete'], include: ['author'] });
        break;
      case 3:
        list.push({
          ...base,
          api: list[i - 2].name,
          label: (record) => `${String(record['title'])} (#${String(record['id'])})`,
          actions: ['list', 'show'],
          permissions: ['admin', 'editor'],
        });
        break;
      case 4:
        list.push({ ...base, label: 'name', include: { expand: ['user'] } });
        break;
      default:
        list.push({
          ...base,
          actions: ['list', 'show', 'edit', 'delete'],
          routes: ['list', 'edit'],
        });
    }
  }
  return list;
}

class Page {}

/** A loader per routed page, as `ng generate admin:resource` registers them. */
function generatePages(resources: readonly Resource[]): AdminPages {
  const pages: Record<string, () => Promise<Type<unknown>>> = {};
  const load = () => Promise.resolve(Page);
  for (const resource of resources) {
    for (const action of resource.routes) pages[resource.className + capitalise(action)] = load;
  }
  return pages;
}

function capitalise(action: PageAction): string {
  return action.charAt(0).toUpperCase() + action.slice(1);
}

/** A signed-in admin, without HTTP. */
const auth: AuthProvider = {
  login: () => ({ id: 1, name: 'Admin', roles: ['admin'] }),
  logout: () => undefined,
  me: () => ({ id: 1, name: 'Admin', roles: ['admin'] }),
};

/**
 * The menu of the whole list, grouped by word: a list link per resource (by name) and, for every
 * third one, a create link object with its own text.
 */
function generateMenu(resources: readonly Resource[]): ResourceLinkEntry[] {
  const groups = new Map<string, ResourceLinkEntry[]>();
  resources.forEach((resource, i) => {
    const key = WORDS[i % WORDS.length];
    const entries: ResourceLinkEntry[] = [resource.name];
    if (i % 3 === 1) entries.push({ name: resource.name, action: 'create', text: 'New' });
    groups.set(key, [...(groups.get(key) ?? []), ...entries]);
  });
  return [...groups].map(([text, children]) => ({ text, icon: 'mdi-folder', children }));
}

interface Sample {
  normalize: number;
  routes: number;
  links: number;
  total: number;
}

async function once(descriptors: readonly ResourceDescriptor[], platform: EnvironmentInjector) {
  const t0 = performance.now();
  const resources = normalizeResources(descriptors);
  const t1 = performance.now();

  // An application's root injector, as bootstrapApplication makes it.
  const injector = createEnvironmentInjector(
    [
      { provide: INJECTOR_SCOPE, useValue: 'root' },
      provideZonelessChangeDetection(),
      // Node has no DOM: the router's default title strategy only keeps a reference to it.
      { provide: DOCUMENT, useValue: { title: '' } },
      provideRouter([]),
      provideLocationMocks(),
      provideHttpClient(withFetch()),
      provideAdmin({ resources, pages: generatePages(resources), auth }),
    ],
    platform,
    'bench',
  );
  // Session restore and building the menu input are not part of the measure.
  await injector.get(AdminAuth).ready();
  const menu = generateMenu(resources);
  const linkService = injector.get(ResourceLinkService);
  const t2 = performance.now();
  const routes: Route[] = runInInjectionContext(injector, createAdminRoutes);
  const t3 = performance.now();
  const links = linkService.getResourceLinks(menu);
  const t4 = performance.now();
  injector.destroy();
  const sample: Sample = { normalize: t1 - t0, routes: t3 - t2, links: t4 - t3, total: 0 };
  sample.total = sample.normalize + sample.routes + sample.links;
  return { sample, routes: routes.length, links: countLinks(links), resources: resources.length };
}

function countLinks(entries: readonly object[]): number {
  return entries.reduce<number>(
    (sum, entry) =>
      sum + ('children' in entry ? countLinks(entry.children as readonly object[]) : 1),
    0,
  );
}

async function main(): Promise<void> {
  enableProdMode();
  const platform = platformCore().injector as EnvironmentInjector;
  const descriptors = generateDescriptors(COUNT);
  let shape = { routes: 0, links: 0, resources: 0 };
  for (let i = 0; i < WARMUP; i++) await once(descriptors, platform);
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { sample, ...rest } = await once(descriptors, platform);
    samples.push(sample);
    shape = rest;
  }
  process.stdout.write(JSON.stringify({ count: COUNT, warmup: WARMUP, ...shape, samples }) + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
