// The headless create/edit form through its public API, on a page with plain HTML inputs (no
// Material): what `VaForm` shows is decided here.
import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ReactiveFormsModule, Validators } from '@angular/forms';
import {
  Router,
  provideRouter,
  type ActivatedRouteSnapshot,
  withComponentInputBinding,
  type Routes,
} from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { ADMIN_CONFIG } from '../../config/config';
import { type ConfirmOptions } from '../../config/confirm';
import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../../config/confirm-internal';
import { ɵADMIN_ACCESS as ADMIN_ACCESS } from '../../config/resource-catalog';
import { ɵadminRouteData } from '../../routing/route-meta';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord } from 'admin/core';
import { ResourceRepositories } from '../../data/resource-repositories';
import {
  ADMIN_CONFLICTS,
  type ConflictChoice,
  type ConflictQuestion,
} from '../../config/conflicts';
import { ADMIN_NOTIFIER } from '../notifier';
import { injectFormController, type FormSaveStatus } from './form-controller';

const resources = normalizeResources([
  { name: 'posts', label: 'title', include: ['comments'] },
  { name: 'pages', label: 'title', translatable: true },
]);

let lastStatus: FormSaveStatus | undefined;
let savedRecords: AdminRecord[] = [];

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule],
  template: `
    <h1>{{ form.title() }}</h1>
    <form (submit)="$event.preventDefault(); save()">
      <input id="title" [formControl]="title" />
      <input id="body" [formControl]="body" />
      <p id="error">{{ title.errors?.['server'] }}</p>
    </form>
  `,
})
class PlainForm {
  /** From the route's data (component input binding). */
  readonly resource = input.required<string>();
  readonly item = input<AdminRecord | null>(null);
  readonly form = injectFormController({
    resource: this.resource,
    item: this.item,
    saved: (record) => savedRecords.push(record),
  });
  readonly title = this.form.control<string>('title', Validators.required);
  readonly body = this.form.control<string>('body');

  async save(continueEditing = false): Promise<FormSaveStatus> {
    lastStatus = await this.form.save(continueEditing);
    return lastStatus;
  }
}

@Component({ changeDetection: ChangeDetectionStrategy.OnPush, template: 'list' })
class Blank {}

