import { ChangeDetectionStrategy, Component, inject, viewChild, type Type } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import {
  FormControl,
  FormGroup,
  FormsModule,
  ReactiveFormsModule,
  Validators,
  type ValidatorFn,
} from '@angular/forms';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import { AdminI18n } from '../../i18n/i18n';
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

/** Every input in a plain reactive form, bound by `formControlName` and by `[formControl]`. */

const INPUTS = [
  ReactiveFormsModule,
  VaTextInput,
  VaNumberInput,
  VaDateInput,
  VaPasswordInput,
  VaBooleanInput,
  VaSelectInput,
  VaRadioGroupInput,
  VaAutocompleteInput,
  VaArrayInput,
];

function createForm() {
  return new FormGroup({
    title: new FormControl<string | null>('Hello'),
    views: new FormControl<number | null>(12),
    publishedAt: new FormControl<string | null>('2024-03-05'),
    password: new FormControl<string | null>('secret'),
    published: new FormControl<boolean>(true, { nonNullable: true }),
    status: new FormControl<string | null>('draft'),
    kind: new FormControl<string | null>('news'),
    mood: new FormControl<string | null>('happy'),
    tags: new FormControl<string[]>(['red', 'blue'], { nonNullable: true }),
    links: new FormControl<{ url: string | null }[]>([{ url: 'https://a.example' }]),
  });
}
type Form = ReturnType<typeof createForm>;
type Name = keyof Form['controls'];

/** The options of the choice inputs, shared by both hosts. */
abstract class Choices {
  readonly form: Form = createForm();
  readonly statuses = ['draft', 'published'];
  readonly kinds = ['news', 'opinion'];
  readonly moods = ['happy', 'sad'];
  readonly colours = ['red', 'green', 'blue'];
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: INPUTS,
  template: `
    <form [formGroup]="form">
      <va-text-input id="text" formControlName="title" hint="Text hint" />
      <va-number-input id="number" formControlName="views" />
      <va-date-input id="date" formControlName="publishedAt" />
      <va-password-input id="password" formControlName="password" />
      <va-boolean-input id="boolean" formControlName="published" />
      <va-select-input id="select" formControlName="status" [choices]="statuses" />
      <va-radio-group-input id="radio" formControlName="kind" [choices]="kinds" />
      <va-autocomplete-input id="single" formControlName="mood" [choices]="moods" />
      <va-autocomplete-input id="chips" formControlName="tags" [choices]="colours" multiple />
      <va-array-input id="array" formControlName="links">
        <ng-template><va-text-input class="url" source="url" /></ng-template>
      </va-array-input>
    </form>
  `,
})
class NamedHost extends Choices {}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: INPUTS,
  template: `
    <va-text-input id="text" [formControl]="form.controls.title" hint="Text hint" />
    <va-number-input id="number" [formControl]="form.controls.views" />
    <va-date-input id="date" [formControl]="form.controls.publishedAt" />
    <va-password-input id="password" [formControl]="form.controls.password" />
    <va-boolean-input id="boolean" [formControl]="form.controls.published" />
    <va-select-input id="select" [formControl]="form.controls.status" [choices]="statuses" />
    <va-radio-group-input id="radio" [formControl]="form.controls.kind" [choices]="kinds" />
    <va-autocomplete-input id="single" [formControl]="form.controls.mood" [choices]="moods" />
    <va-autocomplete-input
      id="chips"
      [formControl]="form.controls.tags"
      [choices]="colours"
      multiple
    />
    <va-array-input id="array" [formControl]="form.controls.links">
      <ng-template><va-text-input class="url" source="url" /></ng-template>
    </va-array-input>
  `,
})
class DirectHost extends Choices {}

