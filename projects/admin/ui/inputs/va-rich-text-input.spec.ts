import {
  ChangeDetectionStrategy,
  Component,
  inject,
  signal,
  viewChild,
  type Type,
} from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { VaForm } from '../form/va-form';
import * as editorModule from './rich-text-editor';
import { VaRichTextInput } from './va-rich-text-input';

/** VaRichTextInput: formatting commands, the keyboard toolbar, forms, states and errors. */

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, VaRichTextInput],
  template: `
    <form [formGroup]="form">
      <va-rich-text-input formControlName="body" hint="What the post says" />
    </form>
  `,
})
class PlainHost {
  readonly form = new FormGroup({
    body: new FormControl<string | null>('<p>Hello <strong>world</strong></p>'),
  });
  readonly input = viewChild.required(VaRichTextInput);
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaRichTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-rich-text-input
        source="body"
        hint="Body hint"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
    </va-form>
  `,
})
class FormHost {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord>({
    id: 1,
    title: 'Hi',
    body: 'First line\nsecond line\n\nNext',
  });
  readonly required = signal(false);
  readonly disabled = signal(false);
  readonly readonly = signal(false);
  readonly form = viewChild.required(VaForm);
  readonly input = viewChild.required(VaRichTextInput);
}

// jsdom measures no layout: ProseMirror's scroll-into-view asks ranges for rectangles.
beforeAll(() => {
  const empty = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function configure() {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts', label: 'title' }], canAccess: () => true }),
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter([]),
    ],
  });
}

describe('VaRichTextInput', () => {
  let fixture: ComponentFixture<PlainHost | FormHost>;
  let host: HTMLElement;
  const stable = () => fixture.whenStable();
  const content = () => host.querySelector<HTMLElement>('.ProseMirror')!;
  const tool = (id: string) => host.querySelector<HTMLButtonElement>(`.va-rich-text-tool-${id}`)!;
  const tools = () => [...host.querySelectorAll<HTMLButtonElement>('.va-rich-text-tool')];
  const editor = () => fixture.componentInstance.input().editor()!;
  /** The formatted value shown until the user goes into the input. */
  const view = () => host.querySelector<HTMLElement>('.va-rich-text-view');
  /** Configures the test module, renders `type` and waits until it is stable. */
  async function render<T extends PlainHost | FormHost>(type: Type<T>): Promise<T> {
    configure();
    const created = TestBed.createComponent(type);
    fixture = created;
    host = fixture.nativeElement;
    await stable();
    return created.componentInstance;
  }
  /** Goes into the input (as Tab or a click does): the editor is created. */
  const goIn = async () => {
    view()!.focus();
    await stable();
  };
  /** The key codes the CDK's key manager reads (jsdom leaves keyCode 0). */
  const codes: Record<string, number> = { ArrowLeft: 37, ArrowRight: 39, Home: 36, End: 35 };
  const key = (target: Element, init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    if (init.key && codes[init.key])
      Object.defineProperty(event, 'keyCode', { value: codes[init.key] });
    target.dispatchEvent(event);
  };

  describe('in a plain reactive form', () => {
    let form: PlainHost['form'];

    beforeEach(async () => {
      form = (await render(PlainHost)).form;
      await goIn();
    });

    it('loads the editor with the value, labelled and described', () => {
      expect(content().innerHTML).toContain('Hello <strong>world</strong>');
      expect(content().getAttribute('role')).toBe('textbox');
      expect(content().getAttribute('aria-multiline')).toBe('true');
      const label = host.querySelector(`#${content().getAttribute('aria-labelledby')}`);
      expect(label?.textContent?.trim()).toBe('Body');
      const hint = host.querySelector(`#${content().getAttribute('aria-describedby')}`);
      expect(hint?.textContent).toBe('What the post says');
      expect(form.pristine).toBe(true);
      expect(host.querySelector('.va-rich-text-status')).toBeNull();
    });

    it('formats the selection from the toolbar and reports HTML', async () => {
      editor().commands.selectAll();
      tool('italic').click();
      await stable();
      expect(form.value.body).toBe('<p><em>Hello </em><strong><em>world</em></strong></p>');
      tool('heading2').click();
      await stable();
      expect(form.value.body).toBe('<h2><em>Hello </em><strong><em>world</em></strong></h2>');
      tool('heading2').click();
      await stable();
      expect(form.value.body).toBe('<p><em>Hello </em><strong><em>world</em></strong></p>');
      tool('bulletList').click();
      await stable();
      expect(form.value.body).toMatch(/^<ul><li><p>.*world.*<\/p><\/li><\/ul>$/);
      tool('orderedList').click();
      await stable();
      expect(form.value.body).toMatch(/^<ol><li>/);
      expect(form.dirty).toBe(true);
    });

    it('announces the formatting at the cursor with aria-pressed', async () => {
      const bold = tool('bold');
      editor().commands.setTextSelection(2);
      await stable();
      expect(bold.getAttribute('aria-pressed')).toBe('false');
      editor().commands.setTextSelection(9);
      await stable();
      expect(bold.getAttribute('aria-pressed')).toBe('true');
      expect(tool('heading1').getAttribute('aria-pressed')).toBe('false');
      // Undo/redo are commands, not toggles.
      expect(tool('undo').hasAttribute('aria-pressed')).toBe(false);
    });

    it('undoes and redoes, and says when it cannot', async () => {
      expect(tool('undo').getAttribute('aria-disabled')).toBe('true');
      editor().commands.selectAll();
      tool('bold').click();
      await stable();
      expect(form.value.body).toBe('<p><strong>Hello world</strong></p>');
      expect(tool('undo').getAttribute('aria-disabled')).toBeNull();
      tool('undo').click();
      await stable();
      expect(form.value.body).toBe('<p>Hello <strong>world</strong></p>');
      tool('redo').click();
      await stable();
      expect(form.value.body).toBe('<p><strong>Hello world</strong></p>');
    });

    it('runs the usual shortcuts in the text (Ctrl+B)', async () => {
      editor().commands.selectAll();
      key(content(), { key: 'b', ctrlKey: true });
      await stable();
      expect(form.value.body).toBe('<p><strong>Hello world</strong></p>');
      key(content(), { key: 'b', ctrlKey: true });
      await stable();
      expect(form.value.body).toBe('<p>Hello world</p>');
    });

    it('is one tab stop whose buttons the arrow keys, Home and End go through', async () => {
      const buttons = tools();
      expect(buttons).toHaveLength(10);
      expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
      const toolbar = host.querySelector('[role="toolbar"]')!;
      expect(toolbar.getAttribute('aria-label')).toBe('Body: formatting');
      expect(toolbar.getAttribute('aria-controls')).toBe(content().id);
      buttons[0].focus();
      key(buttons[0], { key: 'ArrowRight' });
      await stable();
      expect(document.activeElement).toBe(buttons[1]);
      expect(buttons.map((b) => b.tabIndex).indexOf(0)).toBe(1);
      key(buttons[1], { key: 'End' });
      await stable();
      expect(document.activeElement).toBe(buttons[9]);
      key(buttons[9], { key: 'ArrowRight' });
      await stable();
      expect(document.activeElement).toBe(buttons[0]);
      key(buttons[0], { key: 'ArrowLeft' });
      key(buttons[9], { key: 'Home' });
      await stable();
      expect(document.activeElement).toBe(buttons[0]);
      // Disabled-for-now buttons (undo) stay reachable, as the toolbar pattern asks.
      key(buttons[0], { key: 'End' });
      key(buttons[9], { key: 'ArrowLeft' });
      await stable();
      expect(document.activeElement).toBe(buttons[8]);
      expect(buttons[8].getAttribute('aria-disabled')).toBe('true');
      // Escape goes back to the text; Alt+F10 comes back to the last button used.
      key(buttons[8], { key: 'Escape' });
      await stable();
      expect(content().contains(document.activeElement)).toBe(true);
      key(content(), { key: 'F10', altKey: true });
      await stable();
      expect(document.activeElement).toBe(buttons[8]);
    });

    it('names its buttons and shortcuts in the UI language', async () => {
      expect(tool('bold').getAttribute('aria-label')).toBe('Bold');
      expect(tool('bold').getAttribute('aria-keyshortcuts')).toBe('Control+B');
      TestBed.inject(AdminI18n).setLocale('fr');
      await stable();
      expect(tool('bold').getAttribute('aria-label')).toBe('Gras');
      expect(tool('bulletList').getAttribute('aria-label')).toBe('Liste à puces');
      expect(host.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).toBe(
        'Body : mise en forme',
      );
    });

    it('links the selection; refuses javascript: addresses', async () => {
      editor().commands.setTextSelection({ from: 1, to: 6 });
      await stable();
      tool('link').click();
      await stable();
      expect(tool('link').getAttribute('aria-expanded')).toBe('true');
      const address = host.querySelector<HTMLInputElement>('.va-rich-text-link-form input')!;
      expect(document.activeElement).toBe(address);
      address.value = 'javascript:alert(1)';
      address.dispatchEvent(new Event('input'));
      key(address, { key: 'Enter' });
      await stable();
      expect(host.querySelector('.va-rich-text-link-form mat-error')?.textContent).toContain(
        'Enter a web address',
      );
      expect(form.value.body).toBe('<p>Hello <strong>world</strong></p>');
      address.value = 'example.com/hello';
      address.dispatchEvent(new Event('input'));
      key(address, { key: 'Enter' });
      await stable();
      expect(host.querySelector('.va-rich-text-link-form')).toBeNull();
      expect(form.value.body).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/hello">Hello</a> <strong>world</strong></p>',
      );
      // Ctrl+K in the link opens the form with its address, which can remove it.
      editor().commands.setTextSelection(3);
      key(content(), { key: 'k', ctrlKey: true });
      await stable();
      const again = host.querySelector<HTMLInputElement>('.va-rich-text-link-form input')!;
      expect(again.value).toBe('https://example.com/hello');
      host.querySelector<HTMLButtonElement>('.va-rich-text-link-remove')!.click();
      await stable();
      expect(form.value.body).toBe('<p>Hello <strong>world</strong></p>');
    });

    it('Escape closes the link form without a change', async () => {
      editor().commands.setTextSelection({ from: 1, to: 6 });
      tool('link').click();
      await stable();
      key(host.querySelector('.va-rich-text-link-form input')!, { key: 'Escape' });
      await stable();
      expect(host.querySelector('.va-rich-text-link-form')).toBeNull();
      expect(form.pristine).toBe(true);
    });

    it('follows values set on the control, without adding them to the undo history', async () => {
      form.controls.body.setValue('<h1>Title</h1><p>Text <em>here</em></p>');
      await stable();
      expect(content().innerHTML).toContain('<h1>Title</h1><p>Text <em>here</em></p>');
      expect(tool('undo').getAttribute('aria-disabled')).toBe('true');
      form.controls.body.setValue(null);
      await stable();
      expect(editor().isEmpty).toBe(true);
    });

    it('reports an emptied editor as null, so required applies', async () => {
      form.controls.body.addValidators(Validators.required);
      form.controls.body.updateValueAndValidity();
      editor().commands.clearContent(true);
      await stable();
      expect(form.value.body).toBeNull();
      expect(form.controls.body.hasError('required')).toBe(true);
      // Required by the control's validator: marked, and shown once the user leaves.
      expect(host.querySelector('.va-input-label')!.textContent).toContain('*');
      content().dispatchEvent(new FocusEvent('blur'));
      await stable();
      expect(form.controls.body.touched).toBe(true);
      expect(host.querySelector('.va-input-error')?.textContent).toBe('Required');
      expect(content().getAttribute('aria-invalid')).toBe('true');
    });

    it('disabled through the control: not editable, toolbar off', async () => {
      form.controls.body.disable();
      await stable();
      expect(content().getAttribute('contenteditable')).toBe('false');
      expect(content().getAttribute('aria-disabled')).toBe('true');
      expect(tools().every((button) => button.disabled)).toBe(true);
      form.controls.body.enable();
      await stable();
      expect(content().getAttribute('contenteditable')).toBe('true');
    });
  });

  describe('in <va-form>', () => {
    let formHost: FormHost;

    beforeEach(async () => {
      formHost = await render(FormHost);
      await goIn();
    });

    it('edits a plain text value as paragraphs; unchanged, it is saved as it was', async () => {
      expect(content().innerHTML).toContain('<p>First line<br>second line</p><p>Next</p>');
      expect(formHost.form().value()).toMatchObject({
        body: 'First line\nsecond line\n\nNext',
      });
      editor().commands.selectAll();
      tool('bold').click();
      await stable();
      expect(formHost.form().value()).toMatchObject({
        body: '<p><strong>First line<br>second line</strong></p><p><strong>Next</strong></p>',
      });
    });

    it('sanitises what it loads: no script, no event handler', async () => {
      formHost.item.set({
        id: 2,
        body: '<p onclick="alert(1)">Hi<img src=x onerror="alert(2)"><script>alert(3)</script></p>',
      });
      await stable();
      expect(content().innerHTML).toContain('<p>Hi</p>');
      expect(content().querySelector('img, script, [onclick], [onerror]')).toBeNull();
    });

    it('required: "Required" once touched, in place of the hint', async () => {
      formHost.required.set(true);
      formHost.item.set({ id: 1, title: 'Hi', body: '' });
      await stable();
      expect(formHost.form().form.invalid).toBe(true);
      expect(host.querySelector('.va-input-hint')?.textContent).toBe('Body hint');
      content().dispatchEvent(new FocusEvent('blur'));
      await stable();
      expect(host.querySelector('.va-input-error')?.textContent).toBe('Required');
      expect(host.querySelector('.va-input-hint')).toBeNull();
      expect(content().getAttribute('aria-required')).toBe('true');
    });

    it('shows a server (422) error under it', async () => {
      const unplaced = formHost.form().showErrors({ body: ['Too short for a post'] });
      await stable();
      expect(unplaced).toEqual({});
      const error = host.querySelector('.va-input-error')!;
      expect(error.textContent).toBe('Too short for a post');
      expect(content().getAttribute('aria-describedby')).toBe(error.id);
    });

    it('disabled: not editable, no command runs, value kept', async () => {
      formHost.disabled.set(true);
      await stable();
      expect(content().getAttribute('contenteditable')).toBe('false');
      expect(tools().every((button) => button.disabled)).toBe(true);
      tool('bold').click();
      await stable();
      expect(formHost.form().dirty()).toBe(false);
    });

    it('read-only: no toolbar, not editable, value still saved', async () => {
      formHost.readonly.set(true);
      await stable();
      expect(host.querySelector('[role="toolbar"]')).toBeNull();
      expect(content().getAttribute('contenteditable')).toBe('false');
      expect(content().getAttribute('aria-readonly')).toBe('true');
      expect(formHost.form().value()).toMatchObject({ body: 'First line\nsecond line\n\nNext' });
    });
  });

  describe('before the user goes into it', () => {
    let formHost: FormHost;

    beforeEach(async () => {
      formHost = await render(FormHost);
    });

    it('shows the value formatted in a labelled text box, without creating the editor', () => {
      expect(formHost.input().editor()).toBeNull();
      expect(content()).toBeNull();
      const box = view()!;
      expect(box.innerHTML).toContain('<p>First line<br>second line</p><p>Next</p>');
      expect(box.getAttribute('role')).toBe('textbox');
      expect(box.getAttribute('tabindex')).toBe('0');
      expect(host.querySelector(`#${box.getAttribute('aria-labelledby')}`)?.textContent).toContain(
        'Body',
      );
      expect(host.querySelector(`#${box.getAttribute('aria-describedby')}`)?.textContent).toBe(
        'Body hint',
      );
      expect(box.getAttribute('aria-busy')).toBeNull();
      expect(formHost.form().dirty()).toBe(false);
    });

    it('sanitises the value it shows', async () => {
      formHost.item.set({ id: 2, body: '<p onclick="alert(1)">Hi<script>alert(3)</script></p>' });
      await stable();
      expect(view()!.innerHTML).toContain('<p>Hi</p>');
      expect(view()!.querySelector('script, [onclick]')).toBeNull();
    });

    it('creates the editor with the value when the user goes in, and gives it the focus', async () => {
      await goIn();
      expect(view()).toBeNull();
      expect(content().innerHTML).toContain('<p>First line<br>second line</p><p>Next</p>');
      expect(host.ownerDocument.activeElement).toBe(content());
      expect(content().getAttribute('aria-labelledby')).toMatch(/-label$/);
      expect(formHost.form().dirty()).toBe(false);
    });

    it('fetches the code when the pointer comes over it, creating the editor only on the way in', async () => {
      const create = jest.spyOn(editorModule, 'createRichTextEditor');
      host.querySelector('va-rich-text-input')!.dispatchEvent(new Event('pointerenter'));
      await stable();
      expect(create).not.toHaveBeenCalled();
      expect(view()).not.toBeNull();
      view()!.dispatchEvent(new Event('pointerdown'));
      await stable();
      expect(create).toHaveBeenCalledTimes(1);
      expect(host.ownerDocument.activeElement).toBe(content());
      create.mockRestore();
    });

    it('read-only or disabled: keeps showing the value, creates no editor', async () => {
      formHost.readonly.set(true);
      await stable();
      await goIn();
      expect(formHost.input().editor()).toBeNull();
      expect(view()!.getAttribute('aria-readonly')).toBe('true');
      formHost.readonly.set(false);
      formHost.disabled.set(true);
      await stable();
      expect(view()!.getAttribute('tabindex')).toBeNull();
      expect(view()!.getAttribute('aria-disabled')).toBe('true');
      view()!.dispatchEvent(new Event('pointerdown'));
      await stable();
      expect(formHost.input().editor()).toBeNull();
    });
  });

  describe('loading the editor', () => {
    afterEach(() => jest.restoreAllMocks());

    it('shows why it failed, and loads on retry', async () => {
      const create = jest.spyOn(editorModule, 'createRichTextEditor').mockImplementationOnce(() => {
        throw new Error('chunk failed');
      });
      await render(PlainHost);
      await goIn();
      const status = host.querySelector('.va-rich-text-status')!;
      expect(status.getAttribute('role')).toBe('alert');
      expect(status.textContent).toContain('The editor could not be loaded: chunk failed');
      host.querySelector<HTMLButtonElement>('.va-rich-text-retry')!.click();
      await stable();
      expect(create).toHaveBeenCalledTimes(2);
      expect(host.querySelector('.va-rich-text-status')).toBeNull();
      expect(content().innerHTML).toContain('Hello <strong>world</strong>');
    });
  });
});
