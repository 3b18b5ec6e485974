import {
  DestroyRef,
  Directive,
  ElementRef,
  booleanAttribute,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
  type AfterContentChecked,
  type AfterViewInit,
  type OnInit,
  type Provider,
} from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import {
  FormControl,
  FormGroupDirective,
  NG_VALIDATORS,
  NgControl,
  NgForm,
  PristineChangeEvent,
  StatusChangeEvent,
  TouchedChangeEvent,
  ValueChangeEvent,
  Validators,
  type AbstractControl,
  type ControlValueAccessor,
  type ValidationErrors,
  type ValidatorFn,
} from '@angular/forms';
import type { ErrorStateMatcher } from '@angular/material/core';
import type { Subscription } from 'rxjs';

import { AdminI18n } from 'admin/i18n';
import { humanizeSource, type FormFieldState, type InputRegistration } from 'admin/controllers';
import { VA_FORM_CONTAINER, type VaFormContainer } from '../form/form-container';
import { validationMessage } from './validation-messages';
import { INVALID_ITEMS_ERROR, VaInputValidator } from './input-validator';

let nextId = 0;

/** The providers every input component declares (its validator, for reactive forms). */
export const VA_INPUT_PROVIDERS: Provider[] = [
  VaInputValidator,
  { provide: NG_VALIDATORS, useExisting: VaInputValidator, multi: true },
];

/**
 * The control an input creates for `<va-form>`: `markAllAsTouched()` (on save) also reaches the
 * input's own items (array groups), as it would if they were its children.
 */
class VaOwnControl extends FormControl<unknown> {
  allTouched: () => void = () => undefined;

  override markAllAsTouched(opts?: { emitEvent?: boolean }): void {
    super.markAllAsTouched(opts);
    this.allTouched();
  }
}

/** Whether `value` is a plain object (a JSON object, `Object.create(null)`), compared by content. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Equal record values: primitives, dates (same time), arrays and plain objects, deeply. Other
 * objects are the same only when identical: two `File`s have no own keys, yet choosing another
 * file is a change.
 */
function sameRecordValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameRecordValue(item, b[i]))
    );
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (!isPlainObject(a) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every((key) => key in y && sameRecordValue(x[key], y[key]))
  );
}

/**
 * What every input shares: `source`, `label` (default the message
 * `resources.<name>.fields.<source>`, else the humanised source), `hint`, `required`, `disabled`,
 * `readonly`, extra `validators`, and the localised message of its first error once touched.
 *
 * Every input is a `ControlValueAccessor` whose value is the record's value (an ISO date, a number,
 * an array of ids...). It is bound either
 * - by Angular forms: `formControlName`, `[formControl]` or `ngModel` on the input (it injects that
 *   `NgControl` and becomes its value accessor, and reads the control's `required` validator, errors,
 *   touched and disabled states), or
 * - by the enclosing `<va-form>` (or `<va-array-input>` group), through `source`: the input creates
 *   a `FormControl`, binds itself to it as Angular's directives do, and registers it (DI).
 *
 * Inside, the Material control edits a view control (`control`) holding the view's value (a `Date`,
 * a string...); the input converts between the two (`fromRecord`, `toRecord`).
 */
