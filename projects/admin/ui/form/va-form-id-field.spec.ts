// A version conflict on a record addressed by `slug` (the descriptor's `idField`): the form asks
// for the server's copy by slug and saves again to the slug, with the fresh version.
import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ActivatedRouteSnapshot, provideRouter, withComponentInputBinding } from '@angular/router';
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
    </va-form>
  `,
})
class ArticleEdit {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error('timed out waiting for a condition');
}

describe('VaForm: a version conflict on a slug-keyed record', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let overlay: HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'articles', idField: 'slug', label: 'title' }],
          canAccess: () => true,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(
          [
            {
              path: 'articles/:id/edit',
              component: ArticleEdit,
              data: ɵadminRouteData('articles', 'edit'),
              resolve: {
                item: (route: ActivatedRouteSnapshot) =>
                  inject(ResourceRepositories).for('articles').get(route.paramMap.get('id')!),
              },
            },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
    harness = await RouterTestingHarness.create();
    const opened = harness.navigateByUrl('/articles/hello-world/edit');
    await settle();
    http
      .expectOne('/api/articles/hello-world')
      .flush({ slug: 'hello-world', title: 'Hello' }, { headers: { ETag: '"1"' } });
    await opened;
    await harness.fixture.whenStable();
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  const page = () => harness.routeNativeElement!;
  const input = () => page().querySelector<HTMLInputElement>('#title input')!;
  const dialog = () => overlay.querySelector('va-conflict-dialog');

  it('reads the server copy by slug, and saves the re-applied changes to the slug', async () => {
    input().value = 'Mine';
    input().dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await settle();
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.url).toBe('/api/articles/hello-world');
    expect(put.request.headers.get('If-Match')).toBe('"1"');
    put.flush({ message: 'stale' }, { status: 412, statusText: 'Precondition Failed' });
    await settle();
    http
      .expectOne((r) => r.method === 'GET' && r.url === '/api/articles/hello-world')
      .flush({ slug: 'hello-world', title: 'Theirs' }, { headers: { ETag: '"2"' } });
    await until(() => !!dialog());
    await harness.fixture.whenStable();
    expect(dialog()?.textContent).toContain('This article was changed meanwhile');
    overlay.querySelector<HTMLButtonElement>('.va-conflict-reload')!.click();
    await until(() => !dialog());
    await settle();
    await harness.fixture.whenStable();
    expect(input().value).toBe('Mine');
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await settle();
    const again = http.expectOne((r) => r.method === 'PUT');
    expect(again.request.url).toBe('/api/articles/hello-world');
    expect(again.request.headers.get('If-Match')).toBe('"2"');
    // No `id` is made up: the record is sent as it was read, with the user's change.
    expect(again.request.body).toEqual({ slug: 'hello-world', title: 'Mine' });
    again.flush({ slug: 'hello-world', title: 'Mine' }, { headers: { ETag: '"3"' } });
    await settle();
  });
});
