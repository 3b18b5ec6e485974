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

@Component({
  selector: 'app-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: 'page',
})
class Page {}

// The first test compiles the Material stepper, select and form field (JIT): seconds on a busy
// machine.
jest.setTimeout(60_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** The tags' import page through the router, signed in as a user of `roles`. */
async function open(roles: string[]) {
  const user = { id: 1, name: 'Test', roles };
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({
        resources: [
          {
            name: 'tags',
            label: 'name',
            permissions: ['admin', { role: 'viewer', actions: ['list'] }],
            import: { fields: [{ source: 'name', required: true }, { source: 'slug' }] },
          },
        ],
        pages: { TagsList: () => Promise.resolve(Page) },
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
  await harness.navigateByUrl('/tags/import');
  return { harness, http, page: harness.routeNativeElement! };
}

/** Chooses CSV text as the file. */
async function choose(page: HTMLElement, csv: string) {
  const input = page.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([csv], 'tags.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
  for (let i = 0; i < 5; i++) await settle();
}

describe('VaImportPage', () => {
  it('reads a file, maps its columns, previews the row errors and blocks the import', async () => {
    const { harness, http, page } = await open(['admin']);
    expect(page.querySelector('h1')?.textContent).toBe('Import Tags');
    await choose(page, 'Name;SLUG\nOne;one\n;two\n');
    harness.detectChanges();
    expect(page.querySelector('.va-import-summary')?.textContent).toContain(
      'tags.csv: 2 rows, 2 columns',
    );
    const selects = [...page.querySelectorAll('.va-import-mapping mat-select')];
    expect(selects.map((s) => s.textContent?.trim())).toEqual(['Name', 'Slug']);
    page.querySelector<HTMLButtonElement>('button.va-import-check')!.click();
    await settle();
    const dry = http.expectOne('/api/tags/import');
    expect(dry.request.body).toEqual({
      records: [{ name: 'One', slug: 'one' }],
      key: 'id',
      dryRun: true,
    });
    dry.flush({ created: 1, updated: 0, rows: [{ row: 1, action: 'created' }] });
    await settle();
    harness.detectChanges();
    const invalid = page.querySelectorAll('tr.va-import-invalid');
    expect(invalid.length).toBe(1);
    expect(invalid[0].getAttribute('data-line')).toBe('3');
    expect(invalid[0].textContent).toContain('Name is required');
    expect(page.querySelector('.va-import-fix-first')).not.toBeNull();
    expect(page.querySelector<HTMLButtonElement>('button.va-import-run')!.disabled).toBe(true);
    http.verify();
  });

  it('shows why a file cannot be read, with Retry', async () => {
    const { harness, page } = await open(['admin']);
    await choose(page, 'name\n');
    harness.detectChanges();
    const error = page.querySelector('.va-import-error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toContain('The file holds no rows under its header');
    expect(error?.querySelector('button')?.textContent).toContain('Retry');
  });

  it('is forbidden to whom may not create', async () => {
    const { page } = await open(['viewer']);
    expect(page.querySelector('va-import-page')).toBeNull();
  });
});