@Directive({
  // The edited property on the element: tests (admin/testing's harnesses) find an input by it.
  host: {
    '[attr.data-source]': 'name() || null',
    // Field permissions: an input of a field hidden from the user is not on the page at all.
    '[style.display]': "fieldState() === 'hidden' ? 'none' : null",
  },
})
export abstract class VaInput<C extends AbstractControl = AbstractControl>
  implements OnInit, AfterContentChecked, AfterViewInit, ControlValueAccessor
{
  /**
   * The record property edited inside `<va-form>`; may be a path (`author.name`). Read once, on
   * init. Not needed with `formControlName` (whose name then gives the default label).
   */
  readonly source = input<string>();
  readonly label = input<string>();
  readonly hint = input<string>();
  readonly required = input(false, { transform: booleanAttribute });
  readonly disabled = input(false, { transform: booleanAttribute });
  readonly readonly = input(false, { transform: booleanAttribute });
  /** Extra validators; their errors show the error's value when it is a string. */
  readonly validators = input<ValidatorFn | readonly ValidatorFn[]>();

  protected readonly i18n = inject(AdminI18n);
  /** The input's element name (`va-text-input`), for error messages. */
  protected readonly tagName =
    inject<ElementRef<Element>>(ElementRef).nativeElement.tagName.toLowerCase();
  /** `formControlName`, `[formControl]` or `ngModel` on the input, when bound by Angular forms. */
  protected readonly ngControl = inject(NgControl, { self: true, optional: true });
  /** The `<va-form>` (or array group) the input registers with; null when bound by Angular forms. */
  protected readonly container: VaFormContainer | null = this.ngControl
    ? null
    : inject(VA_FORM_CONTAINER, { optional: true });
  protected readonly destroyRef = inject(DestroyRef);
  private readonly validator =
    inject(VaInputValidator, { self: true, optional: true }) ?? new VaInputValidator();
  /** The view control the Material control edits, typed by the input (`FormControl<Date | null>`...). */
  readonly control: C = this.createControl();
  /** The control created for `<va-form>` (null when bound by Angular forms). */
  private readonly ownControl = this.ngControl ? null : new VaOwnControl(null);
  /** The `[formGroup]` or `ngForm` around the input: once submitted, errors show. */
  private readonly parentForm =
    inject(FormGroupDirective, { optional: true }) ?? inject(NgForm, { optional: true });
  /** The form control bound: the `NgControl`'s once set up, or `ownControl`. */
  private bound: AbstractControl | null = null;
  private boundEvents?: Subscription;
  /** Unique id prefix for ARIA references. */
  protected readonly uid = `va-input-${++nextId}`;
  /** Bumped on every event of the form control and of the view control. */
  private readonly changes = signal(0);
  /** Disabled through the form control (`control.disable()`). */
  private readonly controlDisabled = signal(false);
  /** Set while the input changes its view control itself (no change to report). */
  private quiet = false;
  /** The record value last written or reported. */
  private lastValue: unknown = null;
  private onChange: (value: unknown) => void = () => undefined;
  private onTouched: () => void = () => undefined;

  /** The name of the edited value: `source`, else the `formControlName`. */
  protected readonly name = computed(() => {
    const source = this.source();
    if (source !== undefined) return source;
    const name = this.ngControl?.name;
    return name === null || name === undefined ? '' : String(name);
  });
  /**
   * What the user may do with the field (field permissions, through the form's
   * `FormController.fieldState`): `hidden` leaves the input off the page, `readOnly` shows its
   * value in a disabled control labelled read-only, out of validation and never sent.
   */
  readonly fieldState = computed<FormFieldState>(() => {
    const source = this.source();
    return source === undefined ? 'editable' : (this.container?.field?.(source) ?? 'editable');
  });
  /** The label shown ("Views (read-only)" for a field the user may not write). */
  readonly fieldLabel = computed(() => {
    const label = this.ownLabel();
    return this.fieldState() === 'readOnly'
      ? this.i18n.t('admin.form.readOnlyField', { label })
      : label;
  });
  private readonly ownLabel = computed(() => {
    const label = this.label();
    if (label) return label;
    const resource = this.container?.resource();
    if (resource) {
      const key = `resources.${resource.name}.fields.${this.container!.path}${this.name()}`;
      if (this.i18n.has(key)) return this.i18n.t(key);
    }
    return humanizeSource(this.name());
  });
  /** Read-only, by itself, through its form, or for the user (field permissions). */
  readonly isReadonly = computed(
    () => this.readonly() || !!this.container?.readonly() || this.fieldState() !== 'editable',
  );
  /**
   * Disabled by itself or through its `<va-form>`; a field the user may not write too (a disabled
   * form control is out of the form's validation).
   */
  private readonly ownDisabled = computed(
    () => this.disabled() || !!this.container?.disabled() || this.fieldState() !== 'editable',
  );
  /** Disabled, by itself, through its `<va-form>` or through its form control. */
  readonly isDisabled = computed(() => this.ownDisabled() || this.controlDisabled());
  /** Required: `required`, or a `Validators.required` (`requiredTrue`) on the form control. */
  readonly isRequired = computed(() => {
    if (this.required()) return true;
    this.changes();
    const control = this.bound;
    return (
      !!control &&
      (control.hasValidator(Validators.required) || control.hasValidator(Validators.requiredTrue))
    );
  });
  /** The view control's value, as a signal. */
  readonly value = computed(() => {
    this.changes();
    return this.control.value as C['value'];
  });
  /**
   * Whether the errors are shown: the form control is invalid, and touched (or its form submitted,
   * or the error is the server's).
   */
  readonly showsError = computed(() => {
    this.changes();
    return this.errorShown();
  });
  /** The message of the first error shown; '' when none is. */
  readonly errorText = computed(() => {
    this.changes();
    if (!this.errorShown()) return '';
    const errors = { ...this.bound?.errors };
    delete errors[INVALID_ITEMS_ERROR];
    return validationMessage(this.i18n, errors);
  });
  /** The error state of the Material controls: the form control's, not the view control's. */
  protected readonly errorState: ErrorStateMatcher = {
    isErrorState: () => this.errorShown(),
  };

  private readonly allValidators = computed<ValidatorFn[]>(() => {
    const extra = this.validators();
    return [
      ...(this.required() ? [this.requiredValidator()] : []),
      ...this.ownValidators(),
      ...(extra ? [extra].flat() : []),
    ];
  });
  private readonly validate: ValidatorFn = (control): ValidationErrors | null =>
    untracked(() => Validators.compose(this.allValidators())?.(control) ?? null);

  constructor() {
    if (this.ngControl) this.ngControl.valueAccessor = this;
    else if (!this.container) {
      throw new Error(
        `<${this.tagName}> needs a form: put it inside <va-form> with source="<property>", or ` +
          'bind it to a form control with formControlName, [formControl] or ngModel',
      );
    }
    this.validator.errors = () => this.viewErrors();
    const control = this.control;
    control.addValidators(this.validate);
    control.events.pipe(takeUntilDestroyed()).subscribe((event) => {
      this.changes.update((n) => n + 1);
      if (this.quiet) return;
      if (event instanceof ValueChangeEvent) this.viewChanged();
      else if (event instanceof StatusChangeEvent) this.validator.refresh();
      else if (event instanceof TouchedChangeEvent && event.touched) this.onTouched();
    });
    this.parentForm?.ngSubmit
      .pipe(takeUntilDestroyed())
      .subscribe(() => this.changes.update((n) => n + 1));
    this.destroyRef.onDestroy(() => this.boundEvents?.unsubscribe());
    effect(() => {
      this.allValidators();
      untracked(() => {
        this.quietly(() => this.control.updateValueAndValidity());
        this.validator.refresh();
      });
    });
    // The view control is off when the input is disabled (or read-only without a read-only state).
    effect(() => {
      const off =
        this.disablesControl() &&
        (this.isDisabled() || (this.readonlyDisables() && this.isReadonly()));
      untracked(() => {
        if (off === this.control.disabled) return;
        this.quietly(() => (off ? this.control.disable() : this.control.enable()));
        this.validator.refresh();
      });
    });
    // Inside <va-form>, `disabled` disables the form control itself (kept out of validation).
    effect(() => {
      const off =
        this.disablesControl() &&
        (this.ownDisabled() || (this.readonlyDisables() && this.isReadonly()));
      untracked(() => {
        const own = this.ownControl;
        if (own && off !== own.disabled) {
          if (off) own.disable();
          else own.enable();
        }
      });
    });
  }

  ngOnInit(): void {
    const own = this.ownControl;
    if (!own) return;
    // What `[formControl]` would do: validators, then the value, then both directions.
    own.addValidators(this.validator.validate);
    this.validator.registerOnValidatorChange(() => own.updateValueAndValidity());
    this.writeValue(own.value);
    own.registerOnChange((value: unknown) => this.writeValue(value));
    own.registerOnDisabledChange((disabled) => this.setDisabledState(disabled));
    this.registerOnChange((value) => {
      own.markAsDirty();
      own.setValue(value, { emitModelToViewChange: false });
    });
    this.registerOnTouched(() => own.markAsTouched());
    own.allTouched = () => this.quietly(() => this.control.markAllAsTouched());
    if (own.disabled) this.setDisabledState(true);
    this.bind(own);
    const unregister = this.container!.register(this.registration(own));
    this.destroyRef.onDestroy(unregister);
  }

  ngAfterContentChecked(): void {
    // `formControlName` sets its control up after the input's own hooks: bind it once it has.
    if (this.ngControl) this.bind(this.ngControl.control ?? null);
  }

  ngAfterViewInit(): void {
    // The Material controls add their validators (the datepicker's) with the view.
    this.validator.refresh();
  }

  /** Sets the view from a record value (ControlValueAccessor). */
  writeValue(value: unknown): void {
    untracked(() => {
      this.quietly(() => this.writeView(value));
      this.lastValue = this.viewValue();
    });
  }

  registerOnChange(fn: (value: unknown) => void): void {
    this.onChange = fn;
  }

  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }

  setDisabledState(disabled: boolean): void {
    this.controlDisabled.set(disabled);
  }

  /** Creates the view control (called once, while the input is constructed). */
  protected abstract createControl(): C;

  /** The record value as the view control holds it. */
  protected abstract fromRecord(value: unknown): C['value'];

  /** The view control's value as the record holds it. */
  protected toRecord(value: C['value']): unknown {
    return value;
  }

  /** Sets the view control from a record value. */
  protected writeView(value: unknown): void {
    this.control.reset(this.fromRecord(value), { emitEvent: false });
  }

  /** The record value the view holds. */
  protected viewValue(): unknown {
    return this.toRecord(this.control.getRawValue() as C['value']);
  }

  /** The errors of the view: its validators', its Material control's, its items'. */
  protected viewErrors(): ValidationErrors | null {
    const control = this.control;
    if (!control.invalid) return null;
    return control.errors ?? { [INVALID_ITEMS_ERROR]: true };
  }

  /**
   * The view changed without the user (an item's input joined it): reports its value when `report`
   * (the change follows the user's), else takes it as the value written; validates again.
   */
  protected viewUpdated(report: boolean): void {
    if (report) this.viewChanged();
    else this.lastValue = this.viewValue();
    this.validator.refresh();
  }

  /** The validator of `required`. */
  protected requiredValidator(): ValidatorFn {
    return Validators.required;
  }

  /** The input's own validators (min, max, pattern...); may read signal inputs. */
  protected ownValidators(): ValidatorFn[] {
    return [];
  }

  /** Whether `readonly` disables the control (controls without a read-only state). */
  protected readonlyDisables(): boolean {
    return false;
  }

  /** Whether `disabled` disables the control itself (array inputs disable their children). */
  protected disablesControl(): boolean {
    return true;
  }

  /** What `<va-form>` reads and writes through `own`, the control bound to the input. */
  protected registration(own: AbstractControl): InputRegistration {
    return {
      source: this.source() as string,
      control: own,
      write: (value) => own.reset(value),
      // The record value as the view holds it (normalised: `'12'` read as 12).
      read: () => this.viewValue(),
    };
  }

  /** Reports a change of the view's record value to the form control. */
  private viewChanged(): void {
    const value = this.viewValue();
    if (sameRecordValue(value, this.lastValue)) {
      this.validator.refresh();
      return;
    }
    this.lastValue = value;
    this.onChange(value);
  }

  private quietly(change: () => void): void {
    const quiet = this.quiet;
    this.quiet = true;
    try {
      change();
    } finally {
      this.quiet = quiet;
    }
  }

  private errorShown(): boolean {
    const control = this.bound;
    return (
      !!control &&
      control.invalid &&
      (control.touched || !!this.parentForm?.submitted || !!control.errors?.['server'])
    );
  }

  /** Follows the events of the form control bound: touched and pristine reach the view control. */
  private bind(control: AbstractControl | null): void {
    if (control === this.bound) return;
    this.boundEvents?.unsubscribe();
    this.bound = control;
    this.boundEvents = control?.events.subscribe((event) => {
      this.changes.update((n) => n + 1);
      if (event instanceof TouchedChangeEvent) {
        this.quietly(() =>
          event.touched ? this.control.markAllAsTouched() : this.control.markAsUntouched(),
        );
      } else if (event instanceof PristineChangeEvent && event.pristine) {
        this.quietly(() => this.control.markAsPristine());
      }
    });
    this.changes.update((n) => n + 1);
  }
}
