import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpEventType } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { provideRouter } from '@angular/router';

import { ResourceRegistry } from '../../config/resource-registry';
import { jsonServerDialect } from '../../data/json-server-dialect';
import type { ApiDialect } from '../../config/api-dialect';
import { withUploads } from '../../data/uploads';
import { provideAdmin } from '../../setup/provide-admin';
import { AdminI18n } from '../../i18n/i18n';
import { VaFileField, VaImageField } from '../fields/file-field';
import { VaForm } from '../form/va-form';
import { VaTextInput } from './va-text-input';
import { VaFileInput } from './va-file-input';
import { VaImageInput } from './va-image-input';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, VaFileInput, VaImageInput],
  template: `
    <form [formGroup]="form">
      <va-image-input
        id="avatar"
        formControlName="avatar"
        [maxSize]="1000"
        hint="Square images look best"
      />
      <va-file-input id="docs" formControlName="docs" accept=".pdf,text/plain" multiple />
      <va-file-input id="ro" formControlName="ro" readonly />
    </form>
  `,
})
class PlainHost {
  readonly form = new FormGroup({
    avatar: new FormControl<unknown>('/api/uploads/me.png', Validators.required),
    docs: new FormControl<unknown>([]),
    ro: new FormControl<unknown>({ url: '/files/a.pdf', name: 'Report.pdf' }),
  });
}

const png = (size = 10, name = 'photo.png') =>
  new File(['x'.repeat(size)], name, { type: 'image/png' });

let fixture: ComponentFixture<PlainHost>;
const el = (selector: string) => fixture.nativeElement.querySelector(selector) as HTMLElement;
const all = (selector: string) =>
  [...fixture.nativeElement.querySelectorAll(selector)] as HTMLElement[];
const stable = () => fixture.whenStable();

function drop(target: HTMLElement, files: File[]) {
  const event = new Event('drop', { bubbles: true, cancelable: true }) as DragEvent;
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  target.dispatchEvent(event);
  return event;
}

function pick(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change'));
}

