// A list of records addressed by `slug` (the descriptor's `idField`): row links, the references
// of its cells, selection and bulk delete, CSV export.
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { lastValueFrom } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { provideAdmin } from '../../setup/provide-admin';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { AdminCsvExport } from '../../controllers/list/csv-export';
import type { VaColumn } from './list-types';
import { VaList } from './va-list';

const resources = normalizeResources([
  { name: 'tags', idField: 'slug', label: 'name' },
  { name: 'categories', idField: 'slug', label: 'title' },
]);
const [tags] = resources;

const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };

const COLUMNS: VaColumn[] = [
  { source: 'name' },
  { source: 'category', type: 'reference', reference: 'categories' },
];

/** Tags without any `id` field: only their slug tells them apart. */
const ROWS: AdminRecord[] = [
  { slug: 'angular', name: 'Angular', category: 'frameworks' },
  { slug: 'vue', name: 'Vue', category: 'frameworks' },
  { slug: 'rxjs', name: 'RxJS', category: 'libraries' },
];

const CATEGORIES: AdminRecord[] = [
  { id: 1, slug: 'frameworks', title: 'Frameworks' },
  { id: 2, slug: 'libraries', title: 'Libraries' },
];

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [columns]="columns" layout="table" />`,
})
class TagList {
  readonly resource = input.required<Resource>();
  protected readonly columns = COLUMNS;
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('a list of slug-keyed records (idField)', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let overlay: HTMLElement;

  async function setup(url: string) {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => ADMIN, logout: () => undefined, me: () => ADMIN },
        }),
        provideRouter(
          [
            { path: 'tags', component: TagList, data: { resource: tags } },
            { path: 'tags/:id', component: Page },
            { path: 'tags/:id/edit', component: Page },
            { path: 'categories/:id', component: Page },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    return harness.routeNativeElement!;
  }

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  const rows = (root: HTMLElement) => [...root.querySelectorAll('tr.va-row')];

  /** Answers the list request, then the categories' getMany, which must ask by slug. */
  async function load(list: AdminRecord[] = ROWS) {
    http
      .expectOne((req) => req.url === '/api/tags' && req.method === 'GET')
      .flush(list, { headers: { 'X-Total-Count': String(list.length) } });
    await settle();
    const lookup = http.expectOne((req) => req.url === '/api/categories');
    expect(lookup.request.params.getAll('slug')).toEqual(['frameworks', 'libraries']);
    expect(lookup.request.params.has('id')).toBe(false);
    lookup.flush(CATEGORIES);
    await settle();
  }

  it('links rows to /tags/<slug>, and shows the categories found by slug', async () => {
    const root = await setup('/tags');
    await load();
    const [first] = rows(root);
    expect(first.querySelector('.va-row-show')?.getAttribute('href')).toBe('/tags/angular');
    expect(first.querySelector('.va-row-edit')?.getAttribute('href')).toBe('/tags/angular/edit');
    expect(first.querySelector('a[href="/categories/frameworks"]')).not.toBeNull();
    expect(rows(root).map((row) => text(row.querySelector('td:nth-child(3)')))).toEqual([
      'Frameworks',
      'Frameworks',
      'Libraries',
    ]);
  });

  it('selects rows by slug and deletes them in bulk with DELETE /api/tags/<slug>', async () => {
    const root = await setup('/tags');
    await load();
    const boxes = () => [...root.querySelectorAll<HTMLInputElement>('tr.va-row input.va-checkbox')];
    boxes()[0].click();
    await settle();
    // Records without an `id` are not all "the same record": one row is selected.
    expect(text(root.querySelector('.va-bulk-count'))).toBe('1 selected');
    boxes()[2].click();
    await settle();
    expect(text(root.querySelector('.va-bulk-count'))).toBe('2 selected');
    root.querySelector<HTMLButtonElement>('.va-bulk-delete')!.click();
    await settle();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await settle();
    for (const slug of ['angular', 'rxjs']) {
      http
        .expectOne({ method: 'DELETE', url: `/api/tags/${slug}` })
        .flush(null, { status: 204, statusText: 'No Content' });
    }
    await settle();
    expect(rows(root).map((row) => text(row.querySelector('td:nth-child(2)')))).toEqual(['Vue']);
    expect(root.querySelector('.va-bulk-bar')).toBeNull();
    http
      .expectOne((req) => req.url === '/api/tags' && req.method === 'GET')
      .flush([ROWS[1]], { headers: { 'X-Total-Count': '1' } });
    await settle();
  });

  it('exports CSV with the labels of categories looked up by slug', async () => {
    await setup('/tags');
    await load();
    const exporter = TestBed.inject(AdminCsvExport);
    const done = lastValueFrom(exporter.export(tags, COLUMNS, {}));
    await settle();
    http
      .expectOne((req) => req.url === '/api/tags' && req.params.get('_page') === '1')
      .flush(ROWS, { headers: { 'X-Total-Count': '3' } });
    await settle();
    // The categories were cached by slug by the list: no second look-up.
    http.expectNone((req) => req.url === '/api/categories');
    const { csv } = await done;
    expect(csv).toBe('Name,Category\r\nAngular,Frameworks\r\nVue,Frameworks\r\nRxJS,Libraries\r\n');
  });
});
