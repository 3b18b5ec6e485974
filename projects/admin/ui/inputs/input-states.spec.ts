import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminRecord } from 'admin/core';
import { VaForm } from '../form/va-form';
import { VaArrayInput } from './va-array-input';
import { VaAutocompleteInput } from './va-autocomplete-input';
import { VaBooleanInput } from './va-boolean-input';
import { VaDateInput } from './va-date-input';
import { VaNumberInput } from './va-number-input';
import { VaPasswordInput } from './va-password-input';
import { VaRadioGroupInput } from './va-radio-group-input';
import { VaSelectInput } from './va-select-input';
import { VaTextInput } from './va-text-input';

/** Hints, required, server errors, disabled and read-only states of every input, table-driven. */

const post: AdminRecord = {
  id: 1,
  title: 'Hello',
  views: 12,
  publishedAt: '2024-03-05',
  published: true,
  password: 'secret',
  status: 'draft',
  kind: 'news',
  mood: 'happy',
  tags: ['red', 'blue'],
  links: [{ url: 'https://example.com' }],
};

/** The record's values, as every input gives them back. */
const saved = { ...post };

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    VaForm,
    VaTextInput,
    VaNumberInput,
    VaDateInput,
    VaBooleanInput,
    VaPasswordInput,
    VaSelectInput,
    VaRadioGroupInput,
    VaAutocompleteInput,
    VaArrayInput,
  ],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-text-input id="text" source="title" hint="Text hint" />
      <va-number-input
        id="number"
        source="views"
        hint="Number hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-date-input
        id="date"
        source="publishedAt"
        hint="Date hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-boolean-input
        id="boolean"
        source="published"
        hint="Boolean hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-password-input
        id="password"
        source="password"
        hint="Password hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-select-input
        id="select"
        source="status"
        [choices]="statuses"
        required
        hint="Select hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-radio-group-input
        id="radio"
        source="kind"
        [choices]="kinds"
        required
        hint="Radio hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-autocomplete-input
        id="single"
        source="mood"
        [choices]="moods"
        required
        hint="Autocomplete hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-autocomplete-input
        id="chips"
        source="tags"
        [choices]="colours"
        multiple
        required
        hint="Chips hint"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-array-input id="array" source="links" hint="Array hint">
        <ng-template><va-text-input source="url" /></ng-template>
      </va-array-input>
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord>(post);
  readonly disabled = signal(false);
  readonly readonly = signal(false);
  readonly statuses = ['draft', 'published'];
  readonly kinds = ['news', 'opinion'];
  readonly moods = ['happy', 'sad'];
  readonly colours = ['red', 'green', 'blue'];
  readonly form = viewChild.required(VaForm);
}