describe('VaFileInput / VaImageInput in a plain reactive form', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(async () => {
    created.length = 0;
    revoked.length = 0;
    let n = 0;
    URL.createObjectURL = jest.fn(() => {
      const url = `blob:test/${++n}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [] }), provideRouter([]), provideHttpClient()],
    });
    fixture = TestBed.createComponent(PlainHost);
    await stable();
  });

  it('shows the stored value, label, hint, required marker and accepted types', () => {
    const avatar = el('#avatar');
    expect(avatar.querySelector('.va-input-label')!.textContent).toContain('Avatar *');
    expect(avatar.querySelector<HTMLImageElement>('img.va-file-thumb')!.src).toContain(
      '/api/uploads/me.png',
    );
    expect(avatar.querySelector('.va-input-hint')!.textContent).toContain('Square images');
    expect(el('#docs .va-input-hint').textContent).toContain('Accepted: .pdf,text/plain');
    expect(el('#docs input[type=file]').getAttribute('accept')).toBe('.pdf,text/plain');
    expect((el('#docs input[type=file]') as HTMLInputElement).multiple).toBe(true);
  });

  it('takes a dropped image, previews it with an object URL, and revokes it when removed', async () => {
    const file = png();
    const event = drop(el('#avatar .va-file-drop'), [file]);
    await stable();
    expect(event.defaultPrevented).toBe(true);
    expect(fixture.componentInstance.form.value.avatar).toBe(file);
    expect(el('#avatar img.va-file-thumb').getAttribute('src')).toBe(created[0]);
    expect(el('#avatar .va-file-meta').textContent).toContain('New, sent on save');
    el('#avatar .va-file-remove').click();
    await stable();
    expect(fixture.componentInstance.form.value.avatar).toBeNull();
    expect(revoked).toEqual([created[0]]);
    expect(fixture.componentInstance.form.controls.avatar.errors).toEqual({ required: true });
    expect(el('#avatar .va-input-error').textContent).toContain('Required');
    expect(document.activeElement).toBe(el('#avatar .va-file-choose'));
  });

  it('refuses a file too large or of a wrong type before anything is sent, naming it', async () => {
    drop(el('#avatar .va-file-drop'), [png(5000, 'huge.png')]);
    await stable();
    expect(fixture.componentInstance.form.value.avatar).toBe('/api/uploads/me.png');
    expect(el('#avatar [role=alert]').textContent).toContain(
      '“huge.png” is too large (5 kB): at most 1 kB',
    );
    pick(el('#docs input[type=file]') as HTMLInputElement, [png(10, 'a.png')]);
    await stable();
    expect(fixture.componentInstance.form.value.docs).toEqual([]);
    expect(el('#docs [role=alert]').textContent).toContain(
      '“a.png” is not an accepted type (image/png): accepted .pdf,text/plain',
    );
    expect(el('#docs .va-file-choose').getAttribute('aria-invalid')).toBe('true');
  });

  it('adds several files to a multiple input, keeps one in a single input', async () => {
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.txt', { type: 'text/plain' });
    pick(el('#docs input[type=file]') as HTMLInputElement, [a]);
    pick(el('#docs input[type=file]') as HTMLInputElement, [b]);
    await stable();
    expect(fixture.componentInstance.form.value.docs).toEqual([a, b]);
    expect(all('#docs .va-file-name').map((n) => n.textContent!.trim())).toEqual([
      'a.pdf',
      'b.txt',
    ]);
    el('#docs .va-file-remove').click();
    await stable();
    expect(fixture.componentInstance.form.value.docs).toEqual([b]);
    const one = png(10, 'one.png');
    drop(el('#avatar .va-file-drop'), [one, png(10, 'two.png')]);
    await stable();
    expect(fixture.componentInstance.form.value.avatar).toBe(one);
    expect(el('#avatar [role=alert]').textContent).toContain('“one.png” was kept');
  });

  it('passes on a new file that replaces another new file, alone or among several', async () => {
    const { form } = fixture.componentInstance;
    const one = png(10, 'one.png');
    const two = png(20, 'two.png');
    drop(el('#avatar .va-file-drop'), [one]);
    await stable();
    drop(el('#avatar .va-file-drop'), [two]);
    await stable();
    expect(form.value.avatar).toBe(two);
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    pick(el('#docs input[type=file]') as HTMLInputElement, [a]);
    await stable();
    el('#docs .va-file-remove').click();
    pick(el('#docs input[type=file]') as HTMLInputElement, [b]);
    await stable();
    expect(form.value.docs).toEqual([b]);
    expect((form.value.docs as unknown[])[0]).toBe(b);
  });

  it('writes control values, is disabled and read-only like the other inputs', async () => {
    const { form } = fixture.componentInstance;
    form.controls.docs.setValue(['/files/x.pdf']);
    await stable();
    expect(el('#docs a.va-file-name').getAttribute('href')).toBe('/files/x.pdf');
    form.controls.avatar.disable();
    await stable();
    expect((el('#avatar .va-file-choose') as HTMLButtonElement).disabled).toBe(true);
    drop(el('#avatar .va-file-drop'), [png()]);
    await stable();
    expect(form.getRawValue().avatar).toBe('/api/uploads/me.png');
    expect(el('#ro .va-file-choose')).toBeNull();
    expect(el('#ro .va-file-remove')).toBeNull();
    expect(el('#ro a.va-file-name').textContent).toContain('Report.pdf');
  });

  it('shows a server error set on the control', async () => {
    const control = fixture.componentInstance.form.controls.docs;
    control.setErrors({ server: 'The file is too large: at most 1 MB' });
    await stable();
    expect(el('#docs [role=alert]').textContent).toContain('The file is too large');
  });

  it('refuses, through its validator, a wrong file set by code', async () => {
    const control = fixture.componentInstance.form.controls.avatar;
    control.setValue(png(5000, 'big.png'));
    await stable();
    expect(control.errors?.['file']).toContain('“big.png” is too large');
  });

  it('speaks French', async () => {
    TestBed.inject(AdminI18n).setLocale('fr');
    await stable();
    expect(el('#docs .va-file-choose').textContent).toContain('Choisir des fichiers');
    expect(el('#avatar .va-file-choose').textContent).toContain('Choisir une image');
    TestBed.inject(AdminI18n).setLocale('en');
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaImageInput, VaFileInput, VaTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit" [redirect]="false">
      <va-text-input source="name" />
      <va-image-input source="avatar" />
    </va-form>
  `,
})
class FormHost {
  resource!: never;
  readonly item = signal({ id: 3, name: 'Ann', avatar: null as unknown });
}

/** The form page of a user, saved through `dialect` (with its uploads). */
async function formPage(dialect: ApiDialect) {
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'users' }], dialect }),
      provideRouter([]),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  const host = TestBed.createComponent(FormHost);
  host.componentInstance.resource = TestBed.inject(ResourceRegistry).get('users') as never;
  await host.whenStable();
  const root = host.nativeElement as HTMLElement;
  const name = root.querySelector<HTMLInputElement>('va-text-input input')!;
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve));
    await host.whenStable();
  };
  return {
    host,
    root,
    name,
    http: TestBed.inject(HttpTestingController),
    form: () =>
      host.debugElement.query((d) => d.componentInstance instanceof VaForm)
        .componentInstance as VaForm,
    /** Types a new name and drops an image, as the user would. */
    async edit(text: string, file: File) {
      name.value = text;
      name.dispatchEvent(new Event('input'));
      drop(root.querySelector('.va-file-drop')!, [file]);
      await host.whenStable();
    },
    async save() {
      root.querySelector<HTMLButtonElement>('.va-save')!.click();
      await settle();
    },
    settle,
  };
}

