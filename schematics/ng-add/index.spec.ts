import { NodePackageInstallTask } from '@angular-devkit/schematics/tasks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UnitTestTree } from '@angular-devkit/schematics/testing';

import { adminRunner, createApp, runLogged, snapshot } from '../testing/workspace';
import { INDEX_FILE } from '../utils/resources-code';

const SRC = '/projects/app/src';
const CHECK = 'node node_modules/admin/schematics/icons/check.js projects/app/src';

/** The two routes ng add mounts: the sign-in page and the layout, each loaded lazily. */
const LAZY_ROUTES = [
  "{ path: 'login', loadComponent: () => import('./admin-login').then((m) => m.VaLogin) },",
  "{ path: '', loadComponent: () => import('./admin-layout').then((m) => m.VaLayout), children: adminRoutes() },",
].join('\n  ');

async function ngAdd(tree: UnitTestTree, options: { auth?: string; backend?: string } = {}) {
  return runLogged('ng-add', { project: 'app', ...options }, tree);
}

/** The routes file, the layout route only (an admin without a login has no sign-in page). */
const LAYOUT_ROUTE =
  "{ path: '', loadComponent: () => import('./admin-layout').then((m) => m.VaLayout), children: adminRoutes() },";

/** What `--auth bearer` (the default) passes to provideAdmin. */
const BEARER = "auth: bearerTokenAuth({ endpoints: { login: '/api/auth/login' } })";