describe('input states', () => {
  let fixture: ComponentFixture<Host>;
  let host: HTMLElement;
  let overlay: HTMLElement;

  const field = (id: string) => host.querySelector<HTMLElement>(`#${id}`)!;
  const $ = <T extends Element = HTMLInputElement>(id: string, selector: string) =>
    field(id).querySelector<T & Element>(selector)!;
  const hintText = (id: string) =>
    field(id).querySelector('mat-hint, .va-input-hint')?.textContent?.trim() ?? '';
  const errorText = (id: string) =>
    field(id).querySelector('mat-error, .va-input-error')?.textContent?.trim() ?? '';
  const openOptions = () => overlay.querySelectorAll('mat-option').length;

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts', label: 'title' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
    fixture = TestBed.createComponent(Host);
    host = fixture.nativeElement;
    await fixture.whenStable();
  });

  afterEach(() => TestBed.inject(OverlayContainer).ngOnDestroy());

  describe('hints', () => {
    /** Input, its hint, and the element that assistive technologies announce it with. */
    const cases: [string, string, string][] = [
      ['text', 'Text hint', 'input'],
      ['number', 'Number hint', 'input'],
      ['date', 'Date hint', 'input'],
      ['boolean', 'Boolean hint', 'button[role="switch"]'],
      ['password', 'Password hint', 'input'],
      ['select', 'Select hint', 'mat-select'],
      ['radio', 'Radio hint', 'mat-radio-group'],
      ['single', 'Autocomplete hint', 'input'],
      ['chips', 'Chips hint', 'input.va-autocomplete-text'],
      ['array', 'Array hint', 'fieldset'],
    ];

    it.each(cases)('%s shows its hint and is described by it', (id, hint, described) => {
      expect(hintText(id)).toBe(hint);
      const hintId = field(id).querySelector('mat-hint, .va-input-hint')!.id;
      expect(hintId).not.toBe('');
      const describedBy = $<HTMLElement>(id, described).getAttribute('aria-describedby') ?? '';
      expect(describedBy.split(' ')).toContain(hintId);
    });
  });

  describe('choices: required and server errors', () => {
    /** Input, its source, and the element the user leaves (blur) to touch it. */
    const cases: [string, string, string][] = [
      ['select', 'status', 'mat-select'],
      ['radio', 'kind', 'input[type="radio"]'],
      ['single', 'mood', 'input'],
      ['chips', 'tags', 'input.va-autocomplete-text'],
    ];

    it.each(cases)(
      '%s shows "Required" once touched, in place of its hint',
      async (id, _, leave) => {
        fixture.componentInstance.item.set({ id: 1 });
        await fixture.whenStable();
        expect(fixture.componentInstance.form().form.invalid).toBe(true);
        expect(errorText(id)).toBe('');
        const element = $<HTMLElement>(id, leave);
        element.focus();
        await fixture.whenStable();
        element.blur();
        element.dispatchEvent(new Event('blur'));
        await fixture.whenStable();
        expect(errorText(id)).toBe('Required');
        expect(hintText(id)).toBe('');
      },
    );

    it.each(cases)('%s shows a server (422) error under it', async (id, source) => {
      expect(errorText(id)).toBe('');
      const unplaced = fixture.componentInstance
        .form()
        .showErrors({ [source]: ['Rejected by the server'] });
      await fixture.whenStable();
      expect(unplaced).toEqual({});
      expect(errorText(id)).toBe('Rejected by the server');
      expect(hintText(id)).toBe('');
    });
  });

  describe('disabled and read-only', () => {
    interface StateCase {
      /** DOM checks when disabled. */
      readonly disabled: (id: string) => void;
      /** DOM checks when read-only. */
      readonly readonly: (id: string) => void;
      /** What a user would try (click, keys, focus); it must change nothing. */
      readonly interact?: (id: string) => Promise<void> | void;
    }

    const textLike: StateCase = {
      disabled: (id) => expect($(id, 'input').disabled).toBe(true),
      readonly: (id) => {
        expect($(id, 'input').readOnly).toBe(true);
        expect($(id, 'input').disabled).toBe(false);
      },
    };
    const focusShowsNoOptions = async (id: string) => {
      const input = $(id, 'input.va-autocomplete-text');
      input.dispatchEvent(new Event('focusin'));
      input.dispatchEvent(new Event('focus'));
      await fixture.whenStable();
      expect(openOptions()).toBe(0);
    };

    const cases: [string, StateCase][] = [
      ['number', textLike],
      [
        'date',
        {
          disabled: (id) => {
            textLike.disabled(id);
            expect($<HTMLButtonElement>(id, 'mat-datepicker-toggle button').disabled).toBe(true);
          },
          readonly: (id) => {
            textLike.readonly(id);
            expect(field(id).querySelector('mat-datepicker-toggle')).toBeNull();
          },
        },
      ],
      [
        'password',
        {
          disabled: (id) => {
            textLike.disabled(id);
            expect($<HTMLButtonElement>(id, '.va-password-toggle').disabled).toBe(true);
          },
          readonly: textLike.readonly,
        },
      ],
      [
        'boolean',
        {
          disabled: (id) => expect($<HTMLButtonElement>(id, '[role="switch"]').disabled).toBe(true),
          readonly: (id) => expect($<HTMLButtonElement>(id, '[role="switch"]').disabled).toBe(true),
          interact: (id) => $<HTMLButtonElement>(id, '[role="switch"]').click(),
        },
      ],
      [
        'select',
        {
          disabled: (id) => expect($(id, 'mat-select').getAttribute('aria-disabled')).toBe('true'),
          readonly: (id) => expect($(id, 'mat-select').getAttribute('aria-disabled')).toBe('true'),
          interact: async (id) => {
            $<HTMLElement>(id, '.mat-mdc-select-trigger').click();
            await fixture.whenStable();
            expect(openOptions()).toBe(0);
          },
        },
      ],
      [
        'radio',
        {
          disabled: (id) => {
            const radios = [...field(id).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
            expect(radios.map((radio) => radio.disabled)).toEqual([true, true]);
          },
          readonly: (id) => {
            const radios = [...field(id).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
            expect(radios.map((radio) => radio.disabled)).toEqual([true, true]);
          },
          interact: (id) => field(id).querySelectorAll<HTMLInputElement>('input')[1].click(),
        },
      ],
      [
        'single',
        {
          disabled: textLike.disabled,
          readonly: textLike.readonly,
          interact: focusShowsNoOptions,
        },
      ],
      [
        'chips',
        {
          disabled: (id) => {
            expect($(id, 'input.va-autocomplete-text').disabled).toBe(true);
            expect(field(id).querySelector('[matChipRemove]')).toBeNull();
          },
          readonly: (id) => {
            expect($(id, 'input.va-autocomplete-text').readOnly).toBe(true);
            expect($(id, 'mat-chip-grid').getAttribute('aria-readonly')).toBe('true');
            expect(field(id).querySelector('[matChipRemove]')).toBeNull();
          },
          interact: async (id) => {
            // Delete on a chip removes it when editable.
            const remove = new KeyboardEvent('keydown', { key: 'Delete', bubbles: true });
            Object.defineProperty(remove, 'keyCode', { value: 46 });
            $<HTMLElement>(id, 'mat-chip-row .mdc-evolution-chip__action--primary').dispatchEvent(
              remove,
            );
            await fixture.whenStable();
            await focusShowsNoOptions(id);
          },
        },
      ],
    ];

    async function expectUnchanged(id: string, state: StateCase) {
      await state.interact?.(id);
      await fixture.whenStable();
      const form = fixture.componentInstance.form();
      expect(form.dirty()).toBe(false);
      // The values are still saved.
      expect(form.value()).toEqual(saved);
    }

    it.each(cases)('%s disabled: no interaction, value kept', async (id, state) => {
      fixture.componentInstance.disabled.set(true);
      await fixture.whenStable();
      state.disabled(id);
      await expectUnchanged(id, state);
    });

    it.each(cases)('%s read-only: no interaction, value kept', async (id, state) => {
      fixture.componentInstance.readonly.set(true);
      await fixture.whenStable();
      state.readonly(id);
      await expectUnchanged(id, state);
    });

    it('the same interactions change editable inputs (so the checks above can fail)', async () => {
      const form = fixture.componentInstance.form();
      $<HTMLButtonElement>('boolean', '[role="switch"]').click();
      field('radio').querySelectorAll<HTMLInputElement>('input')[1].click();
      const remove = new KeyboardEvent('keydown', { key: 'Delete', bubbles: true });
      Object.defineProperty(remove, 'keyCode', { value: 46 });
      $<HTMLElement>('chips', 'mat-chip-row .mdc-evolution-chip__action--primary').dispatchEvent(
        remove,
      );
      await fixture.whenStable();
      expect(form.value()).toMatchObject({ published: false, kind: 'opinion', tags: ['blue'] });
      $<HTMLElement>('select', '.mat-mdc-select-trigger').click();
      await fixture.whenStable();
      expect(openOptions()).toBe(2);
    });
  });
});
