// withHistory(): the history feature, off by default; the demo API's provider unless another is given.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { of } from 'rxjs';

import { ADMIN_HISTORY, type AdminHistoryProvider } from 'admin/config';
import { normalizeResources } from 'admin/core';
import { withHistory } from './admin-features';
import { provideAdmin } from './provide-admin';

const resources = [{ name: 'posts', label: 'title' }];

describe('withHistory()', () => {
  it('is off without the feature', () => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources })] });
    expect(TestBed.inject(ADMIN_HISTORY)).toBeNull();
  });

  it('reads the demo API’s history routes under the configured apiUrl by default', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources, apiUrl: '/backend/' }, withHistory()),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const history = TestBed.inject(ADMIN_HISTORY)!;
    expect([history.auditRoles, history.auditPath]).toEqual([['admin'], 'audit']);
    const [posts] = normalizeResources(resources);
    let total = -1;
    history.provider
      .versions(posts, 7, { page: 2, perPage: 5, locale: 'fr' })
      .subscribe((page) => (total = page.total));
    // httpHistory() (admin/data) loads with import() when the history is first read.
    await new Promise((resolve) => setTimeout(resolve));
    const request = TestBed.inject(HttpTestingController).expectOne(
      '/backend/posts/7/history?page=2&perPage=5',
    );
    expect(request.request.headers.get('Accept-Language')).toBe('fr');
    request.flush({ data: [], total: 3 });
    expect(total).toBe(3);
  });

  it('takes another backend’s provider, audit roles and path', () => {
    const provider: AdminHistoryProvider = {
      versions: () => of({ entries: [], total: 0 }),
      auditLog: () => of({ entries: [], total: 0 }),
    };
    TestBed.configureTestingModule({
      providers: [
        provideAdmin(
          { resources },
          withHistory(() => provider, { auditRoles: ['auditor'], auditPath: '/log/' }),
        ),
      ],
    });
    const history = TestBed.inject(ADMIN_HISTORY)!;
    expect(history.provider).toBe(provider);
    expect([history.auditRoles, history.auditPath]).toEqual([['auditor'], 'log']);
  });

  it('names what is wrong with its options', () => {
    expect(() => withHistory(undefined, { auditRoles: 'admin' as never })).toThrow(
      'withHistory(provider, { auditRoles }): auditRoles must be a list of role names, got "admin"',
    );
    expect(() => withHistory(undefined, { auditPath: 'audit/:id' })).toThrow(
      'withHistory(provider, { auditPath }): auditPath must be a static path such as "audit", got "audit/:id"',
    );
  });
});