describe('ng add admin, standalone app', () => {
  let tree: UnitTestTree;
  let runner: ReturnType<typeof adminRunner>;

  beforeAll(async () => {
    ({ tree, runner } = await ngAdd(await createApp({ standalone: true })));
  });

  it('adds the admin, HTTP client and router providers to app.config.ts', () => {
    const config = tree.readContent(`${SRC}/app/app.config.ts`);
    expect(config).toContain(
      "import { withHttp, withInputBinding, withTitles, withListReuse, provideAdmin } from 'admin/setup';",
    );
    expect(config).toContain("import resources from '../resources';");
    expect(config).toContain("import { pages } from '../resources/pages';");
    expect(config).toContain("import { icons } from '../resources/icons';");
    // One call: the sign-in (bearer by default: its login endpoint in view, to change), HTTP with
    // the interceptor, the pages' input binding, the tab titles and the list kept for the way
    // back from a record.
    expect(config).toContain("import { bearerTokenAuth } from 'admin/auth';");
    expect(config).toContain(
      `provideAdmin({ resources, pages, icons, ${BEARER} }, withHttp(), withInputBinding(), withTitles(), withListReuse())`,
    );
    expect(config).not.toContain('withoutAuth');
    expect(config).toContain('provideRouter(routes)');
    expect(config).not.toContain('withComponentInputBinding');
    expect(config).not.toContain('provideHttpClient');
    expect(config).not.toContain('TitleStrategy');
    expect(config).not.toContain('RouteReuseStrategy');
  });

  it('mounts the sign-in page and the admin layout in app.routes.ts, both loaded lazily', () => {
    expect(tree.readContent(`${SRC}/app/app.routes.ts`)).toBe(
      `import { Routes } from '@angular/router';
import { adminRoutes } from 'admin/routing';

export const routes: Routes = [
  ${LAZY_ROUTES}
];
`,
    );
  });

  it('re-exports each lazy component from its entry point in a file beside the routes', () => {
    // Not import('admin'): that chunk would hold every export of the library.
    expect(tree.readContent(`${SRC}/app/admin-layout.ts`)).toMatch(
      /^\/\/ The admin layout, loaded lazily[^]*\nexport \{ VaLayout \} from 'admin\/shell';\n$/,
    );
    expect(tree.readContent(`${SRC}/app/admin-login.ts`)).toMatch(
      /^\/\/ The sign-in page, loaded lazily[^]*\nexport \{ VaLogin \} from 'admin\/ui';\n$/,
    );
  });

  it('imports nothing from the whole library: only from its entry points', () => {
    const app = tree.files.filter((f) => f.startsWith(`${SRC}/app/`));
    expect(app.filter((f) => tree.readContent(f).includes("from 'admin/"))).toEqual(
      expect.arrayContaining([`${SRC}/app/app.config.ts`, `${SRC}/app/app.routes.ts`]),
    );
    expect(app.filter((f) => tree.readContent(f).includes("from 'admin'"))).toEqual([]);
  });

  it('replaces the ng new placeholder page by the router outlet', () => {
    expect(tree.readContent(`${SRC}/app/app.html`)).toBe('<router-outlet />\n');
  });

  it("turns ng new's title test into a test of the router outlet, the rest of the spec as it was", async () => {
    const before = (await createApp({ standalone: true })).readContent(`${SRC}/app/app.spec.ts`);
    const spec = tree.readContent(`${SRC}/app/app.spec.ts`);
    expect(spec).not.toContain("querySelector('h1')");
    expect(spec).toBe(
      before
        .replace("it('should render title'", "it('should render the router outlet'")
        .replace(
          "expect(compiled.querySelector('h1')?.textContent).toContain('Hello, app');",
          "expect(compiled.querySelector('router-outlet')).not.toBeNull();",
        ),
    );
    expect(before).toContain(
      "expect(compiled.querySelector('h1')?.textContent).toContain('Hello, app');",
    );
    expect(before).toContain('await fixture.whenStable();');
    expect(spec).toContain('await fixture.whenStable();');
  });

  it('creates the resource list, the page registry and the icon subset', () => {
    expect(tree.readContent(`${SRC}/resources/index.ts`)).toBe(INDEX_FILE);
    expect(tree.readContent(`${SRC}/resources/pages.ts`)).toContain(
      'export const pages: AdminPages = {};',
    );
    expect(tree.readContent(`${SRC}/resources/icons.ts`)).toContain(
      'export const icons: Record<string, string> = {};',
    );
  });

  it("keeps ng new's bundle budgets (500 kB warning, 1 MB error for the initial download)", async () => {
    const budgetsOf = (t: UnitTestTree) =>
      JSON.parse(t.readContent('/angular.json')).projects.app.architect.build.configurations
        .production.budgets;
    const before = budgetsOf(await createApp({ standalone: true }));
    expect(before.find((b: { type: string }) => b.type === 'initial')).toMatchObject({
      maximumWarning: '500kB',
      maximumError: '1MB',
    });
    expect(budgetsOf(tree)).toEqual(before);
  });

  it('adds the Material 3 theme first in the build styles', () => {
    const workspace = JSON.parse(tree.readContent('/angular.json'));
    expect(workspace.projects.app.architect.build.options.styles).toEqual([
      'projects/app/src/admin-theme.scss',
      'projects/app/src/styles.css',
    ]);
    const theme = tree.readContent(`${SRC}/admin-theme.scss`);
    expect(theme).toContain("@use '@angular/material' as mat;");
    expect(theme).toContain('@include mat.theme(');
    // Light and dark from one theme (the layout's toggle sets color-scheme), error notifications.
    expect(theme).toContain('theme-type: color-scheme');
    expect(theme).toContain('color-scheme: light dark;');
    expect(theme).toContain('.va-notification-error');
  });

  it('adds the admin collection to cli.schematicCollections', () => {
    const workspace = JSON.parse(tree.readContent('/angular.json'));
    expect(workspace.cli.schematicCollections).toEqual(['@schematics/angular', 'admin']);
  });

  it('adds Material, the CDK and the MDI set, and schedules one install', () => {
    const manifest = JSON.parse(tree.readContent('/package.json'));
    expect(manifest.dependencies).toMatchObject({
      '@angular/material': '^21.0.0',
      '@angular/cdk': '^21.0.0',
      '@mdi/angular-material': '^7.2.96',
    });
    expect(
      runner.tasks.filter((t) => t.name === new NodePackageInstallTask().toConfiguration().name),
    ).toHaveLength(1);
  });

  it('builds, serves and tests through the admin builders (pages and icons before each build)', async () => {
    const targets = JSON.parse(tree.readContent('/angular.json')).projects.app.architect;
    const old = JSON.parse((await createApp({ standalone: true })).readContent('/angular.json'))
      .projects.app.architect;
    expect(targets.build.builder).toBe('admin:application');
    expect(targets.serve.builder).toBe('admin:dev-server');
    // admin:unit-test: Angular's unit-test builder, which reads the build target on
    // admin:application as @angular/build:application (no warning about its builder).
    expect(old.test.builder).toBe('@angular/build:unit-test');
    expect(targets.test.builder).toBe('admin:unit-test');
    // Options and configurations as ng new wrote them: the builders take Angular's.
    expect(targets.build.options.browser).toBe('projects/app/src/main.ts');
    expect(targets.serve.configurations.production.buildTarget).toBe('app:build:production');
    expect({ ...targets.test, builder: old.test.builder }).toEqual(old.test);
  });

  it('adds no npm hook: the builders run the icon check', () => {
    const scripts = JSON.parse(tree.readContent('/package.json')).scripts;
    expect(Object.keys(scripts).filter((name) => name.startsWith('pre'))).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = snapshot(tree);
    const again = await ngAdd(tree);
    expect(snapshot(again.tree)).toEqual(before);
    expect(again.runner.tasks).toEqual([]);
  });
});

