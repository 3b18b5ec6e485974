import { ChangeDetectionStrategy, ApplicationRef, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import {
  Router,
  provideRouter,
  withComponentInputBinding,
  type ActivatedRouteSnapshot,
  type Routes,
} from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminRecord, Resource } from 'admin/core';
import { ɵadminRouteData } from '../../routing/route-meta';
import { AdminRefreshNavigation } from '../../routing/route-status';
import { VaTextInput } from '../inputs/va-text-input';
import { unsavedChangesGuard } from '../../routing/unsaved-changes';
import { VaForm, type VaFormRedirect } from './va-form';
import { VaFormHarness } from '../../testing/form-harness';

const records: Record<string, AdminRecord> = {
  '1': { id: 1, title: 'Hello', body: 'Text', views: 3, comments: [{ id: 5, body: 'Hi' }] },
};
let redirect: VaFormRedirect = 'list';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  selector: 'app-posts-form',
  imports: [VaForm, VaTextInput],
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()" [redirect]="redirect">
      <va-text-input id="title" source="title" required />
      <va-text-input id="body" source="body" multiline />
    </va-form>
  `,
})
class PostsForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
  protected readonly redirect = redirect;
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PostsForm],
  template: `<app-posts-form [resource]="resource" [item]="item()" [title]="title()" />`,
})
class PostsPage {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
  readonly title = input('');
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: 'blank',
})
class Blank {}

const routes: Routes = [
  { path: 'posts', component: Blank },
  {
    path: 'posts/create',
    component: PostsPage,
    data: ɵadminRouteData('posts', 'create'),
    // As a real copy, but keeping the id: the form must drop it.
    resolve: {
      item: (route: ActivatedRouteSnapshot) => records[route.queryParamMap.get('source') ?? ''],
    },
    canDeactivate: [unsavedChangesGuard],
  },
  { path: 'posts/:id', component: Blank },
  {
    path: 'posts/:id/edit',
    component: PostsPage,
    data: ɵadminRouteData('posts', 'edit'),
    resolve: { item: (route: ActivatedRouteSnapshot) => records[route.paramMap.get('id') ?? ''] },
    canDeactivate: [unsavedChangesGuard],
    runGuardsAndResolvers: 'always',
  },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (up to 2 s) until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!done()) throw new Error('timed out waiting for a condition');
}

describe('VaForm', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let router: Router;
  let overlay: HTMLElement;

  beforeEach(() => {
    localStorage.clear();
    redirect = 'list';
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'posts', label: 'title', translatable: true, include: ['comments'] }],
          canAccess: () => true,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    router = TestBed.inject(Router);
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  async function open(url: string) {
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl(url);
    await stable();
  }
  const stable = () => harness.fixture.whenStable();
  const page = () => harness.routeNativeElement!;
  /** The form of the page, through admin/testing's harness; an input by its source. */
  const form = () => TestbedHarnessEnvironment.loader(harness.fixture).getHarness(VaFormHarness);
  const field = async (source: string) => (await form()).getInput(source);
  const value = async (source: string) => (await field(source)).getValue();
  const error = async (source: string) => (await field(source)).getError();
  const snackBar = () => overlay.querySelector('mat-snack-bar-container')?.textContent ?? '';
  async function type(source: string, text: string) {
    await (await field(source)).setValue(text);
    await stable();
  }
  async function click(action: 'save' | 'saveAndContinue' | 'cancel' | 'delete') {
    await (await form())[action]();
    await stable();
    await settle();
  }

  describe('edit', () => {
    it('saves the record with the typed values, notifies and goes to the list', async () => {
      await open('/posts/1/edit');
      expect(await (await form()).getTitle()).toBe('Edit post Hello');
      await type('title', 'New title');
      await click('save');
      const put = http.expectOne('/api/posts/1');
      expect(put.request.method).toBe('PUT');
      expect(put.request.body).toEqual({ id: 1, title: 'New title', body: 'Text', views: 3 });
      expect(put.request.headers.get('Accept-Language')).toBe('en');
      put.flush({ id: 1, title: 'New title', body: 'Text', views: 3 });
      await settle();
      await stable();
      expect(router.url).toBe('/posts');
      expect(snackBar()).toContain('Post “New title” updated');
    });

    it('stays on the page after "save and continue", showing what the server saved', async () => {
      await open('/posts/1/edit');
      await type('title', ' Spaced ');
      await click('saveAndContinue');
      http.expectOne('/api/posts/1').flush({ id: 1, title: 'Spaced', body: 'Text', views: 3 });
      await settle();
      await stable();
      expect(router.url).toBe('/posts/1/edit');
      expect(await value('title')).toBe('Spaced');
    });

    it('redirects to the show page when asked', async () => {
      redirect = 'show';
      await open('/posts/1/edit');
      await click('save');
      http.expectOne('/api/posts/1').flush(records['1']);
      await settle();
      expect(router.url).toBe('/posts/1');
    });

    it('stays on the form for redirect="false" written as an attribute (the string)', async () => {
      redirect = 'false' as VaFormRedirect;
      await open('/posts/1/edit');
      await click('save');
      http.expectOne('/api/posts/1').flush(records['1']);
      await settle();
      expect(router.url).toBe('/posts/1/edit');
    });

    it('refuses an unknown redirect, naming the valid ones', async () => {
      redirect = 'home' as VaFormRedirect;
      await expect(open('/posts/1/edit')).rejects.toThrow(
        `<va-form [redirect]>: "home" is not a page to go to after a save; use 'list', 'show', 'edit' or false (stay on the form)`,
      );
    });

    it('sends nothing while a value is invalid and shows why', async () => {
      await open('/posts/1/edit');
      await type('title', '');
      await click('save');
      http.expectNone('/api/posts/1');
      expect(await error('title')).toBe('Required');
      expect(snackBar()).toContain('Some fields need your attention');
    });

    it('shows 422 field errors under their inputs and keeps what was typed', async () => {
      await open('/posts/1/edit');
      await type('title', 'X');
      await type('body', 'Typed body');
      await click('save');
      http
        .expectOne('/api/posts/1')
        .flush(
          { message: 'Validation failed', errors: { title: ['is too short'], slug: ['is taken'] } },
          { status: 422, statusText: 'Unprocessable Entity' },
        );
      await settle();
      await stable();
      expect(router.url).toBe('/posts/1/edit');
      expect(await error('title')).toBe('is too short');
      expect(await value('title')).toBe('X');
      expect(await value('body')).toBe('Typed body');
      expect(snackBar()).toContain('slug: is taken');
      await type('title', 'Long enough');
      expect(await error('title')).toBeNull();
    });

    it('offers to retry after another error, keeping the values', async () => {
      await open('/posts/1/edit');
      await type('title', 'Retried');
      await click('save');
      http
        .expectOne('/api/posts/1')
        .flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
      await settle();
      await stable();
      expect(snackBar()).toContain('Database down');
      expect(await value('title')).toBe('Retried');
      overlay.querySelector<HTMLButtonElement>('mat-snack-bar-container button')!.click();
      await settle();
      const retry = http.expectOne('/api/posts/1');
      expect(retry.request.body).toMatchObject({ title: 'Retried' });
      retry.flush({ ...records['1'], title: 'Retried' });
      await settle();
      expect(router.url).toBe('/posts');
    });
  });

  describe('create', () => {
    it('copies the ?source record without its id and creates a new one', async () => {
      await open('/posts/create?source=1');
      expect(await (await form()).getTitle()).toBe('New post');
      expect(await value('title')).toBe('Hello');
      await click('save');
      const post = http.expectOne('/api/posts');
      expect(post.request.method).toBe('POST');
      expect(post.request.body).toEqual({ title: 'Hello', body: 'Text', views: 3 });
      post.flush({ id: 9, title: 'Hello', body: 'Text', views: 3 });
      await settle();
      expect(router.url).toBe('/posts');
      expect(snackBar()).toContain('Post “Hello” created');
    });

    it('goes to the new record\'s edit page after "save and continue"', async () => {
      await open('/posts/create');
      expect(await value('title')).toBe('');
      await type('title', 'Fresh');
      await click('saveAndContinue');
      const post = http.expectOne('/api/posts');
      expect(post.request.body).toEqual({ title: 'Fresh', body: null });
      post.flush({ id: 9, title: 'Fresh', body: null });
      await settle();
      expect(router.url).toBe('/posts/9/edit');
    });
  });

  describe('unsaved changes', () => {
    /** Starts leaving the page; a question, if any, shows in a dialog. */
    async function leave() {
      const navigation = router.navigateByUrl('/posts');
      await settle();
      TestBed.inject(ApplicationRef).tick();
      return { navigation };
    }
    const dialog = () => overlay.querySelector('mat-dialog-container');

    it('leaves a pristine form without asking', async () => {
      await open('/posts/1/edit');
      const { navigation } = await leave();
      expect(dialog()).toBeNull();
      await expect(navigation).resolves.toBe(true);
    });

    it('asks before leaving a dirty form: stay keeps it, leave goes', async () => {
      await open('/posts/1/edit');
      await type('title', 'Unsaved');
      const stay = await leave();
      expect(dialog()?.textContent).toContain('You have unsaved changes');
      overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!.click();
      await expect(stay.navigation).resolves.toBe(false);
      expect(router.url).toBe('/posts/1/edit');
      expect(await value('title')).toBe('Unsaved');
      await until(() => !dialog());
      const go = await leave();
      overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
      await expect(go.navigation).resolves.toBe(true);
      expect(router.url).toBe('/posts');
    });

    it('does not ask on an admin refresh of the same page (UI locale switch)', async () => {
      await open('/posts/1/edit');
      await type('title', 'Unsaved');
      const refresh = router.navigateByUrl(router.url, {
        onSameUrlNavigation: 'reload',
        info: new AdminRefreshNavigation(),
      });
      await expect(refresh).resolves.toBe(true);
      expect(dialog()).toBeNull();
      await stable();
      expect(await value('title')).toBe('Unsaved');
    });

    it('does not ask after a save', async () => {
      await open('/posts/1/edit');
      await type('title', 'Saved');
      await click('save');
      http.expectOne('/api/posts/1').flush({ ...records['1'], title: 'Saved' });
      await settle();
      await stable();
      expect(router.url).toBe('/posts');
      expect(overlay.querySelector('mat-dialog-container')).toBeNull();
    });

    it('asks the browser to confirm closing the tab while dirty', async () => {
      await open('/posts/1/edit');
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await type('title', 'Unsaved');
      expect(unload()).toBe(true);
    });
  });

  describe('translatable resources', () => {
    const titleInput = () => page().querySelector<HTMLInputElement>('[source="title"] input')!;
    const toggle = (locale: string) =>
      page().querySelector<HTMLButtonElement>(`mat-button-toggle[lang="${locale}"] button`)!;

    it('reloads the record in the chosen locale and saves in it', async () => {
      await open('/posts/1/edit');
      expect(toggle('en').getAttribute('aria-checked')).toBe('true');
      toggle('fr').click();
      await stable();
      await settle();
      const get = http.expectOne((r) => r.url === '/api/posts/1');
      expect(get.request.method).toBe('GET');
      expect(get.request.headers.get('Accept-Language')).toBe('fr');
      expect(get.request.params.get('_embed')).toBe('comments');
      // Read-only until the French record is in the form: nothing typed meanwhile is replaced.
      expect(titleInput().readOnly).toBe(true);
      get.flush({ id: 1, title: 'Bonjour', body: 'Texte', views: 3, comments: [] });
      await stable();
      expect(await value('title')).toBe('Bonjour');
      expect(titleInput().readOnly).toBe(false);
      expect(toggle('fr').getAttribute('aria-checked')).toBe('true');
      await click('save');
      const put = http.expectOne('/api/posts/1');
      expect(put.request.headers.get('Accept-Language')).toBe('fr');
      expect(put.request.body).toEqual({ id: 1, title: 'Bonjour', body: 'Texte', views: 3 });
      put.flush({ id: 1, title: 'Bonjour', body: 'Texte', views: 3 });
      await settle();
    });

    it('asks before switching away from unsaved changes', async () => {
      await open('/posts/1/edit');
      await type('title', 'Unsaved');
      toggle('fr').click();
      await stable();
      await settle();
      expect(overlay.querySelector('mat-dialog-container')?.textContent).toContain(
        'Switch language?',
      );
      overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!.click();
      await until(() => !overlay.querySelector('mat-dialog-container'));
      await settle();
      await stable();
      http.expectNone((r) => r.url === '/api/posts/1');
      expect(toggle('en').getAttribute('aria-checked')).toBe('true');
      expect(await value('title')).toBe('Unsaved');
      toggle('fr').click();
      await stable();
      await settle();
      overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
      await until(() => !overlay.querySelector('mat-dialog-container'));
      await settle();
      await stable();
      http
        .expectOne((r) => r.url === '/api/posts/1' && r.headers.get('Accept-Language') === 'fr')
        .flush({ id: 1, title: 'Bonjour' });
      await stable();
      expect(await value('title')).toBe('Bonjour');
    });

    it('creates in the chosen locale', async () => {
      await open('/posts/create');
      toggle('fr').click();
      await stable();
      await settle();
      http.expectNone((r) => r.url.startsWith('/api/posts'));
      await type('title', 'Nouveau');
      await click('save');
      const post = http.expectOne('/api/posts');
      expect(post.request.headers.get('Accept-Language')).toBe('fr');
      post.flush({ id: 10, title: 'Nouveau' });
      await settle();
    });
  });

  describe('delete', () => {
    const dialog = () => overlay.querySelector('mat-dialog-container');

    it('asks naming the record by its label, deletes, notifies and goes to the list', async () => {
      await open('/posts/1/edit');
      // unsaved changes do not matter once the record is gone: no second question
      await type('title', 'Unsaved');
      await click('delete');
      expect(dialog()?.querySelector('.va-confirm-message')?.textContent?.trim()).toBe(
        'Delete post “Hello”? This cannot be undone.',
      );
      http.expectNone('/api/posts/1');
      overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
      await until(() => !dialog());
      await settle();
      const request = http.expectOne('/api/posts/1');
      expect(request.request.method).toBe('DELETE');
      request.flush(null, { status: 204, statusText: 'No Content' });
      await until(() => router.url === '/posts');
      await stable();
      expect(snackBar()).toContain('Post “Hello” deleted');
      expect(dialog()).toBeNull();
    });

    it('keeps the record and the typed values when cancelled', async () => {
      await open('/posts/1/edit');
      await type('title', 'Unsaved');
      await click('delete');
      overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!.click();
      await until(() => !dialog());
      await settle();
      await stable();
      http.expectNone('/api/posts/1');
      expect(router.url).toBe('/posts/1/edit');
      expect(await value('title')).toBe('Unsaved');
      expect(snackBar()).toBe('');
    });

    it('notifies a failed deletion and stays on the form', async () => {
      await open('/posts/1/edit');
      await type('title', 'Unsaved');
      await click('delete');
      overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
      await until(() => !dialog());
      await settle();
      http
        .expectOne('/api/posts/1')
        .flush({ message: 'Post is locked' }, { status: 409, statusText: 'Conflict' });
      await settle();
      await stable();
      expect(router.url).toBe('/posts/1/edit');
      expect(snackBar()).toContain('Error: Post is locked');
      expect(await value('title')).toBe('Unsaved');
    });
  });

  it('cancels back to the list', async () => {
    await open('/posts/1/edit');
    await click('cancel');
    expect(router.url).toBe('/posts');
  });
});