/** How one input is seen and used in the DOM. */
interface InputCase {
  readonly name: Name;
  /** What the input shows of its value. */
  readonly shown: (field: HTMLElement) => unknown;
  /** The shown initial value. */
  readonly initial: unknown;
  /** A value set on the control, and how it is shown. */
  readonly next: readonly [value: unknown, shown: unknown];
  /** What a user does to change the value, and the control's value then. */
  readonly edit: (field: HTMLElement) => Promise<void>;
  readonly edited: unknown;
  /** The element whose blur touches the input. */
  readonly leave: string;
  /** Whether the input looks disabled. */
  readonly disabled: (field: HTMLElement) => boolean;
  /** The validator the input shows as required, a value it refuses, and its required marker. */
  readonly requiredBy: ValidatorFn;
  readonly empty: unknown;
  readonly marked: (field: HTMLElement) => boolean;
}

let fixture: ComponentFixture<Choices>;
const stable = () => fixture.whenStable();
const overlay = () => TestBed.inject(OverlayContainer).getContainerElement();
const options = () => [...overlay().querySelectorAll<HTMLElement>('mat-option')];
const $ = <T extends Element = HTMLInputElement>(field: HTMLElement, selector: string) =>
  field.querySelector<T & Element>(selector)!;

async function type(element: HTMLInputElement, text: string) {
  element.value = text;
  element.dispatchEvent(new Event('input'));
  await stable();
}

const formFieldMarker = (field: HTMLElement) =>
  !!field.querySelector('.mat-mdc-form-field-required-marker');
const textLike = (name: Name, initial: unknown, next: [unknown, unknown]) =>
  ({
    name,
    shown: (field) => $(field, 'input').value,
    initial,
    next,
    leave: 'input',
    disabled: (field) => $(field, 'input').disabled,
    requiredBy: Validators.required,
    empty: null,
    marked: formFieldMarker,
  }) satisfies Partial<InputCase>;

const cases: [string, InputCase][] = [
  [
    'text',
    {
      ...textLike('title', 'Hello', ['Other', 'Other']),
      edit: (field) => type($(field, 'input'), 'Bonjour'),
      edited: 'Bonjour',
    },
  ],
  [
    'number',
    {
      ...textLike('views', '12', [7, '7']),
      edit: (field) => type($(field, 'input'), '42'),
      edited: 42,
    },
  ],
  [
    'date',
    {
      ...textLike('publishedAt', '3/5/2024', ['2025-12-31', '12/31/2025']),
      edit: (field) => type($(field, 'input'), '4/1/2024'),
      edited: '2024-04-01',
    },
  ],
  [
    'password',
    {
      ...textLike('password', 'secret', ['other', 'other']),
      edit: (field) => type($(field, 'input'), 'longer secret'),
      edited: 'longer secret',
    },
  ],
  [
    'boolean',
    {
      name: 'published',
      shown: (field) => $(field, '[role="switch"]').getAttribute('aria-checked'),
      initial: 'true',
      next: [false, 'false'],
      edit: async (field) => {
        $<HTMLButtonElement>(field, '[role="switch"]').click();
        await stable();
      },
      edited: false,
      leave: '[role="switch"]',
      disabled: (field) => $<HTMLButtonElement>(field, '[role="switch"]').disabled,
      requiredBy: Validators.requiredTrue,
      empty: false,
      marked: (field) => $(field, '[role="switch"]').getAttribute('aria-required') === 'true',
    },
  ],
  [
    'select',
    {
      name: 'status',
      shown: (field) => $(field, '.mat-mdc-select-value').textContent?.trim(),
      initial: 'draft',
      next: ['published', 'published'],
      edit: async (field) => {
        $<HTMLElement>(field, '.mat-mdc-select-trigger').click();
        await stable();
        options()
          .find((option) => option.textContent?.trim() === 'published')!
          .click();
        await stable();
      },
      edited: 'published',
      leave: 'mat-select',
      disabled: (field) => $(field, 'mat-select').getAttribute('aria-disabled') === 'true',
      requiredBy: Validators.required,
      empty: null,
      marked: formFieldMarker,
    },
  ],
  [
    'radio',
    {
      name: 'kind',
      shown: (field) =>
        [...field.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.checked),
      initial: [true, false],
      next: ['opinion', [false, true]],
      edit: async (field) => {
        field.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1].click();
        await stable();
      },
      edited: 'opinion',
      leave: 'input[type="radio"]',
      disabled: (field) =>
        [...field.querySelectorAll<HTMLInputElement>('input[type="radio"]')].every(
          (radio) => radio.disabled,
        ),
      requiredBy: Validators.required,
      empty: null,
      marked: (field) => !!$(field, '.va-input-label').textContent?.trim().endsWith('*'),
    },
  ],
  [
    'single',
    {
      ...textLike('mood', 'happy', ['sad', 'sad']),
      edit: async (field) => {
        const input = $(field, 'input');
        input.dispatchEvent(new Event('focusin'));
        input.dispatchEvent(new Event('focus'));
        await type(input, 'sa');
        options()[0].click();
        await stable();
      },
      edited: 'sad',
    },
  ],
  [
    'chips',
    {
      name: 'tags',
      shown: (field) =>
        [...field.querySelectorAll('mat-chip-row')].map((chip) => chip.textContent?.trim()),
      initial: ['red', 'blue'],
      next: [['green'], ['green']],
      edit: async (field) => {
        $<HTMLButtonElement>(field, 'mat-chip-row button[matChipRemove]').click();
        await stable();
      },
      edited: ['blue'],
      leave: 'input.va-autocomplete-text',
      disabled: (field) => $(field, 'input.va-autocomplete-text').disabled,
      requiredBy: Validators.required,
      empty: [],
      marked: formFieldMarker,
    },
  ],
  [
    'array',
    {
      name: 'links',
      shown: (field) =>
        [...field.querySelectorAll<HTMLInputElement>('.url input')].map((i) => i.value),
      initial: ['https://a.example'],
      next: [
        [{ url: 'https://b.example' }, { url: 'https://c.example' }],
        ['https://b.example', 'https://c.example'],
      ],
      edit: async (field) => {
        await type($(field, '.url input'), 'https://z.example');
        $<HTMLButtonElement>(field, '.va-array-add').click();
        await stable();
      },
      edited: [{ url: 'https://z.example' }, { url: null }],
      leave: '.url input',
      disabled: (field) => $(field, '.url input').disabled && !field.querySelector('.va-array-add'),
      requiredBy: Validators.required,
      empty: [],
      marked: (field) => !!$(field, 'legend').textContent?.trim().endsWith('*'),
    },
  ],
];