describe('ng add admin --auth none (an API without a login)', () => {
  let tree: UnitTestTree;
  let logs: string[];

  beforeAll(async () => {
    ({ tree, logs } = await ngAdd(await createApp({ standalone: true }), { auth: 'none' }));
  });

  it('provides the admin with withoutAuth and its configured user and roles, no bearerTokenAuth', () => {
    const config = tree.readContent(`${SRC}/app/app.config.ts`);
    expect(config).toContain(
      "provideAdmin({ resources, pages, icons }, withHttp(), withInputBinding(), withTitles(), withListReuse(), withoutAuth({ user: { id: 'local', name: 'Admin' }, roles: ['admin'] }))",
    );
    expect(config).toContain(
      "import { withHttp, withInputBinding, withTitles, withListReuse, provideAdmin, withoutAuth } from 'admin/setup';",
    );
    expect(config).not.toContain('bearerTokenAuth');
    expect(config).not.toContain('admin/auth');
  });

  it('mounts the layout only: no sign-in route, no admin-login.ts', () => {
    expect(tree.readContent(`${SRC}/app/app.routes.ts`)).toBe(
      `import { Routes } from '@angular/router';
import { adminRoutes } from 'admin/routing';

export const routes: Routes = [
  ${LAYOUT_ROUTE}
];
`,
    );
    expect(tree.exists(`${SRC}/app/admin-login.ts`)).toBe(false);
    expect(tree.exists(`${SRC}/app/admin-layout.ts`)).toBe(true);
    expect(logs.join('\n')).not.toMatch(/^warn:/m);
  });

  it('changes nothing when run again, whatever --auth then says', async () => {
    const before = snapshot(tree);
    for (const auth of ['none', 'bearer']) {
      const again = await ngAdd(tree, { auth });
      expect(snapshot(again.tree)).toEqual(before);
      expect(again.logs.join('\n')).toContain(
        'provides the admin already: its dialect and authentication stay as they are',
      );
    }
  });

  it('does the same in an NgModule app', async () => {
    const { tree: result } = await ngAdd(await createApp({ standalone: false }), { auth: 'none' });
    expect(result.readContent(`${SRC}/app/app-module.ts`)).toContain(
      "withListReuse(), withoutAuth({ user: { id: 'local', name: 'Admin' }, roles: ['admin'] }))",
    );
    const routing = result.readContent(`${SRC}/app/app-routing-module.ts`);
    expect(routing).toContain(`const routes: Routes = [\n  ${LAYOUT_ROUTE}\n];`);
    expect(result.exists(`${SRC}/app/admin-login.ts`)).toBe(false);
  });
});

describe('ng add admin --auth <not a choice>', () => {
  it('stops naming the option and the allowed values, and writes nothing', async () => {
    const tree = await createApp({ standalone: true });
    const before = snapshot(tree);
    const runner = adminRunner();
    await expect(
      runner.runSchematic('ng-add', { project: 'app', auth: 'basic' }, tree),
    ).rejects.toThrow(
      /--auth "basic" is not an authentication the admin knows: use --auth bearer .* or --auth none .*Nothing was changed\./,
    );
    expect(snapshot(tree)).toEqual(before);
    expect(runner.tasks).toEqual([]);
  });

  it('offers both choices in a prompt, bearer by default (runs without a terminal keep working)', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, 'schema.json'), 'utf8'));
    const auth = schema.properties.auth;
    expect(auth.default).toBe('bearer');
    expect(auth['x-prompt'].type).toBe('list');
    expect(auth['x-prompt'].items.map((item: { value: string }) => item.value)).toEqual([
      'bearer',
      'none',
    ]);
  });
});

