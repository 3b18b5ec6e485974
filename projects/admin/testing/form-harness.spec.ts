import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import type { AdminRecord } from 'admin/core';
import { provideAdmin } from '../setup/provide-admin';
import { VaForm } from '../ui/form/va-form';
import { VaAutocompleteInput } from '../ui/inputs/va-autocomplete-input';
import { VaBooleanInput } from '../ui/inputs/va-boolean-input';
import { VaDateInput } from '../ui/inputs/va-date-input';
import { VaFileInput } from '../ui/inputs/va-file-input';
import { VaNumberInput } from '../ui/inputs/va-number-input';
import { VaPasswordInput } from '../ui/inputs/va-password-input';
import { VaRadioGroupInput } from '../ui/inputs/va-radio-group-input';
import { VaRichTextInput } from '../ui/inputs/va-rich-text-input';
import { VaSelectInput } from '../ui/inputs/va-select-input';
import { VaTextInput } from '../ui/inputs/va-text-input';
import { VaFormHarness } from './form-harness';
import {
  VaAutocompleteInputHarness,
  VaBooleanInputHarness,
  VaDateInputHarness,
  VaFileInputHarness,
  VaNumberInputHarness,
  VaPasswordInputHarness,
  VaRadioGroupInputHarness,
  VaRichTextInputHarness,
  VaSelectInputHarness,
  VaTextInputHarness,
} from './input-harnesses';

// Each harness call runs change detection and waits for stability: seconds on a loaded machine.
jest.setTimeout(30_000);

const post: AdminRecord = {
  id: 1,
  title: 'Hello',
  views: 12,
  published: true,
  publishedAt: '2024-03-05',
  status: 'draft',
  kind: 'news',
  mood: 'calm',
  tags: ['red'],
  userId: 2,
  body: '<p>First <strong>words</strong></p>',
  attachment: { url: '/files/report.pdf', name: 'Report.pdf' },
};

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    VaForm,
    VaTextInput,
    VaNumberInput,
    VaBooleanInput,
    VaDateInput,
    VaPasswordInput,
    VaSelectInput,
    VaRadioGroupInput,
    VaAutocompleteInput,
    VaRichTextInput,
    VaFileInput,
  ],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit" [redirect]="false">
      <va-text-input source="title" required maxLength="10" hint="Keep it short" />
      <va-number-input source="views" min="10" />
      <va-boolean-input source="published" />
      <va-date-input source="publishedAt" />
      <va-password-input source="password" />
      <va-select-input source="status" [choices]="statuses" />
      <va-radio-group-input source="kind" [choices]="kinds" />
      <va-autocomplete-input source="mood" [choices]="moods" />
      <va-autocomplete-input source="tags" [choices]="colours" multiple />
      <va-autocomplete-input source="userId" reference="users" label="Author" />
      <va-rich-text-input source="body" />
      <va-file-input source="attachment" />
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord | null>(post);
  protected readonly statuses = [
    { value: 'draft', label: 'Draft' },
    { value: 'live', label: 'Live' },
  ];
  protected readonly kinds = [
    { value: 'news', label: 'News' },
    { value: 'opinion', label: 'Opinion' },
  ];
  protected readonly moods = ['calm', 'happy', 'tired'];
  protected readonly colours = ['red', 'green', 'blue'];
}

// jsdom measures no layout: ProseMirror's scroll-into-view asks ranges for rectangles.
beforeAll(() => {
  const empty = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** The notifications load with import(): a few turns of the event loop. */
async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }
}