const hosts: [string, Type<Choices>][] = [
  ['formControlName', NamedHost],
  ['[formControl]', DirectHost],
];

describe.each(hosts)('inputs bound with %s in a plain reactive form', (_, host) => {
  let element: HTMLElement;
  const field = (id: string) => element.querySelector<HTMLElement>(`#${id}`)!;
  const control = (name: Name) => fixture.componentInstance.form.controls[name];
  const errorText = (id: string) =>
    field(id).querySelector('mat-error, .va-input-error')?.textContent?.trim() ?? '';

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    fixture = TestBed.createComponent(host);
    element = fixture.nativeElement;
    await stable();
  });

  afterEach(() => TestBed.inject(OverlayContainer).ngOnDestroy());

  it.each(cases)('%s shows the control value, and the values set on it', async (id, c) => {
    expect(c.shown(field(id))).toEqual(c.initial);
    control(c.name).setValue(c.next[0] as never);
    await stable();
    expect(c.shown(field(id))).toEqual(c.next[1]);
    expect(control(c.name).dirty).toBe(false);
  });

  it.each(cases)('%s puts what the user does into the control', async (id, c) => {
    expect(control(c.name).dirty).toBe(false);
    await c.edit(field(id));
    expect(control(c.name).value).toEqual(c.edited);
    expect(control(c.name).dirty).toBe(true);
    // The other controls are left as they were.
    const others = Object.entries(fixture.componentInstance.form.controls).filter(
      ([name]) => name !== c.name,
    );
    expect(others.filter(([, other]) => other.dirty).map(([name]) => name)).toEqual([]);
  });

  it.each(cases)('%s marks the control touched when left', async (id, c) => {
    expect(control(c.name).touched).toBe(false);
    const target = $<HTMLElement>(field(id), c.leave);
    target.focus();
    await stable();
    target.blur();
    target.dispatchEvent(new Event('blur'));
    await stable();
    expect(control(c.name).touched).toBe(true);
  });

  it.each(cases)('%s is disabled with its control, and enabled again', async (id, c) => {
    expect(c.disabled(field(id))).toBe(false);
    control(c.name).disable();
    await stable();
    expect(c.disabled(field(id))).toBe(true);
    control(c.name).enable();
    await stable();
    expect(c.disabled(field(id))).toBe(false);
  });

  it.each(cases)('%s shows a required validator: marker, then "Required"', async (id, c) => {
    expect(c.marked(field(id))).toBe(false);
    control(c.name).addValidators(c.requiredBy);
    control(c.name).setValue(c.empty as never);
    await stable();
    expect(c.marked(field(id))).toBe(true);
    expect(control(c.name).invalid).toBe(true);
    // Not before the user has been there.
    expect(errorText(id)).toBe('');
    control(c.name).markAsTouched();
    await stable();
    expect(errorText(id)).toBe('Required');
    TestBed.inject(AdminI18n).setLocale('fr');
    await stable();
    expect(errorText(id)).toBe('Obligatoire');
  });

  it.each(cases)('%s shows a server error set on the control', async (id, c) => {
    control(c.name).setErrors({ server: 'Rejected by the server' });
    await stable();
    expect(errorText(id)).toBe('Rejected by the server');
    // Editing clears it (the control is validated again).
    await c.edit(field(id));
    expect(errorText(id)).toBe('');
    expect(control(c.name).valid).toBe(true);
  });

  it('labels inputs from the control name (formControlName) or their label', () => {
    const label = (id: string) => field(id).querySelector('mat-label')?.textContent?.trim();
    if (host === NamedHost) {
      expect(label('date')).toBe('Published at');
      expect(field('array').querySelector('legend')?.textContent?.trim()).toBe('Links');
    }
    expect(field('text').querySelector('mat-hint')?.textContent?.trim()).toBe('Text hint');
  });
});

