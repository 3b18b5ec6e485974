import { ChangeDetectionStrategy, Component, inject, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminRecord, ResourceDescriptor } from 'admin/core';
import { laravelDialect } from '../../data/laravel-dialect';
import { AdminI18n } from '../../i18n/i18n';
import { VaForm } from '../form/va-form';
import { VaAutocompleteInput } from './va-autocomplete-input';
import { VaRadioGroupInput } from './va-radio-group-input';
import { VaSelectInput } from './va-select-input';

const resources: ResourceDescriptor[] = [
  { name: 'posts', label: 'title' },
  { name: 'users', label: 'name', autocompleteFields: ['id', 'name'] },
  {
    name: 'categories',
    label: (category) => `${String(category['name'])} (${String(category['slug'])})`,
  },
  { name: 'tags', label: 'name', autocompleteFields: ['name'], dialect: laravelDialect },
];

const post: AdminRecord = {
  id: 1,
  userId: 42,
  status: 'draft',
  categoryId: 2,
  tagIds: [1, 2, 3],
  relatedTagIds: [3, 4],
  editorId: 7,
  mood: 'happy',
};

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaSelectInput, VaRadioGroupInput, VaAutocompleteInput],
  template: `
    <va-form [resource]="resource" [item]="item" mode="edit">
      <va-select-input id="user" source="userId" reference="users" required />
      <va-select-input id="status" source="status" [choices]="statuses" />
      <va-radio-group-input id="category" source="categoryId" reference="categories" />
      <va-autocomplete-input id="tags" source="tagIds" reference="tags" multiple />
      <va-autocomplete-input id="related" source="relatedTagIds" reference="tags" multiple />
      <va-autocomplete-input id="editor" source="editorId" reference="users" />
      <va-autocomplete-input id="mood" source="mood" [choices]="moods" />
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = post;
  readonly statuses = [
    { value: 'draft', label: 'Draft' },
    { value: 'published', label: 'Published' },
  ];
  readonly moods = ['happy', 'sad', 'hungry'];
  readonly form = viewChild.required(VaForm);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reference inputs', () => {
  let fixture: ComponentFixture<Host>;
  let host: HTMLElement;
  let http: HttpTestingController;
  let overlay: HTMLElement;
  let warn: jest.SpyInstance;

  const field = (id: string) => host.querySelector<HTMLElement>(`#${id}`)!;
  const text = (id: string) => field(id).querySelector<HTMLInputElement>('input')!;
  const list = (url: string) => (r: { url: string; params: { has(k: string): boolean } }) =>
    r.url === url && r.params.has('_page');
  const byIds = (url: string, ids: string[]) => (r: TestRequest['request']) =>
    r.url === url && r.params.getAll('id')?.join(',') === ids.join(',');
  const options = () =>
    [...overlay.querySelectorAll('mat-option')].map((o) => o.textContent?.trim());

  /** Answers the requests made on start, as the API would. */
  async function answerStart(inspectTags?: (request: TestRequest) => void) {
    http.expectOne(list('/api/users')).flush(
      [
        { id: 1, name: 'Alice' },
        { id: 2, name: 'Bob' },
      ],
      {
        headers: { 'X-Total-Count': '5000' },
      },
    );
    http.expectOne(list('/api/categories')).flush(
      [
        { id: 1, name: 'News', slug: 'news' },
        { id: 2, name: 'Tech', slug: 'tech' },
      ],
      { headers: { 'X-Total-Count': '2' } },
    );
    const tags = http.expectOne((r) => r.url === '/api/tags');
    inspectTags?.(tags);
    tags.flush({ data: [1, 2, 3, 4].map((id) => ({ id, name: `tag${id}` })) });
    http.expectOne(byIds('/api/users', ['7'])).flush([{ id: 7, name: 'Eve' }]);
    await fixture.whenStable();
    http.expectOne(byIds('/api/users', ['42'])).flush([{ id: 42, name: 'Zed' }]);
    await fixture.whenStable();
  }

  async function focus(id: string) {
    text(id).dispatchEvent(new Event('focusin'));
    text(id).dispatchEvent(new Event('focus'));
    await fixture.whenStable();
  }

  async function type(id: string, value: string) {
    text(id).value = value;
    text(id).dispatchEvent(new Event('input'));
    await fixture.whenStable();
  }

  beforeEach(async () => {
    localStorage.clear();
    // The users select lists 2 of 5 000 users: a dev-mode warning says so.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources, canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
    fixture = TestBed.createComponent(Host);
    host = fixture.nativeElement;
    await fixture.whenStable();
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
    warn.mockRestore();
  });

  it('loads one bounded page per select/radio reference, sorted by a string label', async () => {
    const users = http.expectOne(list('/api/users'));
    expect(users.request.params.get('_limit')).toBe('100');
    expect(users.request.params.get('_page')).toBe('1');
    expect(users.request.params.get('_sort')).toBe('name');
    expect(users.request.params.get('_order')).toBe('asc');
    const categories = http.expectOne(list('/api/categories'));
    expect(categories.request.params.get('_limit')).toBe('100');
    expect(categories.request.params.has('_sort')).toBe(false);
    users.flush([], { headers: { 'X-Total-Count': '0' } });
    categories.flush([], { headers: { 'X-Total-Count': '0' } });
    http.match(() => true).forEach((r) => r.flush([]));
    await fixture.whenStable();
    http.match(() => true).forEach((r) => r.flush([]));
  });

  it('fetches the current values of all autocompletes of a resource in one getMany', async () => {
    await answerStart((tags) => {
      expect(tags.request.params.get('filter[id]')).toBe('1,2,3,4');
      expect(tags.request.params.get('perPage')).toBe('4');
    });
    const chips = [...field('tags').querySelectorAll('mat-chip-row')].map((c) =>
      c.textContent?.trim(),
    );
    expect(chips).toEqual(['tag1', 'tag2', 'tag3']);
    expect(text('editor').value).toBe('Eve');
  });

  it('shows referenced options with their label, the current value added by getMany', async () => {
    await answerStart();
    field('user').querySelector<HTMLElement>('.mat-mdc-select-trigger')!.click();
    await fixture.whenStable();
    expect(options()).toEqual(['Alice', 'Bob', 'Zed']);
    expect(field('user').querySelector('.mat-mdc-select-value')?.textContent?.trim()).toBe('Zed');
    expect(field('user').querySelector('.va-input-partial')?.textContent?.trim()).toBe(
      'Showing the first 2 of 5,000; the others are not listed',
    );
    const bob = [...overlay.querySelectorAll<HTMLElement>('mat-option')][1];
    bob.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['userId']).toBe(2);
  });

  it('offers fixed choices in a select', async () => {
    await answerStart();
    field('status').querySelector<HTMLElement>('.mat-mdc-select-trigger')!.click();
    await fixture.whenStable();
    expect(options()).toEqual(['None', 'Draft', 'Published']);
    [...overlay.querySelectorAll<HTMLElement>('mat-option')][2].click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['status']).toBe('published');
  });

  it('labels radio buttons with a function label and checks the current value', async () => {
    await answerStart();
    const radios = [...field('category').querySelectorAll('mat-radio-button')];
    expect(radios.map((r) => r.textContent?.trim())).toEqual(['News (news)', 'Tech (tech)']);
    expect(radios[1].querySelector('input')!.checked).toBe(true);
    radios[0].querySelector('input')!.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['categoryId']).toBe(1);
  });

  it('searches after a 300 ms pause, with autocompleteFields, never the whole table', async () => {
    await answerStart();
    await focus('tags');
    await type('tags', 'a');
    await type('tags', 'al');
    await sleep(150);
    await type('tags', 'ali');
    await sleep(200);
    http.expectNone((r) => r.url === '/api/tags');
    await sleep(150);
    const search = http.expectOne((r) => r.url === '/api/tags');
    expect(search.request.params.get('filter[q]')).toBe('ali');
    expect(search.request.params.get('fields[tags]')).toBe('id,name');
    expect(search.request.params.get('perPage')).toBe('25');
    expect(search.request.params.get('page')).toBe('1');
    search.flush({
      data: [
        { id: 3, name: 'tag3' },
        { id: 5, name: 'alien' },
      ],
      meta: { total: 2 },
    });
    await fixture.whenStable();
    expect(options()).toEqual(['alien']);
    overlay.querySelector<HTMLElement>('mat-option')!.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['tagIds']).toEqual([1, 2, 3, 5]);
    expect(text('tags').value).toBe('');
    const chips = [...field('tags').querySelectorAll('mat-chip-row')].map((c) =>
      c.textContent?.trim(),
    );
    expect(chips).toEqual(['tag1', 'tag2', 'tag3', 'alien']);
  });

  it('removes a chip', async () => {
    await answerStart();
    field('tags').querySelector<HTMLElement>('mat-chip-row button[matChipRemove]')!.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['tagIds']).toEqual([2, 3]);
    expect(fixture.componentInstance.form().dirty()).toBe(true);
  });

  it('selects one value, and clears it when the text is emptied', async () => {
    await answerStart();
    await focus('editor');
    await type('editor', 'bo');
    await sleep(320);
    const search = http.expectOne((r) => r.url === '/api/users' && r.params.get('q') === 'bo');
    expect(search.request.params.get('_limit')).toBe('25');
    search.flush([{ id: 2, name: 'Bob' }], { headers: { 'X-Total-Count': '1' } });
    await fixture.whenStable();
    expect(options()).toEqual(['Bob']);
    overlay.querySelector<HTMLElement>('mat-option')!.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['editorId']).toBe(2);
    expect(text('editor').value).toBe('Bob');
    await type('editor', '');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    Object.defineProperty(escape, 'keyCode', { value: 27 });
    text('editor').dispatchEvent(escape);
    text('editor').dispatchEvent(new Event('blur'));
    await fixture.whenStable();
    await sleep(320);
    http
      .match((r) => r.url === '/api/users')
      .forEach((r) => r.flush([], { headers: { 'X-Total-Count': '0' } }));
    expect(fixture.componentInstance.form().value()['editorId']).toBeNull();
    expect(text('editor').value).toBe('');
  });

  it('filters fixed choices locally, without requests', async () => {
    await answerStart();
    expect(text('mood').value).toBe('happy');
    await focus('mood');
    expect(options()).toEqual(['happy', 'sad', 'hungry']);
    await type('mood', 'hu');
    expect(options()).toEqual(['hungry']);
    overlay.querySelector<HTMLElement>('mat-option')!.click();
    await fixture.whenStable();
    expect(fixture.componentInstance.form().value()['mood']).toBe('hungry');
  });

  it('never searches from a read-only or disabled autocomplete', async () => {
    await answerStart();
    @Component({
      changeDetection: ChangeDetectionStrategy.OnPush,
      imports: [VaForm, VaAutocompleteInput],
      template: `
        <va-form [resource]="resource" [item]="item" mode="edit">
          <va-autocomplete-input id="ro-editor" source="editorId" reference="users" readonly />
          <va-autocomplete-input id="off-tags" source="tagIds" reference="tags" multiple disabled />
        </va-form>
      `,
    })
    class Locked {
      readonly resource = inject(ADMIN_CONFIG).resources[0];
      readonly item: AdminRecord = { id: 1, editorId: 2, tagIds: [1] };
    }
    const locked = TestBed.createComponent(Locked);
    await locked.whenStable();
    // Bob and tag1 were cached by the first answers: no look-up either.
    expect(locked.nativeElement.querySelector('#ro-editor input').value).toBe('Bob');
    for (const id of ['ro-editor', 'off-tags']) {
      const input = locked.nativeElement.querySelector(`#${id} input`) as HTMLInputElement;
      input.dispatchEvent(new Event('focusin'));
      input.dispatchEvent(new Event('focus'));
      input.value = 'b';
      input.dispatchEvent(new Event('input'));
      await locked.whenStable();
    }
    await sleep(350);
    http.expectNone(() => true);
    expect(options()).toEqual([]);
  });

  it('names a missing options source clearly', async () => {
    await answerStart();
    @Component({
      changeDetection: ChangeDetectionStrategy.OnPush,
      imports: [VaForm, VaSelectInput],
      template: `<va-form [resource]="resource"><va-select-input source="x" /></va-form>`,
    })
    class Bad {
      readonly resource = inject(ADMIN_CONFIG).resources[0];
    }
    expect(() => TestBed.createComponent(Bad).detectChanges()).toThrow(
      '<va-select-input> source="x" needs its options',
    );
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaSelectInput, VaRadioGroupInput],
  template: `
    <va-form [resource]="resource" [item]="item" mode="edit">
      <va-select-input id="post" source="postId" reference="posts" hint="The post commented" />
      <va-radio-group-input id="pick" source="pickId" reference="posts" />
      <va-select-input id="owner" source="ownerId" reference="users" />
    </va-form>
  `,
})
class LargeHost {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item: AdminRecord = { id: 1, postId: 150, pickId: 110, ownerId: 2 };
}