describe('ng add admin --backend <name>', () => {
  const configOf = async (options: { auth?: string; backend?: string }) => {
    const { tree, logs } = await ngAdd(await createApp({ standalone: true }), options);
    return { config: tree.readContent(`${SRC}/app/app.config.ts`), logs: logs.join('\n') };
  };

  // Each backend: the dialect written into provideAdmin and imported from admin/data.
  it.each([
    ['simple-rest', 'simpleRestDialect'],
    ['laravel', 'laravelDialect'],
    ['django', 'djangoRestDialect'],
    ['strapi', 'strapiDialect'],
    ['directus', 'directusDialect'],
    ['nestjs-crud', 'nestjsCrudDialect'],
    ['postgrest', 'postgrestDialect'],
    ['odata', 'odataDialect'],
    ['spring-data-rest', 'springDataRestDialect'],
    ['spring-page', 'springPageDialect'],
    ['api-platform', 'hydraDialect'],
  ])('--backend %s writes dialect: %s, imported from admin/data', async (backend, dialect) => {
    const { config } = await configOf({ backend });
    expect(config).toContain(`import { ${dialect} } from 'admin/data';`);
    expect(config).toContain(`provideAdmin({ resources, pages, icons, dialect: ${dialect}, auth: `);
    expect(config.match(/dialect:/g)).toHaveLength(1);
  });

  it('--backend json-server (the default) writes no dialect: provideAdmin takes jsonServerDialect', async () => {
    for (const options of [{ backend: 'json-server' }, {}]) {
      const { config } = await configOf(options);
      expect(config).toContain(`provideAdmin({ resources, pages, icons, ${BEARER} }`);
      expect(config).not.toContain('dialect');
      expect(config).not.toContain('admin/data');
    }
  });

  it("--backend django signs in as Django REST framework's obtain_auth_token wants", async () => {
    const { config, logs } = await configOf({ backend: 'django' });
    expect(config).toContain(
      "dialect: djangoRestDialect, auth: bearerTokenAuth({ scheme: 'Token', endpoints: { login: '/api/auth/token/', me: '/api/auth/me/', logout: null }, loginBody: ({ email, password }) => ({ username: email, password }) }) }",
    );
    expect(logs).toContain(
      "info: Django REST framework: route path('api/auth/token/', obtain_auth_token)",
    );
  });

  it("--backend strapi and directus read their login's own body", async () => {
    const strapi = (await configOf({ backend: 'strapi' })).config;
    expect(strapi).toContain(
      "bearerTokenAuth({ endpoints: { login: '/api/auth/local', me: '/api/users/me', logout: null }, loginBody: ({ email, password }) => ({ identifier: email, password }), parseLogin: (body) => { const { jwt, user } = body as { jwt: string; user: unknown }; return { token: jwt, user }; } })",
    );
    const directus = (await configOf({ backend: 'directus' })).config;
    expect(directus).toContain(
      "bearerTokenAuth({ endpoints: { login: '/api/auth/login', me: '/api/users/me', logout: null }, parseLogin: (body) => { const { data } = body as { data: { access_token: string; expires: number } }; return { token: data.access_token, expiresAt: Date.now() + data.expires }; }, parseUser: (body) => (body as { data: unknown }).data })",
    );
  });

  it('names what to adjust where the backend has no standard sign-in', async () => {
    const { config, logs } = await configOf({ backend: 'laravel' });
    expect(config).toContain(`dialect: laravelDialect, ${BEARER} }`);
    expect(logs).toContain('info: bearerTokenAuth signs in with POST /api/auth/login');
    expect(logs).toContain('change its endpoints (or parseLogin, loginBody)');
  });

  it('keeps the dialect and sign-in of an app that provides the admin already, and says so', async () => {
    const { tree } = await ngAdd(await createApp({ standalone: true }), { backend: 'strapi' });
    const before = snapshot(tree);
    const again = await ngAdd(tree, { backend: 'django' });
    expect(snapshot(again.tree)).toEqual(before);
    expect(again.logs.join('\n')).toContain(
      'provides the admin already: its dialect and authentication stay as they are (--backend and --auth set up a new app)',
    );
  });

  it('--backend with --auth none writes the dialect and withoutAuth, no sign-in', async () => {
    const { config, logs } = await configOf({ backend: 'django', auth: 'none' });
    expect(config).toContain(
      "provideAdmin({ resources, pages, icons, dialect: djangoRestDialect }, withHttp(), withInputBinding(), withTitles(), withListReuse(), withoutAuth({ user: { id: 'local', name: 'Admin' }, roles: ['admin'] }))",
    );
    expect(config).not.toContain('bearerTokenAuth');
    expect(logs).not.toContain('obtain_auth_token');
  });

  it('stops on an unknown backend, suggesting the closest and listing all, and writes nothing', async () => {
    const tree = await createApp({ standalone: true });
    const before = snapshot(tree);
    const runner = adminRunner();
    await expect(
      runner.runSchematic('ng-add', { project: 'app', backend: 'strappi' }, tree),
    ).rejects.toThrow(
      'ng add admin: --backend "strappi" is not a backend the admin knows; did you mean "strapi"? ' +
        '(valid: json-server, simple-rest, laravel, django, strapi, directus, nestjs-crud, postgrest, odata, spring-data-rest, spring-page, api-platform;',
    );
    await expect(
      runner.runSchematic('ng-add', { project: 'app', backend: 'rails' }, tree),
    ).rejects.toThrow(
      /--backend "rails" is not a backend the admin knows \(valid: json-server, .*Nothing was changed\./,
    );
    expect(snapshot(tree)).toEqual(before);
    expect(runner.tasks).toEqual([]);
  });

  it('offers every backend in a prompt before the sign-in one, json-server by default', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, 'schema.json'), 'utf8'));
    const backend = schema.properties.backend;
    expect(backend.default).toBe('json-server');
    expect(backend['x-prompt'].type).toBe('list');
    expect(backend['x-prompt'].items.map((item: { value: string }) => item.value)).toEqual([
      'json-server',
      'simple-rest',
      'laravel',
      'django',
      'strapi',
      'directus',
      'nestjs-crud',
      'postgrest',
      'odata',
      'spring-data-rest',
      'spring-page',
      'api-platform',
    ]);
    expect(Object.keys(schema.properties)).toEqual(['project', 'backend', 'auth']);
    for (const name of ['django', 'strapi', 'api-platform'])
      expect(backend.description).toContain(name);
  });
});

