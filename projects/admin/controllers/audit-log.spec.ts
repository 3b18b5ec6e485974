import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { AdminAuth } from 'admin/auth';
import { ADMIN_CONFIG } from '../config/config';
import { ADMIN_HISTORY, type AdminHistoryConfig } from '../config/history';
import { normalizeResources } from '../core/normalize';
import { httpHistory } from '../data/http-history';
import { AuditLogController } from './audit-log';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'users', label: 'name' },
]);

describe('AuditLogController', () => {
  let http: HttpTestingController;
  const roles = signal<readonly string[]>(['admin']);

  beforeEach(() => {
    roles.set(['admin']);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        AuditLogController,
        { provide: ADMIN_CONFIG, useValue: { resources, apiUrl: '/api' } },
        { provide: AdminAuth, useValue: { permissions: roles, can: () => true } },
        {
          provide: ADMIN_HISTORY,
          useFactory: (): AdminHistoryConfig => ({
            provider: httpHistory(),
            auditRoles: ['admin'],
            auditPath: 'audit',
            auditPage: () => Promise.reject(new Error('not in this test')),
          }),
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  function start() {
    const controller = TestBed.inject(AuditLogController);
    TestBed.tick();
    http
      .expectOne('/api/users?_page=1&_limit=200')
      .flush([{ id: 1, name: 'Alice' }], { headers: { 'X-Total-Count': '1' } });
    return controller;
  }

  it('lists the writes, newest first, with links to the records and their diffs', () => {
    const controller = start();
    http.expectOne('/api/audit?page=1&perPage=25').flush({
      data: [
        {
          id: 9,
          resource: 'posts',
          recordId: 4,
          action: 'update',
          version: 2,
          at: '2026-11-28T04:00:00.000Z',
          user: { id: 1, name: 'Alice' },
          changes: [{ field: 'title', before: 'A', after: 'B' }],
          record: { id: 4, title: 'B' },
        },
        {
          id: 8,
          resource: 'posts',
          recordId: 5,
          action: 'delete',
          version: 1,
          at: '2026-11-28T03:00:00.000Z',
          user: null,
          changes: [],
          record: null,
        },
      ],
      total: 20000,
      totalCapped: true,
    });
    TestBed.tick();
    const lines = controller.lines();
    expect(lines.map((l) => [l.resourceName, l.link, l.diffs.map((d) => d.after)])).toEqual([
      ['Posts', ['/posts', 4], ['B']],
      ['Posts', null, []],
    ]);
    expect([controller.total(), controller.totalCapped()]).toEqual([20000, true]);
    expect(controller.userChoices()).toEqual([{ value: '1', label: 'Alice' }]);
    expect(controller.resourceChoices().map((c) => c.value)).toEqual(['posts', 'users']);
  });

  it('filters by user, resource, action and dates, from the first page', () => {
    const controller = start();
    http.expectOne('/api/audit?page=1&perPage=25').flush({ data: [], total: 60 });
    controller.show(3);
    TestBed.tick();
    http.expectOne('/api/audit?page=3&perPage=25').flush({ data: [], total: 60 });
    controller.filter({ user: 1, resource: 'posts', action: 'delete', from: '2026-11-01', to: '' });
    TestBed.tick();
    const request = http.expectOne((r) => r.url === '/api/audit');
    expect(request.request.params.toString()).toBe(
      'page=1&perPage=25&user=1&resource=posts&action=delete&from=2026-11-01',
    );
    request.flush({ data: [], total: 0 });
    TestBed.tick();
    expect(controller.empty()).toBe(true);
    controller.clearFilters();
    TestBed.tick();
    http.expectOne('/api/audit?page=1&perPage=25').flush({ data: [], total: 0 });
  });

  it('asks nothing for a user without an audit role', () => {
    roles.set(['editor']);
    const controller = TestBed.inject(AuditLogController);
    TestBed.tick();
    expect(controller.allowed()).toBe(false);
    expect(controller.state().status).toBe('forbidden');
  });

  it('shows a failure with a retry', () => {
    const controller = start();
    http
      .expectOne('/api/audit?page=1&perPage=25')
      .flush(
        { message: 'Forbidden: role editor may not GET audit' },
        { status: 403, statusText: 'Forbidden' },
      );
    TestBed.tick();
    expect(controller.errorText()).toContain('may not GET audit');
    controller.reload();
    TestBed.tick();
    http.expectOne('/api/audit?page=1&perPage=25').flush({ data: [], total: 0 });
    expect(controller.errorText()).toBeNull();
  });
});
