import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AdminRecord, Resource } from 'admin/core';
import { normalizeResources } from '../core/normalize';
import type { ResourceLink, ResourceLinkGroup } from '../links/resource-links';
import { provideAdmin } from '../setup/provide-admin';
import { VaMenu } from '../shell/layout/va-menu';
import { VaReferenceField } from '../ui/fields/reference-field';
import { VaTextField } from '../ui/fields/text-field';
import { VaShow } from '../ui/show/va-show';
import { VaMenuHarness } from './menu-harness';
import { VaFieldHarness, VaShowHarness } from './show-harness';

// Each harness call runs change detection and waits for stability: seconds on a loaded machine.
jest.setTimeout(30_000);

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'users', label: 'name' },
]);

@Component({
  imports: [VaShow, VaTextField, VaReferenceField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [id]="id()">
      <va-text-field source="title" />
      <va-text-field source="summary" emptyText="None" />
      <va-reference-field source="userId" reference="users" />
    </va-show>
  `,
})
class ShowPage {
  readonly resource = input.required<Resource>();
  readonly id = input<string>();
}

const link = (name: string, text: string): ResourceLink => ({
  name,
  action: 'list',
  icon: 'mdi-eye',
  text,
  routerLink: [`/${name}`],
});
const ENTRIES: (ResourceLink | ResourceLinkGroup)[] = [
  link('posts', 'Posts'),
  { text: 'People', expanded: false, children: [link('users', 'Users'), link('teams', 'Teams')] },
];

@Component({
  imports: [VaMenu],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<nav class="va-sidenav"><va-menu [entries]="entries" /></nav>`,
})
class MenuPage {
  protected readonly entries = ENTRIES;
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('VaShowHarness and VaMenuHarness', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  async function open(url: string) {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({ resources, canAccess: () => true }),
        provideRouter(
          [
            { path: 'posts', component: MenuPage },
            { path: 'posts/:id', component: ShowPage, data: { resource: resources[0] } },
            { path: 'posts/:id/edit', component: Page },
            { path: 'users', component: MenuPage },
            { path: 'users/:id', component: Page },
            { path: 'teams', component: MenuPage },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    harness = await RouterTestingHarness.create(url);
  }

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };
  const url = () => TestBed.inject(Router).url;

  afterEach(() => http.verify());

  it('reads the fields of a show page by source, its error, retry and actions', async () => {
    await open('/posts/1');
    const show = await TestbedHarnessEnvironment.loader(harness.fixture).getHarness(VaShowHarness);
    expect(await show.isLoading()).toBe(true);
    http
      .expectOne('/api/posts/1')
      .flush({ message: 'nope' }, { status: 500, statusText: 'Server Error' });
    await settle();
    expect(await show.getErrorText()).toContain('nope');
    await show.retry();
    const post: AdminRecord = { id: 1, title: 'Hello', userId: 2 };
    http.expectOne('/api/posts/1').flush(post);
    await settle();
    http
      .expectOne((req) => req.url === '/api/users' && req.params.get('id') === '2')
      .flush([{ id: 2, name: 'Bob' }]);
    await settle();
    expect(await show.getErrorText()).toBeNull();
    expect(await show.getTitle()).toBe('Post Hello');
    expect(await show.getValues()).toEqual({ title: 'Hello', summary: 'None', userId: 'Bob' });
    expect(await show.getLabels()).toEqual({ title: 'Title', summary: 'Summary', userId: 'User' });
    expect(await show.getFieldValue('userId')).toBe('Bob');
    expect(await (await show.getField('userId')).getLinks()).toEqual(['/users/2']);
    expect(await (await show.getField('summary')).isEmpty()).toBe(true);
    expect(
      await TestbedHarnessEnvironment.loader(harness.fixture).getAllHarnesses(
        VaFieldHarness.with({ label: /^T/ }),
      ),
    ).toHaveLength(1);
    await expect(show.getField('body')).rejects.toThrow('no field for "body"');
    expect(await show.getEditLink()).toBe('/posts/1/edit');
    await show.edit();
    expect(url()).toBe('/posts/1/edit');
  });

  it("reads the menu's entries and active link, and navigates into a closed group", async () => {
    await open('/posts');
    const menu = await TestbedHarnessEnvironment.loader(harness.fixture).getHarness(
      VaMenuHarness.with({ ancestor: '.va-sidenav' }),
    );
    expect(await menu.getItems()).toEqual([
      { text: 'Posts', href: '/posts', active: true, expanded: null, depth: 0 },
      { text: 'People', href: null, active: false, expanded: false, depth: 0 },
      { text: 'Users', href: '/users', active: false, expanded: null, depth: 1 },
      { text: 'Teams', href: '/teams', active: false, expanded: null, depth: 1 },
    ]);
    expect(await menu.getActiveItem()).toBe('Posts');
    await menu.navigate('Teams');
    expect(url()).toBe('/teams');
    const after = await TestbedHarnessEnvironment.loader(harness.fixture).getHarness(VaMenuHarness);
    // A new page, a new menu: the group is closed again there; the active link is Teams.
    expect(await after.getActiveItem()).toBe('Teams');
    await after.toggleGroup('People');
    expect(await after.isGroupExpanded('People')).toBe(true);
    await expect(after.navigate('Nowhere')).rejects.toThrow('no menu entry "Nowhere"');
  });
});