describe('input validators in a plain reactive form', () => {
  @Component({
    changeDetection: ChangeDetectionStrategy.OnPush,
    imports: INPUTS,
    template: `
      <form [formGroup]="form">
        <va-text-input id="title" formControlName="title" required maxLength="5" />
        <va-number-input id="views" formControlName="views" min="10" />
        <va-date-input id="day" formControlName="day" min="2020-01-01" />
        <va-array-input id="links" formControlName="links">
          <ng-template><va-text-input class="url" source="url" required /></ng-template>
        </va-array-input>
      </form>
    `,
  })
  class Host {
    readonly form = new FormGroup({
      title: new FormControl<string | null>('Hi'),
      views: new FormControl<number | null>(12),
      day: new FormControl<string | null>('2024-03-05'),
      links: new FormControl<{ url: string | null }[]>([{ url: 'https://a.example' }]),
    });
  }

  let host: ComponentFixture<Host>;
  const field = (id: string) => host.nativeElement.querySelector(`#${id}`) as HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    host = TestBed.createComponent(Host);
    await host.whenStable();
  });

  async function typeIn(input: HTMLInputElement, text: string) {
    input.value = text;
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('blur'));
    await host.whenStable();
  }

  it("adds the input's own validators (required, maxLength, min, the datepicker's) to the control", async () => {
    const { form } = host.componentInstance;
    expect(form.valid).toBe(true);
    await typeIn(field('title').querySelector('input')!, '');
    expect(form.controls.title.errors).toEqual({ required: true });
    expect(field('title').querySelector('mat-error')?.textContent?.trim()).toBe('Required');
    expect(field('title').querySelector('.mat-mdc-form-field-required-marker')).not.toBeNull();
    await typeIn(field('title').querySelector('input')!, 'Much too long');
    expect(form.controls.title.hasError('maxlength')).toBe(true);
    await typeIn(field('views').querySelector('input')!, '5');
    expect(form.controls.views.value).toBe(5);
    expect(form.controls.views.hasError('min')).toBe(true);
    await typeIn(field('day').querySelector('input')!, 'not a date');
    expect(form.controls.day.hasError('matDatepickerParse')).toBe(true);
    expect(field('day').querySelector('mat-error')?.textContent?.trim()).toBe('Enter a valid date');
    await typeIn(field('day').querySelector('input')!, '6/30/2019');
    expect(form.controls.day.hasError('matDatepickerMin')).toBe(true);
    expect(form.invalid).toBe(true);
  });

  it('makes the array control invalid while one of its items is', async () => {
    const { form } = host.componentInstance;
    const url = field('links').querySelector<HTMLInputElement>('.url input')!;
    await typeIn(url, '');
    expect(form.controls.links.value).toEqual([{ url: '' }]);
    expect(form.controls.links.invalid).toBe(true);
    expect(field('links').querySelector('.url mat-error')?.textContent?.trim()).toBe('Required');
    // The items show their own errors; the array adds none.
    expect(field('links').querySelector(':scope > fieldset > .va-input-error')).toBeNull();
    // A new empty item is invalid at once, before anyone touches it.
    await typeIn(url, 'https://a.example');
    expect(form.controls.links.valid).toBe(true);
    field('links').querySelector<HTMLButtonElement>('.va-array-add')!.click();
    await host.whenStable();
    expect(form.controls.links.invalid).toBe(true);
    // Submitting the form shows the items' errors.
    host.nativeElement.querySelector('form').dispatchEvent(new Event('submit'));
    await host.whenStable();
    const errors = [...field('links').querySelectorAll('.url')].map((item) =>
      item.querySelector('mat-error')?.textContent?.trim(),
    );
    expect(errors).toEqual([undefined, 'Required']);
    // reset() rebuilds the items from the value; the array is pristine and untouched again.
    form.reset({ links: [{ url: 'https://r.example' }] });
    await host.whenStable();
    const urls = [...field('links').querySelectorAll<HTMLInputElement>('.url input')];
    expect(urls.map((input) => input.value)).toEqual(['https://r.example']);
    expect(form.controls.links.pristine).toBe(true);
    expect(form.controls.links.touched).toBe(false);
    expect(form.controls.links.valid).toBe(true);
  });
});

