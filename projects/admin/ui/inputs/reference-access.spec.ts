import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';

import { AdminAuth } from '../../auth/auth';
import { ADMIN_CONFIG } from '../../config/config';
import type { ResourceDescriptor } from 'admin/core';
import { provideAdmin } from '../../setup/provide-admin';
import { VaForm } from '../form/va-form';
import { VaAutocompleteInput } from './va-autocomplete-input';
import { VaSelectInput } from './va-select-input';

const resources: ResourceDescriptor[] = [
  { name: 'posts', label: 'title' },
  { name: 'users', label: 'name', autocompleteFields: ['id', 'name'] },
];

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaSelectInput, VaAutocompleteInput],
  template: `
    <va-form [resource]="resource" [item]="item" mode="edit">
      <va-select-input id="user" source="userId" reference="users" />
      <va-autocomplete-input id="editor" source="editorId" reference="users" />
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = { id: 1, userId: 42, editorId: 7 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reference inputs of a resource the user may not list', () => {
  let fixture: ComponentFixture<Host>;
  let http: HttpTestingController;

  const field = (id: string) =>
    (fixture.nativeElement as HTMLElement).querySelector<HTMLElement>(`#${id}`)!;
  const ids =
    (url: string, list: string) =>
    (r: { url: string; params: { getAll(k: string): string[] | null } }) =>
      r.url === url && r.params.getAll('id')?.join(',') === list;

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources,
          // Posts are open; users may be read by id (labels) but never listed.
          canAccess: ({ resource, action }) => !(resource.name === 'users' && action === 'list'),
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    // As behind the guard: the session is known (here: nobody signed in, the hook decides).
    await TestBed.inject(AdminAuth).ready();
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  it('say why in the UI locale, never list the resource, and still show the current labels', async () => {
    await sleep(0);
    await fixture.whenStable();
    http.expectNone((r) => r.url === '/api/users' && r.params.has('_page'));
    // The select's choices fail at once, so both current values go in one batched look-up.
    http.expectOne(ids('/api/users', '42,7')).flush([
      { id: 7, name: 'Eve' },
      { id: 42, name: 'Zed' },
    ]);
    await sleep(0);
    await fixture.whenStable();
    expect(field('user').textContent).toContain(
      'The choices could not be loaded: You are not allowed to list users',
    );
    expect(field('editor').querySelector('input')!.value).toBe('Eve');
    // Searching is enumerating: refused too, with the same words.
    const input = field('editor').querySelector('input')!;
    input.dispatchEvent(new Event('focusin'));
    input.dispatchEvent(new Event('focus'));
    input.value = 'ev';
    input.dispatchEvent(new Event('input'));
    await sleep(350);
    await fixture.whenStable();
    http.expectNone((r) => r.url === '/api/users');
    const status = TestBed.inject(OverlayContainer)
      .getContainerElement()
      .querySelector('.va-autocomplete-status');
    expect(status?.textContent).toContain('The search failed: You are not allowed to list users');
  });
});
