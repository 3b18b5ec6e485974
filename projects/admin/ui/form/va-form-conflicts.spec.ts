import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { ADMIN_CONFIG } from '../../config/config';
import type { AdminRecord } from 'admin/core';
import { ResourceRepositories } from '../../data/resource-repositories';
import { ɵadminRouteData } from '../../routing/route-meta';
import { provideAdmin } from '../../setup/provide-admin';
import { VaTextInput } from '../inputs/va-text-input';
import { VaForm } from './va-form';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()" redirect="edit">
      <va-text-input id="title" source="title" />
      <va-text-input id="body" source="body" />
    </va-form>
  `,
})
class PostEdit {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: 'list' })
class Blank {}

const routes: Routes = [
  { path: 'posts', component: Blank },
  {
    path: 'posts/:id/edit',
    component: PostEdit,
    data: ɵadminRouteData('posts', 'edit'),
    // As the admin's resolver: the record as `get` read it, with its ETag.
    resolve: { item: () => inject(ResourceRepositories).for('posts').get(1) },
  },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error('timed out waiting for a condition');
}

describe('VaForm: version conflicts', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let overlay: HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts', label: 'title' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
    harness = await RouterTestingHarness.create();
    const opened = harness.navigateByUrl('/posts/1/edit');
    await settle();
    http
      .expectOne('/api/posts/1')
      .flush({ id: 1, title: 'Hello', body: 'Text' }, { headers: { ETag: '"1"' } });
    await opened;
    await harness.fixture.whenStable();
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  const page = () => harness.routeNativeElement!;
  const input = (id: string) => page().querySelector<HTMLInputElement>(`#${id} input`)!;
  const dialog = () => overlay.querySelector('va-conflict-dialog');
  async function type(id: string, text: string) {
    input(id).value = text;
    input(id).dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
  }

  /** Types a title, saves, gets a 412 (or 409), and answers the look-up of the server's copy. */
  async function conflict(status: 412 | 409 = 412) {
    await type('title', 'Mine');
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await settle();
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"1"');
    put.flush(
      { message: 'Precondition failed: posts 1 is at version 2' },
      { status, statusText: status === 412 ? 'Precondition Failed' : 'Conflict' },
    );
    await settle();
    http
      .expectOne((r) => r.method === 'GET' && r.url === '/api/posts/1')
      .flush({ id: 1, title: 'Theirs', body: 'Server body' }, { headers: { ETag: '"2"' } });
    await until(() => !!dialog());
    await harness.fixture.whenStable();
  }

  const rows = () =>
    [...overlay.querySelectorAll('.va-conflict-field')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        cell.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    );

  async function choose(selector: string) {
    overlay.querySelector<HTMLButtonElement>(selector)!.click();
    await until(() => !dialog());
    await settle();
    await harness.fixture.whenStable();
  }

  it('keeps what the user typed and lists field by field what changed', async () => {
    await conflict();
    expect(dialog()?.textContent).toContain('This post was changed meanwhile');
    expect(rows()).toEqual([
      ['Title changed on both sides', 'Theirs', 'Mine'],
      ['Body', 'Server body', 'Text'],
    ]);
    await choose('.va-conflict-cancel');
    expect(input('title').value).toBe('Mine');
    expect(input('body').value).toBe('Text');
    http.expectNone(() => true);
  });

  it('a 409 answer is a conflict too: the same dialog, the typed values kept', async () => {
    await conflict(409);
    expect(rows()).toEqual([
      ['Title changed on both sides', 'Theirs', 'Mine'],
      ['Body', 'Server body', 'Text'],
    ]);
    expect(input('title').value).toBe('Mine');
    await choose('.va-conflict-cancel');
    expect(input('title').value).toBe('Mine');
  });

  it('reload and re-apply: the server copy with the user changes on top, saved with its version', async () => {
    await conflict();
    await choose('.va-conflict-reload');
    expect(input('title').value).toBe('Mine');
    expect(input('body').value).toBe('Server body');
    expect(overlay.textContent).toContain('your changes are re-applied');
    http.expectNone(() => true);
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await settle();
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"2"');
    expect(put.request.body).toEqual({ id: 1, title: 'Mine', body: 'Server body' });
    put.flush({ id: 1, title: 'Mine', body: 'Server body' }, { headers: { ETag: '"3"' } });
    await settle();
  });

  it('overwrite: sends the user version at once with the fresh version', async () => {
    await conflict();
    await choose('.va-conflict-overwrite');
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"2"');
    expect(put.request.body).toEqual({ id: 1, title: 'Mine', body: 'Text' });
    put.flush({ id: 1, title: 'Mine', body: 'Text' }, { headers: { ETag: '"3"' } });
    await settle();
    await harness.fixture.whenStable();
    expect(input('title').value).toBe('Mine');
  });
});
