import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Router, provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { ADMIN_CONFIG } from '../../config/config';
import type { AdminRecord } from 'admin/core';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from '../../controllers/notifier';
import { ResourceRepositories } from '../../data/resource-repositories';
import { ɵadminRouteData as adminRouteData } from '../../routing/route-meta';
import { provideAdmin } from '../../setup/provide-admin';
import { VaTextInput } from '../inputs/va-text-input';
import { VaForm } from './va-form';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()">
      <va-text-input id="title" source="title" />
      <va-text-input id="body" source="body" />
    </va-form>
  `,
})
class PostEdit {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

/** The same form, staying on the record after each save. */
@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()" redirect="edit">
      <va-text-input id="title" source="title" />
    </va-form>
  `,
})
class PostStay {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: 'list' })
class Blank {}

const routes: Routes = [
  { path: 'posts', component: Blank, data: adminRouteData('posts', 'list') },
  {
    path: 'posts/:id/edit',
    component: PostEdit,
    data: adminRouteData('posts', 'edit'),
    resolve: { item: () => inject(ResourceRepositories).for('posts').get(1) },
  },
  {
    path: 'posts/:id/stay',
    component: PostStay,
    data: adminRouteData('posts', 'edit'),
    resolve: { item: () => inject(ResourceRepositories).for('posts').get(1) },
  },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error('timed out waiting for a condition');
}

/**
 * An optimistic update is saved and the form left at once; when the server then refuses it on a
 * version conflict, what the user typed is not lost: the notification's Retry reopens the edit
 * page with it and the conflict dialog.
 */
describe('VaForm: a conflict of an optimistic update', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let overlay: HTMLElement;
  let notices: [string, AdminNotifyOptions | undefined][];

  beforeEach(async () => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts', label: 'title', mutationMode: 'optimistic' }],
          canAccess: () => true,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, _type: unknown, options?: AdminNotifyOptions) =>
              notices.push([message, options]),
          },
        },
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
  const url = () => TestBed.inject(Router).url;
  const serverCopy = () =>
    http
      .expectOne((r) => r.method === 'GET' && r.url === '/api/posts/1')
      .flush({ id: 1, title: 'Theirs', body: 'Server body' }, { headers: { ETag: '"2"' } });

  /** Types a title, saves (the list shows at once), then the server answers 412. */
  async function refused() {
    input('title').value = 'Mine';
    input('title').dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await until(() => url() === '/posts');
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"1"');
    put.flush(
      { message: 'Precondition failed: posts 1 is at version 2' },
      { status: 412, statusText: 'Precondition Failed' },
    );
    await settle();
  }

  it('Retry reopens the edit page with what was typed and the conflict dialog; reload and re-apply saves', async () => {
    await refused();
    const [message, options] = notices.at(-1)!;
    expect(message).toBe(
      'The changes to post “Mine” could not be saved and were undone: it was changed by someone else meanwhile',
    );
    expect(options?.retry).toEqual(expect.any(Function));

    void options!.retry!();
    await settle();
    serverCopy(); // the edit page's resolver
    await until(() => url() === '/posts/1/edit');
    await harness.fixture.whenStable();
    await settle();
    serverCopy(); // the conflict's look-up of the server's copy
    await until(() => !!dialog());
    await harness.fixture.whenStable();
    const rows = [...overlay.querySelectorAll('.va-conflict-field')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        cell.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    );
    expect(rows).toEqual([
      ['Title changed on both sides', 'Theirs', 'Mine'],
      ['Body', 'Server body', 'Text'],
    ]);
    expect(input('title').value).toBe('Mine');
    expect(input('body').value).toBe('Text');

    overlay.querySelector<HTMLButtonElement>('.va-conflict-reload')!.click();
    await until(() => !dialog());
    await harness.fixture.whenStable();
    expect(input('title').value).toBe('Mine');
    expect(input('body').value).toBe('Server body');
    page().querySelector<HTMLButtonElement>('.va-save')!.click();
    await until(() => url() === '/posts');
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"2"');
    expect(put.request.body).toEqual({ id: 1, title: 'Mine', body: 'Server body' });
    put.flush({ id: 1, title: 'Mine', body: 'Server body' }, { headers: { ETag: '"3"' } });
    await settle();
  });

  it('the typed values are handed over once: a later visit of the edit page shows the server copy', async () => {
    await refused();
    void notices.at(-1)![1]!.retry!();
    await settle();
    serverCopy();
    await until(() => url() === '/posts/1/edit');
    await harness.fixture.whenStable();
    await settle();
    serverCopy();
    await until(() => !!dialog());
    overlay.querySelector<HTMLButtonElement>('.va-conflict-cancel')!.click();
    await until(() => !dialog());
    expect(input('title').value).toBe('Mine');

    await TestBed.inject(Router).navigateByUrl('/posts');
    const again = harness.navigateByUrl('/posts/1/edit');
    await settle();
    serverCopy();
    await again;
    await harness.fixture.whenStable();
    await settle();
    expect(dialog()).toBeNull();
    expect(input('title').value).toBe('Theirs');
  });
});

describe('VaForm: optimistic updates of a form that stays on the record', () => {
  it('the next save sends the version the server gave the accepted one', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts', label: 'title', mutationMode: 'optimistic' }],
          canAccess: () => true,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
        { provide: ADMIN_NOTIFIER, useValue: { notify: () => undefined } },
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const harness = await RouterTestingHarness.create();
    const opened = harness.navigateByUrl('/posts/1/stay');
    await settle();
    http
      .expectOne('/api/posts/1')
      .flush({ id: 1, title: 'Hello', body: 'Text' }, { headers: { ETag: '"1"' } });
    await opened;
    await harness.fixture.whenStable();
    const title = () =>
      harness.routeNativeElement!.querySelector<HTMLInputElement>('#title input')!;
    async function save(text: string) {
      title().value = text;
      title().dispatchEvent(new Event('input'));
      await harness.fixture.whenStable();
      harness.routeNativeElement!.querySelector<HTMLButtonElement>('.va-save')!.click();
      await settle();
      return http.expectOne((r) => r.method === 'PUT');
    }

    const first = await save('First');
    expect(first.request.headers.get('If-Match')).toBe('"1"');
    first.flush({ id: 1, title: 'First', body: 'Text' }, { headers: { ETag: '"2"' } });
    await settle();
    await harness.fixture.whenStable();
    expect(TestBed.inject(Router).url).toBe('/posts/1/stay');

    const second = await save('Second');
    expect(second.request.headers.get('If-Match')).toBe('"2"');
    expect(second.request.body).toEqual({ id: 1, title: 'Second', body: 'Text' });
    second.flush({ id: 1, title: 'Second', body: 'Text' }, { headers: { ETag: '"3"' } });
    await settle();
    http.verify();
  });
});