describe('VaImageInput in <va-form> with an upload endpoint', () => {
  it('shows the upload progress, and keeps the chosen file, what was typed and the error when the upload is refused', async () => {
    const page = await formPage(withUploads(jsonServerDialect, { url: 'uploads' }));
    const { root, http } = page;
    const file = png(10, 'me.png');
    await page.edit('Ann Lee', file);
    await page.save();
    const upload = http.expectOne('/api/uploads');
    upload.event({ type: HttpEventType.UploadProgress, loaded: 3, total: 10 });
    await page.host.whenStable();
    const bar = root.querySelector('mat-progress-bar')!;
    expect(bar.getAttribute('aria-label')).toBe('Uploading me.png');
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    upload.flush(
      { message: 'The file is too large: at most 1 MB' },
      { status: 413, statusText: 'Payload Too Large' },
    );
    await page.settle();
    http.expectNone('/api/users/3');
    expect(root.querySelector('[role=alert]')!.textContent).toContain(
      '“me.png”: The file is too large: at most 1 MB',
    );
    expect(root.querySelector('.va-file-name')!.textContent).toContain('me.png');
    expect(root.querySelector('mat-progress-bar')).toBeNull();
    // Everything else typed is still there, unsaved.
    expect(page.name.value).toBe('Ann Lee');
    expect(page.form().dirty()).toBe(true);

    // Another image chosen, the same form saves the typed name with the stored URL.
    drop(root.querySelector('.va-file-drop')!, [png(10, 'ok.png')]);
    await page.host.whenStable();
    expect(root.querySelector('va-image-input [role=alert]')).toBeNull();
    await page.save();
    http.expectOne('/api/uploads').flush({ url: '/api/uploads/ok.png' });
    await page.settle();
    const write = http.expectOne((req) => req.url === '/api/users/3' && req.method !== 'GET');
    expect(write.request.body).toEqual(
      expect.objectContaining({ name: 'Ann Lee', avatar: '/api/uploads/ok.png' }),
    );
    write.flush({ id: 3, name: 'Ann Lee', avatar: '/api/uploads/ok.png' });
    await page.settle();
    http.verify();
  });
});

describe('VaImageInput in <va-form> sent as multipart/form-data', () => {
  it('keeps what was typed and the chosen file, with the error under the input, when the write is refused', async () => {
    const page = await formPage(withUploads(jsonServerDialect, { mode: 'multipart' }));
    const { root, http } = page;
    const file = png(10, 'me.png');
    await page.edit('Ann Lee', file);
    await page.save();
    const write = http.expectOne((req) => req.url === '/api/users/3' && req.method !== 'GET');
    const body = write.request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('avatar')).toBe(file);
    write.flush(
      { message: 'Invalid data', errors: { avatar: ['The file is too large: at most 1 MB'] } },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    await page.settle();
    expect(root.querySelector('va-image-input [role=alert]')!.textContent).toContain(
      'The file is too large: at most 1 MB',
    );
    expect(root.querySelector('.va-file-name')!.textContent).toContain('me.png');
    expect(page.name.value).toBe('Ann Lee');
    expect(page.form().dirty()).toBe(true);
    http.verify();
  });
});

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaFileField, VaImageField],
  template: `
    <va-image-field id="img" source="avatar" [record]="record" [size]="32" round />
    <va-file-field id="files" source="docs" [record]="record" [src]="src" />
    <va-image-field id="none" source="missing" [record]="record" emptyText="—" />
  `,
})
class FieldsHost {
  readonly record = { avatar: '/api/uploads/a.png', docs: [7, { url: '/f/b.pdf', name: 'B' }] };
  readonly src = (value: unknown) => (typeof value === 'number' ? `/files/${value}` : null);
}

describe('VaFileField / VaImageField', () => {
  it('shows thumbnails and links', async () => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    const host = TestBed.createComponent(FieldsHost);
    await host.whenStable();
    const root = host.nativeElement as HTMLElement;
    const img = root.querySelector<HTMLImageElement>('#img img')!;
    expect(img.getAttribute('src')).toBe('/api/uploads/a.png');
    expect(img.getAttribute('width')).toBe('32');
    expect(img.classList).toContain('va-image-round');
    expect(img.alt).toBe('Avatar: a.png');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('#files a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/files/7', '7'],
      ['/f/b.pdf', 'B'],
    ]);
    expect(root.querySelector('#none')!.textContent).toContain('—');
  });
});