describe('reference inputs in a plain reactive form', () => {
  @Component({
    changeDetection: ChangeDetectionStrategy.OnPush,
    imports: [ReactiveFormsModule, VaSelectInput, VaRadioGroupInput, VaAutocompleteInput],
    template: `
      <form [formGroup]="form">
        <va-select-input id="user" formControlName="userId" reference="users" />
        <va-radio-group-input id="owner" formControlName="ownerId" reference="users" />
        <va-autocomplete-input id="editor" formControlName="editorId" reference="users" />
      </form>
    `,
  })
  class Host {
    readonly form = new FormGroup({
      userId: new FormControl<number | null>(2),
      ownerId: new FormControl<number | null>(1),
      editorId: new FormControl<number | null>(2),
    });
  }

  it('loads their options from the resource and puts the chosen id into the control', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [{ name: 'users', label: 'name', autocompleteFields: ['name'] }],
          canAccess: () => true,
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const host = TestBed.createComponent(Host);
    await host.whenStable();
    const users = [
      { id: 1, name: 'Alice' },
      { id: 2, name: 'Bob' },
    ];
    // The page of each select / radio group, then the look-up of the autocomplete's value.
    for (let round = 0; round < 3; round++) {
      for (const request of http.match((r) => r.url === '/api/users')) {
        const ids = request.request.params.getAll('id');
        if (ids) request.flush(users.filter((user) => ids.includes(String(user.id))));
        else request.flush(users, { headers: { 'X-Total-Count': '2' } });
      }
      await host.whenStable();
    }
    const element = host.nativeElement as HTMLElement;
    expect(element.querySelector('#user .mat-mdc-select-value')?.textContent?.trim()).toBe('Bob');
    expect(element.querySelector<HTMLInputElement>('#editor input')!.value).toBe('Bob');
    const radios = [...element.querySelectorAll<HTMLInputElement>('#owner input[type="radio"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    radios[1].click();
    await host.whenStable();
    expect(host.componentInstance.form.value.ownerId).toBe(2);
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });
});

describe('inputs with ngModel and without a form', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
  });

  it('binds a template-driven ngModel', async () => {
    @Component({
      changeDetection: ChangeDetectionStrategy.OnPush,
      imports: [FormsModule, VaNumberInput],
      template: `<va-number-input label="Views" [(ngModel)]="views" />`,
    })
    class Host {
      views = 3;
    }
    const host = TestBed.createComponent(Host);
    await host.whenStable();
    const input = (host.nativeElement as HTMLElement).querySelector('input')!;
    expect(input.value).toBe('3');
    input.value = '8';
    input.dispatchEvent(new Event('input'));
    await host.whenStable();
    expect(host.componentInstance.views).toBe(8);
  });

  it('names an input that has no form to bind to', () => {
    @Component({
      changeDetection: ChangeDetectionStrategy.OnPush,
      imports: [VaTextInput],
      template: `<va-text-input source="title" />`,
    })
    class Lost {}
    expect(() => TestBed.createComponent(Lost)).toThrow(
      '<va-text-input> needs a form: put it inside <va-form> with source="<property>", or bind it ' +
        'to a form control with formControlName, [formControl] or ngModel',
    );
  });
});