describe('ng add admin, NgModule app (ng new --no-standalone)', () => {
  let tree: UnitTestTree;

  beforeAll(async () => {
    ({ tree } = await ngAdd(await createApp({ standalone: false })));
  });

  it('adds the providers to the root NgModule', () => {
    const module = tree.readContent(`${SRC}/app/app-module.ts`);
    expect(module).toContain(
      "import { withHttp, withInputBinding, withTitles, withListReuse, provideAdmin } from 'admin/setup';",
    );
    expect(module).toContain("import resources from '../resources';");
    expect(module).toContain("import { bearerTokenAuth } from 'admin/auth';");
    expect(module).toMatch(
      /providers: \[\s*provideBrowserGlobalErrorListeners\(\),\s*provideAdmin\(\{ resources, pages, icons, auth: bearerTokenAuth\(\{ endpoints: \{ login: '\/api\/auth\/login' \} \}\) \}, withHttp\(\), withInputBinding\(\), withTitles\(\), withListReuse\(\)\),\s*\]/,
    );
  });

  it('mounts the admin routes in the routing module, whose options stay (withInputBinding binds the inputs)', () => {
    const routing = tree.readContent(`${SRC}/app/app-routing-module.ts`);
    expect(routing).toContain('RouterModule.forRoot(routes)');
    expect(routing).not.toContain('bindToComponentInputs');
    expect(routing).toContain("import { adminRoutes } from 'admin/routing';");
    // Standalone components load lazily in an NgModule app's routes too.
    expect(routing).toContain(`const routes: Routes = [\n  ${LAZY_ROUTES}\n];`);
    expect(tree.readContent(`${SRC}/app/admin-layout.ts`)).toContain(
      "export { VaLayout } from 'admin/shell';",
    );
    expect(tree.readContent(`${SRC}/app/admin-login.ts`)).toContain(
      "export { VaLogin } from 'admin/ui';",
    );
  });

  it('creates the resource files and the theme', () => {
    expect(tree.exists(`${SRC}/resources/index.ts`)).toBe(true);
    expect(tree.exists(`${SRC}/resources/pages.ts`)).toBe(true);
    expect(tree.exists(`${SRC}/resources/icons.ts`)).toBe(true);
    expect(tree.exists(`${SRC}/admin-theme.scss`)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = snapshot(tree);
    const again = await ngAdd(tree);
    expect(snapshot(again.tree)).toEqual(before);
  });
});

describe('ng add admin on an app already set up in part', () => {
  const CONFIG = `${SRC}/app/app.config.ts`;

  /** A new standalone app whose app.config.ts went through `edit`. */
  async function appWithConfig(edit: (config: string) => string) {
    const tree = await createApp({ standalone: true });
    tree.overwrite(CONFIG, edit(tree.readContent(CONFIG)));
    return tree;
  }

  it('adds the interceptor to an existing provideHttpClient and keeps its features', async () => {
    const tree = await appWithConfig((config) =>
      config
        .replace(
          "import { provideRouter } from '@angular/router';",
          "import { provideRouter } from '@angular/router';\nimport { provideHttpClient, withFetch } from '@angular/common/http';",
        )
        .replace(
          'provideRouter(routes)',
          'provideRouter(routes),\n    provideHttpClient(withFetch())',
        ),
    );
    const { tree: result } = await ngAdd(tree);
    const config = result.readContent(CONFIG);
    expect(config).toContain(
      'provideHttpClient(withFetch(), withInterceptors([adminAuthInterceptor]))',
    );
    expect(config.match(/provideHttpClient\(/g)).toHaveLength(1);
    expect(config).toContain(
      "import { provideHttpClient, withFetch, withInterceptors } from '@angular/common/http';",
    );
  });

  it("keeps the app's own RouteReuseStrategy: no list reuse of the admin's", async () => {
    const tree = await appWithConfig((config) =>
      config
        .replace(
          "import { provideRouter } from '@angular/router';",
          "import { RouteReuseStrategy, provideRouter } from '@angular/router';\nimport { MyReuse } from './my-reuse';",
        )
        .replace(
          'provideRouter(routes)',
          'provideRouter(routes),\n    { provide: RouteReuseStrategy, useClass: MyReuse }',
        ),
    );
    const config = (await ngAdd(tree)).tree.readContent(CONFIG);
    expect(config).toContain(
      `provideAdmin({ resources, pages, icons, ${BEARER} }, withHttp(), withInputBinding(), withTitles())`,
    );
    expect(config).toContain('{ provide: RouteReuseStrategy, useClass: MyReuse }');
    expect(config).not.toContain('withListReuse');
    expect(config).not.toContain('AdminRouteReuseStrategy');
  });

  it('adds the interceptor to an existing withInterceptors list', async () => {
    const tree = await appWithConfig((config) =>
      config
        .replace(
          "import { routes } from './app.routes';",
          "import { routes } from './app.routes';\nimport { provideHttpClient, withInterceptors } from '@angular/common/http';\nimport { logInterceptor } from './log';",
        )
        .replace(
          'provideRouter(routes)',
          'provideRouter(routes),\n    provideHttpClient(withInterceptors([logInterceptor]))',
        ),
    );
    const config = (await ngAdd(tree)).tree.readContent(CONFIG);
    expect(config).toContain('withInterceptors([logInterceptor, adminAuthInterceptor])');
  });

  it('mounts the admin routes before a wildcard route and keeps the others', async () => {
    const tree = await createApp({ standalone: true });
    const path = `${SRC}/app/app.routes.ts`;
    tree.overwrite(
      path,
      `import { Routes } from '@angular/router';

export const routes: Routes = [
  { path: 'about', loadComponent: () => import('./about') }, // about page
  { path: '**', redirectTo: '' },
];
`,
    );
    const routes = (await ngAdd(tree)).tree.readContent(path);
    expect(routes).toBe(`import { Routes } from '@angular/router';
import { adminRoutes } from 'admin/routing';

export const routes: Routes = [
  { path: 'about', loadComponent: () => import('./about') }, // about page
  ${LAZY_ROUTES}
  { path: '**', redirectTo: '' },
];
`);
  });

  it("loads from the entry point when a file of the re-export's name holds something else", async () => {
    const tree = await createApp({ standalone: true });
    const own = 'export const layout = "mine";\n';
    tree.create(`${SRC}/app/admin-layout.ts`, own);
    tree.create(`${SRC}/app/admin-login.ts`, "export { VaLogin } from 'admin';\n");
    const result = (await ngAdd(tree)).tree;
    const routes = result.readContent(`${SRC}/app/app.routes.ts`);
    expect(routes).toContain("loadComponent: () => import('admin/shell').then((m) => m.VaLayout)");
    expect(routes).toContain("loadComponent: () => import('./admin-login').then((m) => m.VaLogin)");
    expect(result.readContent(`${SRC}/app/admin-layout.ts`)).toBe(own);
    expect(result.readContent(`${SRC}/app/admin-login.ts`)).toBe(
      "export { VaLogin } from 'admin';\n",
    );
  });

  it('writes the routes in the quotes of the routes file', async () => {
    const tree = await createApp({ standalone: true });
    const path = `${SRC}/app/app.routes.ts`;
    tree.overwrite(
      path,
      'import { Routes } from "@angular/router";\n\nexport const routes: Routes = [];\n',
    );
    const routes = (await ngAdd(tree)).tree.readContent(path);
    expect(routes).toContain(
      '{ path: "", loadComponent: () => import("./admin-layout").then((m) => m.VaLayout), children: adminRoutes() }',
    );
  });

  it('keeps a root template that is not the ng new placeholder and warns without an outlet', async () => {
    const tree = await createApp({ standalone: true });
    tree.overwrite(`${SRC}/app/app.html`, '<h1>My app</h1>\n');
    const { tree: result, logs } = await ngAdd(tree);
    expect(result.readContent(`${SRC}/app/app.html`)).toBe('<h1>My app</h1>\n');
    expect(logs.join('\n')).toMatch(/app\.html has no <router-outlet \/>/);
  });

  it("recognises ng new's spec reformatted (line breaks, trailing commas, comments) and rewrites it", async () => {
    const tree = await createApp({ standalone: true });
    const path = `${SRC}/app/app.spec.ts`;
    const spec = tree.readContent(path);
    const formatted = spec
      .replace('}).compileComponents();', '})\n      .compileComponents();')
      .replace("toContain('Hello, app');", "toContain(\n      'Hello, app',\n    );")
      .replace("describe('App', () => {", "// the root component\ndescribe('App', () => {");
    expect(formatted).not.toBe(spec);
    tree.overwrite(path, formatted);
    const { tree: result } = await ngAdd(tree);
    const after = result.readContent(path);
    expect(after).toContain("it('should render the router outlet', async () => {");
    expect(after).toContain("expect(compiled.querySelector('router-outlet')).not.toBeNull();");
    expect(after).toContain('})\n      .compileComponents();');
    expect(after).not.toContain('Hello, app');
  });

  it("turns the NgModule app's ng new spec into a router-outlet test too", async () => {
    const { tree } = await ngAdd(await createApp({ standalone: false }));
    const spec = tree.readContent(`${SRC}/app/app.spec.ts`);
    expect(spec).toContain('RouterModule.forRoot([])');
    expect(spec).toContain("it('should render the router outlet'");
    expect(spec).not.toContain('Hello, app');
  });

  it('leaves a spec the user changed as it is, and says so', async () => {
    const tree = await createApp({ standalone: true });
    const path = `${SRC}/app/app.spec.ts`;
    const mine = tree
      .readContent(path)
      .replace("it('should create the app'", "it('creates the app'");
    tree.overwrite(path, mine);
    const { tree: result, logs } = await ngAdd(tree);
    expect(result.readContent(`${SRC}/app/app.html`)).toBe('<router-outlet />\n');
    expect(result.readContent(path)).toBe(mine);
    expect(logs.join('\n')).toContain(
      `warn: ${SRC.slice(1)}/app/app.spec.ts is not the one ng new wrote: left as is.`,
    );
  });

  it('keeps existing resource files and dependencies', async () => {
    const tree = await createApp({ standalone: true });
    const index = `const resources = [{ name: 'posts' }];\nexport default resources;\n`;
    tree.create(`${SRC}/resources/index.ts`, index);
    const manifest = JSON.parse(tree.readContent('/package.json'));
    manifest.devDependencies['@angular/material'] = '~21.2.1';
    tree.overwrite('/package.json', JSON.stringify(manifest, null, 2));
    const { tree: result } = await ngAdd(tree);
    expect(result.readContent(`${SRC}/resources/index.ts`)).toBe(index);
    const after = JSON.parse(result.readContent('/package.json'));
    expect(after.dependencies['@angular/material']).toBeUndefined();
    expect(after.devDependencies['@angular/material']).toBe('~21.2.1');
  });

  it('adds a router to an app made without routing', async () => {
    const tree = await createApp({ standalone: true, routing: false });
    expect(tree.exists(`${SRC}/app/app.routes.ts`)).toBe(false);
    const { tree: result } = await ngAdd(tree);
    const config = result.readContent(`${SRC}/app/app.config.ts`);
    expect(config).toContain('provideRouter(routes)');
    expect(config).toContain('withInputBinding()');
    expect(config).toContain("import { routes } from './app.routes';");
    expect(result.readContent(`${SRC}/app/app.routes.ts`)).toContain(
      "{ path: '', loadComponent: () => import('./admin-layout').then((m) => m.VaLayout), children: adminRoutes() },",
    );
    expect(result.exists(`${SRC}/app/admin-layout.ts`)).toBe(true);
    expect(result.readContent(`${SRC}/app/app.html`)).toBe('<router-outlet />\n');
    const app = result.readContent(`${SRC}/app/app.ts`);
    expect(app).toContain("import { RouterOutlet } from '@angular/router';");
    expect(app).toMatch(/imports: \[RouterOutlet\]/);
    const again = await ngAdd(result);
    expect(snapshot(again.tree)).toEqual(snapshot(result));
  });

  it('leaves RouterModule.forRoot options alone: provideAdmin(…, withInputBinding()) binds the inputs', async () => {
    const tree = await createApp({ standalone: false });
    const path = `${SRC}/app/app-routing-module.ts`;
    tree.overwrite(
      path,
      tree
        .readContent(path)
        .replace('RouterModule.forRoot(routes)', 'RouterModule.forRoot(routes, { useHash: true })'),
    );
    const result = (await ngAdd(tree)).tree;
    expect(result.readContent(path)).toContain('RouterModule.forRoot(routes, { useHash: true })');
    expect(result.readContent(`${SRC}/app/app-module.ts`)).toContain('withInputBinding()');
  });

  it('completes an app that already provides the admin: interceptor, router binding, titles and list reuse beside it', async () => {
    const tree = await appWithConfig((config) =>
      config
        .replace('providers: [', 'providers: [\n    provideAdmin({ resources: [] }),')
        .replace(/^/, "import { provideAdmin } from 'admin';\n"),
    );
    const config = (await ngAdd(tree)).tree.readContent(CONFIG);
    expect(config).toContain('provideAdmin({ resources: [] })');
    expect(config).toContain('provideRouter(routes, withComponentInputBinding())');
    expect(config).toContain('provideHttpClient(withInterceptors([adminAuthInterceptor]))');
    expect(config).toContain('{ provide: TitleStrategy, useClass: AdminTitleStrategy }');
    expect(config).toContain('{ provide: RouteReuseStrategy, useClass: AdminRouteReuseStrategy }');
  });

  it('takes the icon check of an earlier ng add out of prebuild and prestart, once', async () => {
    const tree = await createApp({ standalone: true });
    const manifest = JSON.parse(tree.readContent('/package.json'));
    manifest.scripts = {
      ...manifest.scripts,
      prebuild: CHECK,
      prestart: `${CHECK} && node scripts/env.js`,
      pretest: `npm run lint && ${CHECK}`,
    };
    tree.overwrite('/package.json', JSON.stringify(manifest, null, 2) + '\n');
    const { tree: result, logs } = await ngAdd(tree);
    const scripts = JSON.parse(result.readContent('/package.json')).scripts;
    expect(scripts.prebuild).toBeUndefined();
    expect(scripts.prestart).toBe('node scripts/env.js');
    expect(scripts.pretest).toBe(`npm run lint && ${CHECK}`);
    expect(logs.join('\n')).toContain('the icon check left scripts.prebuild');
    const again = await ngAdd(result);
    expect(snapshot(again.tree)).toEqual(snapshot(result));
  });

  it('leaves build and serve targets with other builders, and says why', async () => {
    const tree = await createApp({ standalone: true });
    const workspace = JSON.parse(tree.readContent('/angular.json'));
    workspace.projects.app.architect.build.builder = '@angular-devkit/build-angular:application';
    tree.overwrite('/angular.json', JSON.stringify(workspace, null, 2));
    const { tree: result, logs } = await ngAdd(tree);
    const targets = JSON.parse(result.readContent('/angular.json')).projects.app.architect;
    expect(targets.build.builder).toBe('@angular-devkit/build-angular:application');
    expect(targets.serve.builder).toBe('admin:dev-server');
    expect(logs.join('\n')).toContain(
      'app:build uses @angular-devkit/build-angular:application, not @angular/build:application: left as is',
    );
  });

  it('names the project it cannot find', async () => {
    const tree = await createApp({ standalone: true });
    await expect(adminRunner().runSchematic('ng-add', { project: 'nope' }, tree)).rejects.toThrow(
      'Project "nope" not found in angular.json (projects: app).',
    );
  });
});
