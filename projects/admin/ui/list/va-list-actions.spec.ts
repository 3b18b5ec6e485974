import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { type ConfirmOptions } from '../../config/confirm';
import { ɵADMIN_CONFIRM } from '../../config/confirm-internal';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../../config/types';
import {
  bulkUpdateAction,
  type ListAction,
  type ListActionContext,
} from '../../controllers/list/list-actions';
import { provideAdmin } from '../../setup/provide-admin';
import type { VaColumn } from './list-types';
import type { VaCardOptions } from './va-card-list';
import { VaList } from './va-list';

jest.setTimeout(30_000);

const DESCRIPTORS: ResourceDescriptor[] = [
  {
    name: 'posts',
    label: 'title',
    permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'users', label: 'name' },
];
const resources = normalizeResources(DESCRIPTORS);
const [posts] = resources;
const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };

const COLUMNS: VaColumn[] = [
  { source: 'id' },
  { source: 'title' },
  { source: 'views', type: 'number' },
];
const ROWS: AdminRecord[] = [
  { id: 1, title: 'One', views: 10, published: false, cover: 'https://img.test/1.png' },
  { id: 2, title: 'Two', views: 20, published: true },
];

const feature = jest.fn((context: ListActionContext) => context.ids);
const ACTIONS = {
  bulk: [
    bulkUpdateAction({
      id: 'publish',
      label: 'Publish selected',
      icon: 'mdi-eye',
      data: { published: true },
    }),
    { id: 'feature', label: 'Feature {count}', run: feature, confirm: true } as ListAction,
    {
      id: 'export-all',
      label: 'Send',
      permission: false,
      run: jest.fn(),
      appliesTo: (r: AdminRecord) => !r['published'],
    } as ListAction,
  ],
  row: [
    {
      id: 'publish-one',
      label: 'Publish {label}',
      icon: 'mdi-eye',
      appliesTo: (r: AdminRecord) => !r['published'],
      run: feature,
    } as ListAction,
  ],
};

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [columns]="columns"
    [bulkActions]="bulk() ?? bulkDefault"
    [rowActions]="row() ?? rowDefault"
    [layout]="layout() ?? 'table'"
    [card]="card() ?? null"
    [filters]="[{ source: 'published', type: 'boolean' }]"
  />`,
})
class ActionsPage {
  readonly resource = input.required<Resource>();
  // Route data bound by withComponentInputBinding (undefined when a route has none).
  readonly bulk = input<readonly ListAction[]>();
  readonly row = input<readonly ListAction[]>();
  readonly layout = input<'auto' | 'table' | 'cards'>();
  readonly card = input<VaCardOptions | null>();
  protected readonly bulkDefault = ACTIONS.bulk;
  protected readonly rowDefault = ACTIONS.row;
  protected readonly columns = COLUMNS;
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('VaList custom actions and cards', () => {
  let http: HttpTestingController;
  let questions: ConfirmOptions[];

  async function setup(url: string, user: AdminUser = ADMIN) {
    questions = [];
    feature.mockClear();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources: DESCRIPTORS,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        {
          provide: ɵADMIN_CONFIRM,
          useValue: (options: ConfirmOptions) => {
            questions.push(options);
            return Promise.resolve(true);
          },
        },
        provideRouter(
          [
            { path: 'posts', component: ActionsPage, data: { resource: posts } },
            { path: 'plain', component: ActionsPage, data: { resource: posts, bulk: [], row: [] } },
            {
              path: 'cards',
              component: ActionsPage,
              data: { resource: posts, layout: 'cards', card: { avatar: 'cover' } },
            },
            { path: 'posts/:id', component: Page },
            { path: 'posts/:id/edit', component: Page },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    const harness = await RouterTestingHarness.create(url);
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(ROWS, {
        headers: { 'X-Total-Count': '2' },
      });
    await settle(harness);
    return { root: harness.routeNativeElement!, harness };
  }

  async function settle(harness: RouterTestingHarness) {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
      harness.detectChanges();
    }
  }

  const texts = (root: Element, selector: string) =>
    [...root.querySelectorAll(selector)].map((e) => e.textContent!.trim());

  afterEach(() => http.verify());

  it('shows the bulk actions the user may run, with the selection; runs them on the selected records', async () => {
    const { root, harness } = await setup('/posts');
    const boxes = root.querySelectorAll<HTMLInputElement>('tbody .va-checkbox');
    expect(boxes).toHaveLength(2);
    boxes[0].click();
    boxes[1].click();
    await settle(harness);
    expect(texts(root, '.va-bulk-action')).toEqual(['Publish selected', 'Feature 2', 'Send']);
    // "Send" applies to unpublished records only: disabled for this selection.
    const send = root.querySelector<HTMLButtonElement>('.va-action-export-all')!;
    expect(send.disabled).toBe(true);

    root.querySelector<HTMLButtonElement>('.va-action-feature')!.click();
    await settle(harness);
    expect(questions).toEqual([expect.objectContaining({ title: 'Feature 2' })]);
    expect(feature).toHaveBeenCalledWith(
      expect.objectContaining({ records: ROWS, ids: [1, 2], resource: posts }),
    );
    // Done: the selection clears and the page reloads.
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(ROWS, {
        headers: { 'X-Total-Count': '2' },
      });
    await settle(harness);
    expect(root.querySelector('.va-bulk-bar')).toBeNull();
  });

  it('Publish selected sends updateMany for the selected ids', async () => {
    const { root, harness } = await setup('/posts');
    root.querySelectorAll<HTMLInputElement>('tbody .va-checkbox')[0].click();
    await settle(harness);
    root.querySelector<HTMLButtonElement>('.va-action-publish')!.click();
    await settle(harness);
    const patch = http.expectOne('/api/posts/1');
    expect(patch.request.method).toBe('PATCH');
    expect(patch.request.body).toEqual({ published: true });
    patch.flush({ ...ROWS[0], published: true });
    await settle(harness);
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(ROWS, {
        headers: { 'X-Total-Count': '2' },
      });
    await settle(harness);
  });

  it('a viewer (no edit) sees neither edit-level bulk nor row actions; an open action stays', async () => {
    const { root, harness } = await setup('/posts', VIEWER);
    expect(root.querySelectorAll('.va-row-custom')).toHaveLength(0);
    // "Send" (permission: false) makes rows selectable although the viewer may not delete.
    const boxes = root.querySelectorAll<HTMLInputElement>('tbody .va-checkbox');
    boxes[0].click();
    await settle(harness);
    expect(texts(root, '.va-bulk-action')).toEqual(['Send']);
    expect(root.querySelector('.va-bulk-delete')).toBeNull();
  });

  it('shows a row action only in the rows it applies to, and runs it with that record', async () => {
    const { root, harness } = await setup('/posts');
    const buttons = root.querySelectorAll<HTMLButtonElement>('.va-row-custom');
    expect(buttons).toHaveLength(1);
    expect(buttons[0].getAttribute('aria-label')).toBe('Publish One');
    expect(buttons[0].closest('tr')!.getAttribute('data-index')).toBe('0');
    buttons[0].click();
    await settle(harness);
    expect(feature).toHaveBeenCalledWith(expect.objectContaining({ records: [ROWS[0]] }));
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(ROWS, {
        headers: { 'X-Total-Count': '2' },
      });
    await settle(harness);
  });

  it('a list without custom actions renders rows as before (no custom button)', async () => {
    const { root } = await setup('/plain');
    expect(root.querySelectorAll('.va-row-custom, .va-bulk-action, tbody va-icon')).toHaveLength(0);
    expect(root.querySelectorAll('tbody tr')[0].querySelectorAll('a, button, input')).toHaveLength(
      4,
    );
  });

  it('cards: primary text linking to the record, secondary line, avatar, selection and a menu of actions', async () => {
    const { root, harness } = await setup('/cards');
    expect(root.querySelector('table')).toBeNull();
    const cards = root.querySelectorAll('.va-card');
    expect(cards).toHaveLength(2);
    expect(texts(root, '.va-card-primary')).toEqual(['One', 'Two']);
    expect(texts(root, '.va-card-secondary')).toEqual(['10', '20']);
    expect(cards[0].querySelector('.va-card-link')!.getAttribute('href')).toBe('/posts/1');
    expect(cards[0].querySelector('.va-card-avatar img')!.getAttribute('src')).toBe(
      'https://img.test/1.png',
    );
    expect(texts(cards[1], '.va-card-avatar')).toEqual(['T']);

    cards[1].querySelector<HTMLInputElement>('.va-card-select input')!.click();
    await settle(harness);
    expect(texts(root, '.va-bulk-count')).toEqual(['1 selected']);

    cards[0].querySelector<HTMLButtonElement>('.va-card-menu')!.click();
    await settle(harness);
    const menu = document.querySelector('.mat-mdc-menu-panel')!;
    expect(texts(menu, '[mat-menu-item]')).toEqual(['Publish One', 'Show', 'Edit', 'Delete']);
    menu.querySelector<HTMLButtonElement>('.va-action-publish-one')!.click();
    await settle(harness);
    expect(feature).toHaveBeenCalledWith(expect.objectContaining({ records: [ROWS[0]] }));
    http
      .expectOne((r) => r.url === '/api/posts')
      .flush(ROWS, {
        headers: { 'X-Total-Count': '2' },
      });
    await settle(harness);
  });

  it('cards: the filters move to a bottom sheet behind a Filters button', async () => {
    const { root, harness } = await setup('/cards');
    expect(root.querySelector('.va-filters-open')!.textContent!.trim()).toBe('Filters');
    expect(root.querySelectorAll('mat-select')).toHaveLength(0);
    root.querySelector<HTMLButtonElement>('.va-filters-open')!.click();
    await settle(harness);
    await settle(harness);
    const sheet = document.querySelector('mat-bottom-sheet-container')!;
    expect(sheet.querySelector('.va-filter-sheet-title')!.textContent).toBe('Filter the posts');
    expect(sheet.querySelectorAll('mat-select')).toHaveLength(1);
  });
});