const routes: Routes = [
  { path: 'posts', component: Blank },
  {
    path: 'posts/create',
    component: PlainForm,
    data: { ...ɵadminRouteData('posts', 'create'), resource: 'posts' },
  },
  { path: 'posts/:id', component: Blank },
  {
    path: 'posts/:id/edit',
    component: PlainForm,
    data: { ...ɵadminRouteData('posts', 'edit'), resource: 'posts' },
    resolve: {
      item: (route: ActivatedRouteSnapshot) =>
        inject(ResourceRepositories).for('posts').get(route.paramMap.get('id')!),
    },
  },
  {
    path: 'pages/:id/edit',
    component: PlainForm,
    data: { ...ɵadminRouteData('pages', 'edit'), resource: 'pages' },
    resolve: { item: () => inject(ResourceRepositories).for('pages').get(7) },
  },
  { path: 'parents/3', component: Blank },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FormController (headless create/edit form)', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let notices: string[];
  let questions: ConflictQuestion[];
  let answer: ConflictChoice | null;
  let confirms: ConfirmOptions[];
  /** The answer of `ADMIN_CONFIRM`. */
  let confirmed: boolean;

  function setUp(withResolver: boolean) {
    notices = [];
    questions = [];
    confirms = [];
    confirmed = false;
    lastStatus = undefined;
    savedRecords = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(routes, withComponentInputBinding()),
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_NOTIFIER, useValue: { notify: (m: string) => notices.push(m) } },
        {
          provide: ADMIN_CONFIRM,
          useValue: (options: ConfirmOptions) => {
            confirms.push(options);
            return Promise.resolve(confirmed);
          },
        },
        withResolver
          ? {
              provide: ADMIN_CONFLICTS,
              useValue: {
                ask: (question: ConflictQuestion) => {
                  questions.push(question);
                  return Promise.resolve(answer ?? 'cancel');
                },
              },
            }
          : [],
      ],
    });
    http = TestBed.inject(HttpTestingController);
  }

  afterEach(() => http.verify());

  async function open(url: string, record?: AdminRecord, etag = '"1"'): Promise<PlainForm> {
    harness ??= await RouterTestingHarness.create();
    const opened = harness.navigateByUrl(url);
    await settle();
    if (record) {
      http.expectOne((r) => r.method === 'GET').flush(record, { headers: { ETag: etag } });
    }
    const page = (await opened) as PlainForm | null;
    await harness.fixture.whenStable();
    return page ?? (harness.routeDebugElement!.componentInstance as PlainForm);
  }

  const field = (id: string) =>
    harness.routeNativeElement!.querySelector<HTMLInputElement>(`#${id}`)!;
  async function type(id: string, text: string) {
    field(id).value = text;
    field(id).dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
  }

  describe('with a conflict resolver', () => {
    beforeEach(async () => {
      setUp(true);
      answer = null;
      harness = await RouterTestingHarness.create();
    });

    it('edits: fills the inputs, sends the typed values with the version, then goes to the list', async () => {
      const page = await open('/posts/1/edit', {
        id: 1,
        title: 'Hello',
        body: 'Text',
        comments: [{ id: 9 }],
      });
      expect(page.form.editing()).toBe(true);
      expect(harness.routeNativeElement!.querySelector('h1')!.textContent).toContain('Hello');
      expect(field('title').value).toBe('Hello');
      expect(page.form.dirty()).toBe(false);
      await type('title', 'Mine');
      expect(page.form.dirty()).toBe(true);
      // Embedded `include` data is not sent back.
      expect(page.form.value()).toEqual({ id: 1, title: 'Mine', body: 'Text' });
      const saving = page.save();
      await settle();
      const put = http.expectOne((r) => r.method === 'PUT');
      expect(put.request.url).toBe('/api/posts/1');
      expect(put.request.headers.get('If-Match')).toBe('"1"');
      expect(put.request.body).toEqual({ id: 1, title: 'Mine', body: 'Text' });
      put.flush({ id: 1, title: 'Mine', body: 'Text' });
      expect(await saving).toBe('saved');
      expect(savedRecords).toEqual([{ id: 1, title: 'Mine', body: 'Text' }]);
      expect(TestBed.inject(Router).url).toBe('/posts');
    });

    it('creates without a key, and offers the edit page links only when editing', async () => {
      const page = await open('/posts/create');
      expect(page.form.editing()).toBe(false);
      expect(page.form.showLink()).toBeNull();
      expect(page.form.canDelete()).toBe(false);
      await type('title', 'New');
      const saving = page.save(true);
      await settle();
      const post = http.expectOne((r) => r.method === 'POST');
      expect(post.request.body).toEqual({ title: 'New', body: null });
      post.flush({ id: 5, title: 'New', body: null });
      await settle();
      // "Save and continue": the new record's edit page.
      http.expectOne('/api/posts/5?_embed=comments').flush({ id: 5, title: 'New' });
      expect(await saving).toBe('saved');
      expect(TestBed.inject(Router).url).toBe('/posts/5/edit');
    });

    it('refuses invalid values without sending anything', async () => {
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello' });
      await type('title', '');
      expect(await page.save()).toBe('invalid');
      http.expectNone(() => true);
      expect(notices).toContain('Some fields need your attention');
    });

    it('puts 422 errors on their controls and keeps what was typed', async () => {
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello' });
      await type('title', 'X');
      const saving = page.save();
      await settle();
      http
        .expectOne((r) => r.method === 'PUT')
        .flush(
          { errors: { title: ['is too short'] } },
          { status: 422, statusText: 'Unprocessable Entity' },
        );
      expect(await saving).toBe('invalid');
      await harness.fixture.whenStable();
      expect(field('error').textContent).toBe('is too short');
      expect(field('title').value).toBe('X');
      expect(TestBed.inject(Router).url).toBe('/posts/1/edit');
    });

    async function conflict(page: PlainForm): Promise<{ saving: Promise<FormSaveStatus> }> {
      await type('title', 'Mine');
      const saving = page.save();
      await settle();
      http
        .expectOne((r) => r.method === 'PUT')
        .flush({ message: 'version 2' }, { status: 412, statusText: 'Precondition Failed' });
      await settle();
      http
        .expectOne((r) => r.method === 'GET')
        .flush({ id: 1, title: 'Theirs', body: 'Server body' }, { headers: { ETag: '"2"' } });
      await settle();
      return { saving };
    }

    it('on a version conflict asks field by field; reload keeps my changes on the server copy', async () => {
      answer = 'reload';
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello', body: 'Text' });
      expect(await (await conflict(page)).saving).toBe('conflict');
      expect(questions.map((q) => q.fields.map((f) => [f.label, f.server, f.mine]))).toEqual([
        [
          ['Title', 'Theirs', 'Mine'],
          ['Body', 'Server body', 'Text'],
        ],
      ]);
      await harness.fixture.whenStable();
      expect(page.form.record()).toEqual({ id: 1, title: 'Theirs', body: 'Server body' });
      expect(field('title').value).toBe('Mine');
      expect(field('body').value).toBe('Server body');
    });

    it('overwrite saves again over the server copy, with its version', async () => {
      answer = 'overwrite';
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello', body: 'Text' });
      const { saving } = await conflict(page);
      const put = http.expectOne((r) => r.method === 'PUT');
      expect(put.request.headers.get('If-Match')).toBe('"2"');
      expect(put.request.body).toEqual({ id: 1, title: 'Mine', body: 'Text' });
      put.flush({ id: 1, title: 'Mine', body: 'Text' });
      expect(await saving).toBe('saved');
    });

    it('cancel leaves everything typed and sends nothing more', async () => {
      answer = 'cancel';
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello', body: 'Text' });
      expect(await (await conflict(page)).saving).toBe('conflict');
      expect(field('title').value).toBe('Mine');
      expect(page.form.record()).toEqual({ id: 1, title: 'Hello', body: 'Text' });
    });

    it('reloads a translatable record in another content locale', async () => {
      const page = await open('/pages/7/edit', { id: 7, title: 'Hello' });
      expect(page.form.contentLocale()).toBe('en');
      page.form.switchLocale('fr');
      expect(page.form.loading()).toBe(true);
      const get = http.expectOne((r) => r.method === 'GET');
      expect(get.request.headers.get('Accept-Language')).toBe('fr');
      get.flush({ id: 7, title: 'Bonjour' });
      await harness.fixture.whenStable();
      expect(page.form.loading()).toBe(false);
      expect(field('title').value).toBe('Bonjour');
    });

    it('deletes the record after the confirmation, then shows the list', async () => {
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello' });
      expect(page.form.canDelete()).toBe(true);
      expect(page.form.showLink()).toEqual(['/posts', 1]);
      expect(await page.form.remove()).toBe(false);
      expect(confirms.map((c) => c.danger)).toEqual([true]);
      http.expectNone(() => true);
      confirmed = true;
      const removing = page.form.remove();
      await settle();
      http.expectOne((r) => r.method === 'DELETE' && r.url === '/api/posts/1').flush({});
      expect(await removing).toBe(true);
      expect(TestBed.inject(Router).url).toBe('/posts');
    });

    it('cancel goes to ?returnTo= when it is an in-app path, else to the list', async () => {
      let page = await open('/posts/1/edit?returnTo=%2Fparents%2F3', { id: 1, title: 'Hello' });
      await page.form.cancel();
      expect(TestBed.inject(Router).url).toBe('/parents/3');
      page = await open('/posts/1/edit?returnTo=https%3A%2F%2Fevil.example', {
        id: 1,
        title: 'Hello',
      });
      await page.form.cancel();
      expect(TestBed.inject(Router).url).toBe('/posts');
    });
  });

  describe('without a conflict resolver', () => {
    beforeEach(async () => {
      setUp(false);
      harness = await RouterTestingHarness.create();
    });

    it('asks through ADMIN_CONFIRM: "no" reloads and keeps my changes', async () => {
      answer = 'reload';
      const page = await open('/posts/1/edit', { id: 1, title: 'Hello', body: 'Text' });
      await type('title', 'Mine');
      const saving = page.save();
      await settle();
      http.expectOne((r) => r.method === 'PUT').flush({}, { status: 409, statusText: 'Conflict' });
      await settle();
      http.expectOne((r) => r.method === 'GET').flush({ id: 1, title: 'Theirs', body: 'Text' });
      expect(await saving).toBe('conflict');
      expect(confirms.map((c) => [c.confirmText, c.cancelText])).toEqual([
        ['Overwrite with my version', 'Reload and re-apply my changes'],
      ]);
      expect(confirms[0].message).toContain('Title');
      await harness.fixture.whenStable();
      expect(field('title').value).toBe('Mine');
    });
  });
});