describe('VaFormHarness and the input harnesses', () => {
  let fixture: ComponentFixture<Host>;
  let http: HttpTestingController;
  let form: VaFormHarness;

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [
            { name: 'posts', label: 'title' },
            { name: 'users', label: 'name' },
          ],
          canAccess: () => true,
        }),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    // The author's label: one look-up of the referenced user.
    http
      .expectOne((req) => req.url === '/api/users' && req.params.getAll('id')?.join() === '2')
      .flush([{ id: 2, name: 'Bob' }]);
    await fixture.whenStable();
    form = await TestbedHarnessEnvironment.loader(fixture).getHarness(VaFormHarness);
  });

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  it('finds each input by source, as the harness of its kind, and reads the values shown', async () => {
    expect(await form.getSources()).toEqual([
      'title',
      'views',
      'published',
      'publishedAt',
      'password',
      'status',
      'kind',
      'mood',
      'tags',
      'userId',
      'body',
      'attachment',
    ]);
    expect(await form.getInput('title')).toBeInstanceOf(VaTextInputHarness);
    expect(await form.getInput('views')).toBeInstanceOf(VaNumberInputHarness);
    expect(await form.getInput('published')).toBeInstanceOf(VaBooleanInputHarness);
    expect(await form.getInput('publishedAt')).toBeInstanceOf(VaDateInputHarness);
    expect(await form.getInput('password')).toBeInstanceOf(VaPasswordInputHarness);
    expect(await form.getInput('status')).toBeInstanceOf(VaSelectInputHarness);
    expect(await form.getInput('kind')).toBeInstanceOf(VaRadioGroupInputHarness);
    expect(await form.getInput('userId')).toBeInstanceOf(VaAutocompleteInputHarness);
    expect(await form.getInput('body')).toBeInstanceOf(VaRichTextInputHarness);
    expect(await form.getInput('attachment')).toBeInstanceOf(VaFileInputHarness);
    await expect(form.getInput('nope')).rejects.toThrow('VaFormHarness: no input for "nope"');
    expect(await form.getValues()).toEqual({
      title: 'Hello',
      views: '12',
      published: true,
      publishedAt: '3/5/2024',
      password: '',
      status: 'Draft',
      kind: 'News',
      mood: 'calm',
      tags: ['red'],
      userId: 'Bob',
      body: 'First words',
      attachment: ['Report.pdf'],
    });
    const title = await form.getInput(VaTextInputHarness, 'title');
    expect(await title.getLabel()).toBe('Title');
    expect(await title.getHint()).toBe('Keep it short');
    expect(await title.isRequired()).toBe(true);
    expect(await (await form.getInput('userId')).getLabel()).toBe('Author');
    expect(await (await form.getInput('published')).getLabel()).toBe('Published');
    expect(await (await form.getInput(VaSelectInputHarness, 'status')).getOptions()).toEqual([
      'None',
      'Draft',
      'Live',
    ]);
    expect(await (await form.getInput(VaRadioGroupInputHarness, 'kind')).getOptions()).toEqual([
      'News',
      'Opinion',
    ]);
    const body = await form.getInput(VaRichTextInputHarness, 'body');
    expect(await body.getHtml()).toBe('<p>First <strong>words</strong></p>');
    const file = await form.getInput(VaFileInputHarness, 'attachment');
    expect(await file.getFiles()).toEqual([{ name: 'Report.pdf', href: '/files/report.pdf' }]);
    expect(
      await TestbedHarnessEnvironment.loader(fixture).getHarnessOrNull(
        VaFormHarness.with({ title: 'New post' }),
      ),
    ).toBeNull();
  });

  it('fills every kind of input and saves what the user set', async () => {
    await form.fill({
      title: 'Bonjour',
      views: 42,
      published: false,
      publishedAt: '1/31/2024',
      password: 'secret-1',
      status: 'Live',
      kind: 'Opinion',
      mood: 'happy',
      tags: ['green'],
      attachment: [],
    });
    const author = await form.getInput(VaAutocompleteInputHarness, 'userId');
    await author.search('ali');
    http
      .expectOne((req) => req.url === '/api/users' && req.params.get('q') === 'ali')
      .flush([{ id: 7, name: 'Alice' }], { headers: { 'X-Total-Count': '1' } });
    expect(await author.getOptions()).toEqual(['Alice']);
    await author.choose('Alice');
    const tags = await form.getInput(VaAutocompleteInputHarness, 'tags');
    await tags.removeChip('red');
    expect(await tags.getValue()).toEqual(['green']);
    await form.save();
    const put = http.expectOne('/api/posts/1');
    expect(put.request.method).toBe('PUT');
    expect(put.request.body).toMatchObject({
      title: 'Bonjour',
      views: 42,
      published: false,
      publishedAt: '2024-01-31',
      password: 'secret-1',
      status: 'live',
      kind: 'opinion',
      mood: 'happy',
      tags: ['green'],
      userId: 7,
      attachment: null,
    });
    put.flush({ ...post, ...put.request.body });
    await fixture.whenStable();
  });

  it('shows field errors before sending, then the server refusal under its input', async () => {
    await form.fill({ title: '', views: 3 });
    await form.save();
    http.expectNone('/api/posts/1');
    expect(await form.getFieldErrors()).toEqual({
      title: 'Required',
      views: 'Must be at least 10',
    });
    expect(await form.getFormError()).toBe('Some fields need your attention');
    await form.fill({ title: 'X', views: 20 });
    expect(await form.getFieldErrors()).toEqual({});
    await form.save();
    http
      .expectOne('/api/posts/1')
      .flush(
        { message: 'Validation failed', errors: { title: ['is too short'], slug: ['is taken'] } },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    await fixture.whenStable();
    expect(await form.getFieldErrors()).toEqual({ title: 'is too short' });
    expect(await form.getFormError()).toContain('slug: is taken');
    expect(await (await form.getInput('title')).getValue()).toBe('X');
  });

  it('reads the form error of a failed save and retries from it', async () => {
    await form.fill({ title: 'Retried' });
    await form.save();
    http
      .expectOne('/api/posts/1')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    await settle(fixture);
    expect(await form.getFormError()).toContain('Database down');
    await form.retrySave();
    const retry = http.expectOne('/api/posts/1');
    expect(retry.request.body).toMatchObject({ title: 'Retried' });
    retry.flush({ ...post, title: 'Retried' });
    await fixture.whenStable();
  });

  it('edits rich text in the editor loaded on focus', async () => {
    const body = await form.getInput(VaRichTextInputHarness, 'body');
    expect(await body.isEditorLoaded()).toBe(false);
    await body.focus();
    expect(await body.isEditorLoaded()).toBe(true);
    expect(await body.getValue()).toBe('First words');
    await body.setValue('Plain now');
    expect(await body.getValue()).toBe('Plain now');
    expect(await body.getHtml()).toBe('<p>Plain now</p>');
  });

  it('shows the password on demand, and refuses to choose files', async () => {
    const password = await form.getInput(VaPasswordInputHarness, 'password');
    expect(await password.isVisible()).toBe(false);
    await password.toggleVisibility();
    expect(await password.isVisible()).toBe(true);
    const file = await form.getInput(VaFileInputHarness, 'attachment');
    await expect(file.setValue(['x.pdf'])).rejects.toThrow('choose files through the native input');
    expect(await file.isDisabled()).toBe(false);
  });
});