describe('inputs inside <va-form>, bound through the same accessor', () => {
  @Component({
    changeDetection: ChangeDetectionStrategy.OnPush,
    imports: [VaForm, VaTextInput, VaDateInput, VaArrayInput],
    template: `
      <va-form [resource]="resource" [item]="item" mode="edit">
        <va-text-input id="title" source="title" required />
        <va-date-input id="day" source="day" />
        <va-array-input id="links" source="links">
          <ng-template><va-text-input class="url" source="url" required /></ng-template>
        </va-array-input>
      </va-form>
    `,
  })
  class Host {
    readonly resource = inject(ADMIN_CONFIG).resources[0];
    readonly item = { id: 1, title: 'Hello', day: '2024-03-05', links: [{ url: 'https://a' }] };
    readonly form = viewChild.required(VaForm);
  }

  let host: ComponentFixture<Host>;
  const element = () => host.nativeElement as HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    host = TestBed.createComponent(Host);
    await host.whenStable();
  });

  it('registers, per input, a FormControl holding the record value, bound both ways', async () => {
    const { controls } = host.componentInstance.form().form;
    expect(Object.keys(controls)).toEqual(['title', 'day', 'links']);
    expect(controls['day']).toBeInstanceOf(FormControl);
    expect(controls['day'].value).toBe('2024-03-05');
    controls['day'].setValue('2025-12-31');
    await host.whenStable();
    expect(element().querySelector<HTMLInputElement>('#day input')!.value).toBe('12/31/2025');
    const title = element().querySelector<HTMLInputElement>('#title input')!;
    title.value = 'Bonjour';
    title.dispatchEvent(new Event('input'));
    await host.whenStable();
    expect(controls['title'].value).toBe('Bonjour');
    expect(controls['title'].dirty).toBe(true);
  });

  it('reaches array items added after the array was touched when saving', async () => {
    const form = host.componentInstance.form();
    const url = element().querySelector<HTMLInputElement>('.url input')!;
    url.dispatchEvent(new Event('blur'));
    element().querySelector<HTMLButtonElement>('.va-array-add')!.click();
    await host.whenStable();
    expect(form.form.controls['links'].touched).toBe(true);
    const errors = () =>
      [...element().querySelectorAll('.url')].map((item) =>
        item.querySelector('mat-error')?.textContent?.trim(),
      );
    // The new item is not touched yet: no error.
    expect(errors()).toEqual([undefined, undefined]);
    expect(await form.save()).toBe(false);
    await host.whenStable();
    expect(errors()).toEqual([undefined, 'Required']);
  });
});
