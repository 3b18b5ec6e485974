import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from 'admin/auth';
import { adminRoutes } from 'admin/routing';
import { provideAdmin } from 'admin/setup';

// The first test compiles the page's Material components: seconds on a busy machine.
jest.setTimeout(30_000);

@Component({
  selector: 'app-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: 'page',
})
class Page {}

/** The trash page through the router, signed in as a user of `roles`. */
async function open(roles: string[]) {
  const user = { id: 1, name: 'Test', roles };
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({
        resources: [
          {
            name: 'posts',
            label: 'title',
            softDelete: { purge: ['admin'] },
            permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
          },
          { name: 'tags', label: 'name' },
        ],
        pages: { PostsList: () => Promise.resolve(Page), TagsList: () => Promise.resolve(Page) },
        auth: { login: () => user, logout: () => undefined, me: () => user },
      }),
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter(adminRoutes(), withComponentInputBinding()),
      { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
    ],
  });
  await TestBed.inject(AdminAuth).ready();
  const harness = await RouterTestingHarness.create();
  const http = TestBed.inject(HttpTestingController);
  const shown = harness.navigateByUrl('/posts/trash');
  return { harness, http, shown };
}

/** Answers the trash request under way. */
async function answer(http: HttpTestingController, body: object, status = 200, total = '0') {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  await settle();
  const req = http.expectOne((r) => r.url === '/api/posts/trash');
  req.flush(body, {
    status,
    statusText: status === 200 ? 'OK' : 'Server Error',
    headers: { 'X-Total-Count': total },
  });
  await settle();
}

describe('VaTrashPage (docs/contract.md §4.5)', () => {
  it('shows the error with Retry, then the trashed records with restore and (admins) purge', async () => {
    const { harness, http, shown } = await open(['admin']);
    await shown;
    const page = harness.routeNativeElement!;
    expect(page.querySelector('h1')?.textContent).toBe('Trash: Posts');
    expect(page.querySelector('mat-progress-bar')).not.toBeNull();
    await answer(http, { message: 'Database down' }, 500);
    harness.detectChanges();
    expect(page.querySelector('.va-trash-error')?.textContent).toContain(
      'The trash could not be loaded: ',
    );
    expect(page.querySelector('.va-trash-error')?.textContent).toContain('Database down');
    (page.querySelector('.va-trash-error button') as HTMLButtonElement).click();
    harness.detectChanges();
    await answer(
      http,
      [{ id: 5, title: 'Old news', deletedAt: '2026-11-28T04:00:00.000Z' }],
      200,
      '1',
    );
    harness.detectChanges();
    const row = page.querySelector('tr[data-id="5"]')!;
    expect(row.querySelector('.va-trash-label')?.textContent).toBe('Old news');
    expect(row.querySelector('.va-trash-restore')?.getAttribute('aria-label')).toBe(
      'Restore Old news',
    );
    expect(row.querySelector('.va-trash-purge')?.getAttribute('aria-label')).toBe(
      'Delete Old news for good',
    );
    http.verify();
  });

  it('says the trash is empty; an editor gets no purge button', async () => {
    const { harness, http, shown } = await open(['editor']);
    await shown;
    await answer(http, []);
    harness.detectChanges();
    const page = harness.routeNativeElement!;
    expect(page.querySelector('.va-trash-empty')?.textContent?.trim()).toBe(
      'The trash is empty: no deleted posts',
    );
    expect(page.querySelector('.va-trash-purge')).toBeNull();
    http.verify();
  });

  it('is forbidden to whom may list but not delete: the forbidden page, no request', async () => {
    const { harness, http, shown } = await open(['viewer']);
    await shown;
    await new Promise((resolve) => setTimeout(resolve, 10));
    harness.detectChanges();
    expect(harness.routeNativeElement?.textContent).toContain('Access denied');
    expect(harness.routeNativeElement?.querySelector('va-trash-page')).toBeNull();
    http.expectNone((r) => r.url === '/api/posts/trash');
  });
});