describe('reference select and radio group over more records than one page', () => {
  let http: HttpTestingController;
  let warn: jest.SpyInstance;

  const posts = (ids: readonly number[]) => ids.map((id) => ({ id, title: `Post ${id}` }));
  const firstPage = posts(Array.from({ length: 100 }, (_, i) => i + 1));

  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources, canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
    warn.mockRestore();
  });

  /** Renders the host and answers as an API holding 120 posts and 2 users. */
  async function render() {
    const fixture = TestBed.createComponent(LargeHost);
    await fixture.whenStable();
    const pages = http.match((r) => r.url === '/api/posts' && r.params.has('_page'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.request.params.get('_limit')).toBe('100');
      page.flush(firstPage, { headers: { 'X-Total-Count': '120' } });
    }
    http
      .expectOne((r) => r.url === '/api/users' && r.params.has('_page'))
      .flush(
        [
          { id: 1, name: 'Alice' },
          { id: 2, name: 'Bob' },
        ],
        { headers: { 'X-Total-Count': '2' } },
      );
    await fixture.whenStable();
    // The current values beyond the first page, through the batched getMany (`?id=`).
    const lookUps = http.match((r) => r.url === '/api/posts' && r.params.has('id'));
    const asked = lookUps.flatMap((r) => r.request.params.getAll('id') ?? []);
    for (const lookUp of lookUps) {
      lookUp.flush(posts((lookUp.request.params.getAll('id') ?? []).map(Number)));
    }
    // getMany answers through a promise, and the select settles its selection in a microtask.
    await fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
    return { fixture, host: fixture.nativeElement as HTMLElement, asked };
  }

  it('says that not every record is listed, in the UI locale', async () => {
    const { fixture, host } = await render();
    const field = (id: string) => host.querySelector<HTMLElement>(`#${id}`)!;
    const note = (id: string) => field(id).querySelector('.va-input-partial')?.textContent?.trim();

    expect(note('post')).toBe('Showing the first 100 of 120; the others are not listed');
    expect(field('post').querySelector('mat-hint')?.textContent).toContain('The post commented');
    expect(note('pick')).toBe('Showing the first 100 of 120; the others are not listed');
    const partialId = field('pick').querySelector('.va-input-partial')!.id;
    expect(
      field('pick').querySelector('mat-radio-group')!.getAttribute('aria-describedby'),
    ).toContain(partialId);
    // Every user is listed: no note.
    expect(note('owner')).toBeUndefined();

    TestBed.inject(AdminI18n).setLocale('fr');
    await fixture.whenStable();
    expect(note('post')).toBe('Affichage des 100 premiers sur 120 ; les autres ne sont pas listés');
  });

  it('warns the developer once per input, naming it and suggesting an autocomplete', async () => {
    await render();
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('<va-select-input source="postId" reference="posts">');
    expect(messages[0]).toContain('"posts" has 120 records');
    expect(messages[0]).toContain('<va-autocomplete-input source="postId" reference="posts">');
    expect(messages[1]).toContain('<va-radio-group-input source="pickId" reference="posts">');
    expect(messages.some((m) => m.includes('users'))).toBe(false);

    // The same inputs rendered again (the form reopened): no new warning.
    await render();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows the current value even when the first page does not hold it', async () => {
    const { fixture, host, asked } = await render();
    expect([...asked].sort()).toEqual(['110', '150']);
    const post = host.querySelector<HTMLElement>('#post')!;
    expect(post.querySelector('.mat-mdc-select-value')?.textContent?.trim()).toBe('Post 150');
    post.querySelector<HTMLElement>('.mat-mdc-select-trigger')!.click();
    await fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    const labels = [...overlay.querySelectorAll('mat-option')].map((o) => o.textContent?.trim());
    expect(labels).toHaveLength(102); // None, the 100 of the page, and the current value
    expect(labels.at(-1)).toBe('Post 150');

    const radios = [...host.querySelectorAll<HTMLElement>('#pick mat-radio-button')];
    expect(radios).toHaveLength(101);
    const checked = radios.filter((r) => r.querySelector('input')!.checked);
    expect(checked.map((r) => r.textContent?.trim())).toEqual(['Post 110']);
  });
});
