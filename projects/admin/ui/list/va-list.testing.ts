// What the list specs share (va-list.spec.ts, and admin/testing's list-harness.spec.ts): the test
// resources, columns and filters, the list pages, and a TestBed with the router, the admin and a
// testing HTTP backend, with the helpers that answer the list's requests.
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { provideLocationMocks } from '@angular/common/testing';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { DeferBlockBehavior, TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { provideAdmin } from '../../setup/provide-admin';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import type { VaColumn, VaFilter } from './list-types';
import { VaColumnDef } from './va-column';
import { VaList } from './va-list';

export const resources = normalizeResources([
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      { role: 'viewer', actions: ['list', 'show'] },
      // Field permissions: a reader sees neither views nor published (va-list-fields.spec.ts).
      { role: 'reader', actions: ['list', 'show'], fields: { hidden: ['views', 'published'] } },
    ],
  },
  { name: 'users', label: 'name' },
  { name: 'categories', label: 'name', except: ['delete'] },
  { name: 'notes', label: 'title', routes: ['list', 'edit'] },
  { name: 'archived-posts', api: 'posts', label: 'title', actions: ['list', 'show'] },
]);
const [posts, , categories, notes, archived] = resources;

export const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
export const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };
export const READER: AdminUser = { id: 4, name: 'Rita', roles: ['reader'] };

export const COLUMNS: VaColumn[] = [
  { source: 'title', sortable: true },
  { source: 'userId', type: 'reference', reference: 'users' },
  { source: 'published', type: 'boolean' },
  { source: 'views', type: 'number', sortable: true },
];
export const FILTERS: VaFilter[] = [
  { source: 'published', type: 'boolean' },
  { source: 'publishedAt', type: 'date-range' },
  { source: 'status', type: 'select', choices: [{ value: 'draft', label: 'Draft' }, 'live'] },
  { source: 'title', type: 'text' },
  { source: 'userId', type: 'reference', reference: 'users' },
];

export function post(id: number, extra: AdminRecord = {}): AdminRecord {
  return {
    id,
    title: `Post ${id}`,
    userId: (id % 2) + 1,
    published: id % 2 === 0,
    views: id * 1000,
    ...extra,
  };
}

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [columns]="columns"
    [filters]="filters"
    [filter]="permanent()"
    [title]="title()"
  />`,
})
export class ListPage {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permanent = input<Record<string, unknown> | null>(null);
  protected readonly columns = COLUMNS;
  protected readonly filters = FILTERS;
}

@Component({
  imports: [VaList, VaColumnDef],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [search]="false" [exportable]="false">
    <va-column source="title" sortable link="show" />
    <va-column source="views" label="Readers" link="edit">
      <ng-template let-record let-value="value"
        ><b class="custom">{{ record.title }}: {{ value }}</b></ng-template
      >
    </va-column>
  </va-list>`,
})
class DeclaredPage {
  readonly resource = input.required<Resource>();
}

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [columns]="columns" />`,
})
class LinkedPage {
  readonly resource = input.required<Resource>();
  protected readonly columns: VaColumn[] = [
    { source: 'title' },
    { source: 'views', type: 'number', link: 'edit' },
    { source: 'publishedAt', type: 'date', link: 'show' },
    { source: 'published', type: 'boolean', link: 'show' },
    { source: 'status', type: 'chip', link: 'show' },
  ];
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

/**
 * A TestBed with the list pages at `/posts`, `/categories`, `/notes`, `/archived-posts` (a
 * permanent filter), `/declared` (columns in the template) and `/linked` (linked cells), and the
 * helpers that answer their requests. `open()` first, `verify()` after each test.
 */
export class ListPageTest {
  http!: HttpTestingController;
  harness!: RouterTestingHarness;
  /** The overlay container (dialogs, notifications, select panels). */
  overlay!: HTMLElement;

  /** Sets up the TestBed and navigates to `url`; returns the page's element. */
  async open(
    url: string,
    user: AdminUser = ADMIN,
    deferBlockBehavior = DeferBlockBehavior.Playthrough,
    /** More pages, before the list pages. */
    routes: Routes = [],
  ): Promise<HTMLElement> {
    localStorage.clear();
    TestBed.configureTestingModule({
      deferBlockBehavior,
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideRouter(
          [
            ...routes,
            { path: 'posts', component: ListPage, data: { resource: posts } },
            { path: 'posts/create', component: Page },
            { path: 'posts/:id', component: Page },
            { path: 'posts/:id/edit', component: Page },
            { path: 'categories', component: ListPage, data: { resource: categories } },
            { path: 'notes', component: ListPage, data: { resource: notes } },
            { path: 'notes/:id/edit', component: Page },
            {
              path: 'archived-posts',
              component: ListPage,
              data: { resource: archived, permanent: { archived: true }, title: 'Archive' },
            },
            { path: 'declared', component: DeclaredPage, data: { resource: posts } },
            { path: 'linked', component: LinkedPage, data: { resource: posts } },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    this.http = TestBed.inject(HttpTestingController);
    this.overlay = TestBed.inject(OverlayContainer).getContainerElement();
    await TestBed.inject(AdminAuth).ready();
    // What bootstrapping does: back and forward navigate.
    TestBed.inject(Router).setUpLocationChangeListener();
    this.harness = await RouterTestingHarness.create(url);
    return this.harness.routeNativeElement!;
  }

  /** After each test: no request left unanswered, the overlay emptied. */
  verify(): void {
    this.http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  }

  /** Lets timers, promises and change detection run their course. */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await this.harness.fixture.whenStable();
    }
  }

  /** The pending list request of an endpoint (not a getMany by ids). */
  expectList(api = 'posts'): TestRequest {
    return this.http.expectOne(
      (req) => req.url === `/api/${api}` && req.method === 'GET' && !req.params.has('id'),
    );
  }

  /** Answers the pending list request with `rows` (and their total). */
  async flushList(rows: AdminRecord[], total = rows.length, api = 'posts'): Promise<void> {
    this.expectList(api).flush(rows, { headers: { 'X-Total-Count': String(total) } });
    await this.settle();
  }

  /** Answers the pending look-up of users by ids (`User <id>`); returns the ids asked. */
  async flushUsers(): Promise<string[]> {
    const request = this.http.expectOne((req) => req.url === '/api/users' && req.params.has('id'));
    const ids = request.request.params.getAll('id')!;
    request.flush(ids.map((id) => ({ id: Number(id), name: `User ${id}` })));
    await this.settle();
    return ids;
  }
}
