// The admin mounted anywhere (issue 16): under `/admin`, and inside a lazy-loaded child route.
// Real pages (VaList, VaShow, VaForm), the real layout and sign-in page, the router harness.
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import { AdminMount } from '../config/admin-mount';
import { ResourceRegistry } from '../config/resource-registry';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminPages, AdminUser } from '../config/types';
import { ResourceLinkService } from '../links/resource-links';
import { adminRoutes } from '../routing/admin-routes';
import { VaForm } from '../ui/form/va-form';
import { VaTextInput } from '../ui/inputs/va-text-input';
import { VaLayout } from '../shell/layout/va-layout';
import { VaLogin } from '../ui/login/va-login';
import { VaList } from '../ui/list/va-list';
import { VaShow } from '../ui/show/va-show';
import { VaTextField } from '../ui/fields/text-field';
import { provideAdmin } from './provide-admin';

@Component({
  selector: 'app-tags-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
class TagsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  protected readonly columns = [{ source: 'name', link: 'show' as const }];
}

@Component({
  selector: 'app-tags-show',
  imports: [VaShow, VaTextField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="name" />
    </va-show>
  `,
})
class TagsShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
}

@Component({
  selector: 'app-tags-form',
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="name" required />
    </va-form>
  `,
})
class TagsForm {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
}

// Real Material pages in jsdom: the first one compiles a lot on a busy 2-core machine.
jest.setTimeout(20_000);

const EDITOR: AdminUser = { id: 2, name: 'Eddie', roles: ['editor'] };
const TAG = { id: 7, name: 'Angular' };

function memoryAuth(signedIn: boolean): AuthProvider {
  let current: AdminUser | null = signedIn ? EDITOR : null;
  return {
    login: async () => (current = EDITOR),
    logout: async () => {
      current = null;
    },
    me: () => current,
  };
}

const PAGES: AdminPages = {
  TagsList: () => Promise.resolve(TagsList as Type<unknown>),
  TagsShow: () => Promise.resolve(TagsShow as Type<unknown>),
  TagsCreate: () => Promise.resolve(TagsForm as Type<unknown>),
  TagsEdit: () => Promise.resolve(TagsForm as Type<unknown>),
  // SecretsList exists, but the editor may not see it: the 403 page.
  SecretsList: () => Promise.resolve(TagsList as Type<unknown>),
};

/** Where the admin is mounted in each variant, and the app routes that put it there. */
const MOUNTS: readonly { name: string; base: string; routes: () => Routes }[] = [
  {
    name: 'under /admin',
    base: '/admin',
    routes: () => [
      { path: 'login', component: VaLogin },
      { path: 'admin', component: VaLayout, children: adminRoutes() },
    ],
  },
  {
    name: 'inside a lazy child route (/office/back)',
    base: '/office/back',
    routes: () => [
      { path: 'login', component: VaLogin },
      {
        path: 'office',
        children: [
          {
            path: 'back',
            loadChildren: () =>
              Promise.resolve([{ path: '', component: VaLayout, children: adminRoutes() }]),
          },
        ],
      },
    ],
  },
];

describe.each(MOUNTS)('the admin mounted $name', ({ base, routes }) => {
  let http: HttpTestingController;

  async function setup(signedIn = true): Promise<RouterTestingHarness> {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideRouter(routes(), withComponentInputBinding()),
        provideAdmin({
          resources: [
            { name: 'tags', icon: 'mdi-tag', label: 'name' },
            { name: 'secrets', routes: ['list'], permissions: ['boss'] },
          ],
          pages: PAGES,
          icons: { 'mdi-tag': 'M0,0H24V24Z' },
          auth: memoryAuth(signedIn),
        }),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    return RouterTestingHarness.create();
  }

  afterEach(() => {
    TestBed.inject(OverlayContainer).ngOnDestroy();
    http.verify();
  });

  const macrotask = () => new Promise((resolve) => setTimeout(resolve));
  const url = () => TestBed.inject(Router).url;

  async function settle(harness: RouterTestingHarness) {
    for (let i = 0; i < 6; i++) {
      await macrotask();
      await harness.fixture.whenStable();
    }
  }

  /** Waits for one request matching `method` and `path` (its query ignored). */
  async function expectRequest(method: string, path: string): Promise<TestRequest> {
    for (let i = 0; i < 50; i++) {
      const found = http.match((r) => r.method === method && r.url === path);
      if (found.length === 1) return found[0];
      await macrotask();
    }
    throw new Error(`no ${method} ${path}`);
  }

  function hrefs(harness: RouterTestingHarness, selector: string): string[] {
    const root = harness.fixture.nativeElement as HTMLElement;
    return [...root.querySelectorAll<HTMLAnchorElement>(selector)].map(
      (a) => a.getAttribute('href') ?? '',
    );
  }

  function click(harness: RouterTestingHarness, selector: string): void {
    const element = (harness.fixture.nativeElement as HTMLElement).querySelector<HTMLElement>(
      selector,
    );
    if (!element) throw new Error(`nothing matches ${selector}`);
    element.click();
  }

  async function openList(harness: RouterTestingHarness): Promise<void> {
    const done = harness.navigateByUrl(`${base}/tags`);
    (await expectRequest('GET', '/api/tags')).flush([TAG], {
      headers: { 'X-Total-Count': '1' },
    });
    await done;
    await settle(harness);
  }

  it('sends the home URL to the first list, and the link helpers and menu point under it', async () => {
    const harness = await setup();
    const done = harness.navigateByUrl(base);
    (await expectRequest('GET', '/api/tags')).flush([TAG], {
      headers: { 'X-Total-Count': '1' },
    });
    await done;
    await settle(harness);
    expect(url()).toBe(`${base}/tags`);
    expect(TestBed.inject(AdminMount).url()).toBe(base);
    const links = TestBed.inject(ResourceLinkService);
    expect(links.getResourceLink('tags')).toMatchObject({ routerLink: [`${base}/tags`] });
    expect(links.getResourceLink({ name: 'tags', action: 'edit', id: 7 })).toMatchObject({
      routerLink: [`${base}/tags`, 7, 'edit'],
    });
    expect(links.getResourceLink('secrets')).toBe(false);
    // The layout: its title goes home, its menu lists the tags under the mount point.
    expect(hrefs(harness, 'a.va-app-title')).toEqual([base]);
    expect(hrefs(harness, 'va-menu a')).toContain(`${base}/tags`);
    // The list: create button and the row's show link.
    expect(hrefs(harness, 'a.va-create')).toEqual([`${base}/tags/create`]);
    expect(hrefs(harness, 'va-cell a')).toEqual([`${base}/tags/7`]);
  });

  it('saves a new record and returns to the list under the mount point; the show page links and cancel follow it', async () => {
    const harness = await setup();
    await openList(harness);
    await harness.navigateByUrl(`${base}/tags/create`);
    await settle(harness);
    const input = (harness.fixture.nativeElement as HTMLElement).querySelector('input')!;
    input.value = 'Signals';
    input.dispatchEvent(new Event('input'));
    click(harness, 'button[type=submit]');
    (await expectRequest('POST', '/api/tags')).flush({ id: 8, name: 'Signals' });
    (await expectRequest('GET', '/api/tags')).flush([TAG, { id: 8, name: 'Signals' }], {
      headers: { 'X-Total-Count': '2' },
    });
    await settle(harness);
    expect(url()).toBe(`${base}/tags`);
    // The show page: back and edit buttons.
    const shown = harness.navigateByUrl(`${base}/tags/8`);
    (await expectRequest('GET', '/api/tags/8')).flush({ id: 8, name: 'Signals' });
    await shown;
    await settle(harness);
    expect(hrefs(harness, 'a.va-back')).toEqual([`${base}/tags`]);
    expect(hrefs(harness, 'a.va-edit')).toEqual([`${base}/tags/8/edit`]);
    // The edit page's cancel button goes back to the list.
    const edited = harness.navigateByUrl(`${base}/tags/8/edit`);
    (await expectRequest('GET', '/api/tags/8')).flush({ id: 8, name: 'Signals' });
    await edited;
    await settle(harness);
    click(harness, 'button.va-cancel');
    await settle(harness);
    expect(url()).toBe(`${base}/tags`);
  });

  it('deletes from the show page and returns to the list under the mount point', async () => {
    const harness = await setup();
    await openList(harness);
    const done = harness.navigateByUrl(`${base}/tags/7`);
    (await expectRequest('GET', '/api/tags/7')).flush(TAG);
    await done;
    await settle(harness);
    click(harness, 'button.va-delete');
    await settle(harness);
    (document.querySelector('.cdk-overlay-container button.va-confirm-ok') as HTMLElement).click();
    (await expectRequest('DELETE', '/api/tags/7')).flush(null, { status: 204, statusText: '' });
    const again = expectRequest('GET', '/api/tags');
    await settle(harness);
    (await again).flush([], { headers: { 'X-Total-Count': '0' } });
    await settle(harness);
    expect(url()).toBe(`${base}/tags`);
  });

  it('shows the 404 and 403 pages with a home link to the mount point', async () => {
    const harness = await setup();
    await openList(harness);
    await harness.navigateByUrl(`${base}/nothing-here`);
    await settle(harness);
    expect(url()).toBe(`${base}/nothing-here`);
    expect(hrefs(harness, 'a.va-status-home')).toEqual([base]);
    await harness.navigateByUrl(`${base}/secrets`);
    await settle(harness);
    expect((harness.fixture.nativeElement as HTMLElement).textContent).toContain('403');
    expect(hrefs(harness, 'a.va-status-home')).toEqual([base]);
  });

  it('signs in with a returnUrl under the mount point, and without one lands on the home', async () => {
    const harness = await setup(false);
    await harness.navigateByUrl(`${base}/tags`);
    await settle(harness);
    expect(url()).toBe(`/login?returnUrl=${encodeURIComponent(`${base}/tags`)}`);
    const fill = (selector: string, value: string) => {
      const field = (harness.fixture.nativeElement as HTMLElement).querySelector<HTMLInputElement>(
        selector,
      )!;
      field.value = value;
      field.dispatchEvent(new Event('input'));
    };
    fill('input[type=email]', 'editor@example.com');
    fill('input[type=password]', 'secret');
    click(harness, 'button[type=submit]');
    (await expectRequest('GET', '/api/tags')).flush([TAG], {
      headers: { 'X-Total-Count': '1' },
    });
    await settle(harness);
    expect(url()).toBe(`${base}/tags`);
    // The registry knows the mount point from now on, even for the lazy child.
    expect(TestBed.inject(ResourceRegistry).pageCommands('tags', 'create')).toEqual([
      `${base}/tags`,
      'create',
    ]);
  });
});

describe('the mount point found in the router configuration', () => {
  it('is known before any navigation when the path is static', () => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'admin', children: [{ path: 'x', children: adminRoutes() }] }]),
        provideAdmin({ resources: [{ name: 'tags' }] }),
      ],
    });
    expect(TestBed.inject(AdminMount).url()).toBe('/admin/x');
    expect(TestBed.inject(ResourceRegistry).pageCommands('tags', 'show', 3)).toEqual([
      '/admin/x/tags',
      3,
    ]);
  });

  it('is the root when the admin is mounted there or not found', () => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideAdmin({ resources: [{ name: 'tags' }] })],
    });
    expect(TestBed.inject(AdminMount).url()).toBe('/');
    expect(TestBed.inject(ResourceRegistry).pageCommands('tags', 'list')).toEqual(['/tags']);
  });
});
