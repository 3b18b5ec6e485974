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
  type OnInit,
} from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import {
  Validators,
  type AbstractControl,
  type ValidationErrors,
  type ValidatorFn,
} from '@angular/forms';
import type { ErrorStateMatcher } from '@angular/material/core';

import { AdminI18n } from '../../i18n/admin-i18n';
import { humanizeSource } from '../common/field-label';
import {
  injectFormContainer,
  type VaFormContainer,
  type VaInputRegistration,
} from '../form/form-container';
import { validationMessage } from './validation-messages';

let nextId = 0;

/** `numberAttribute` that keeps "not set" as undefined. */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

/**
 * What every input shares: `source`, `label` (default the message
 * `resources.<name>.fields.<source>`, else the humanised source), `hint`, `required`, `disabled`,
 * `readonly`, extra `validators`; its control registered with the enclosing `VaForm` (DI), and
 * the localised message of its first error once touched.
 */
@Directive()
export abstract class VaInput<C extends AbstractControl = AbstractControl> implements OnInit {
  /** The record property edited; may be a path (`author.name`). Read once, on init. */
  readonly source = input.required<string>();
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
  protected readonly container: VaFormContainer = injectFormContainer(this.tagName);
  protected readonly destroyRef = inject(DestroyRef);
  /** The input's control, typed by the input (`FormControl<string | null>`...). */
  readonly control: C = this.createControl();
  /** Unique id prefix for ARIA references. */
  protected readonly uid = `va-input-${++nextId}`;
  /** Bumped on every event of the control (value, status, touched, pristine). */
  private readonly changes = signal(0);

  /** The label shown. */
  readonly fieldLabel = computed(() => {
    const label = this.label();
    if (label) return label;
    const resource = this.container.resource();
    if (resource) {
      const key = `resources.${resource.name}.fields.${this.container.path}${this.source()}`;
      if (this.i18n.has(key)) return this.i18n.t(key);
    }
    return humanizeSource(this.source());
  });
  /** Read-only, by itself or through its form. */
  readonly isReadonly = computed(() => this.readonly() || this.container.readonly());
  /** Disabled, by itself or through its form. */
  readonly isDisabled = computed(() => this.disabled() || this.container.disabled());
  /** The control's value, as a signal. */
  readonly value = computed(() => {
    this.changes();
    return this.control.value as C['value'];
  });
  /** Whether the control's errors are shown: invalid and touched. */
  readonly showsError = computed(() => {
    this.changes();
    return this.control.invalid && this.control.touched;
  });
  /** The message of the first error once the control is touched; '' when none is shown. */
  readonly errorText = computed(() => {
    this.changes();
    return this.showsError() ? validationMessage(this.i18n, this.control.errors) : '';
  });
  /** For Material controls not bound to the form control (autocomplete, chips). */
  protected readonly errorState: ErrorStateMatcher = {
    isErrorState: () => this.control.invalid && this.control.touched,
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
    const control = this.control;
    control.addValidators(this.validate);
    control.events
      .pipe(takeUntilDestroyed(this.destroyRef))
      .subscribe(() => this.changes.update((n) => n + 1));
    effect(() => {
      this.allValidators();
      untracked(() => this.control.updateValueAndValidity());
    });
    effect(() => {
      const off =
        this.disablesControl() &&
        (this.isDisabled() || (this.readonlyDisables() && this.isReadonly()));
      untracked(() => {
        if (off && !this.control.disabled) this.control.disable();
        else if (!off && this.control.disabled) this.control.enable();
      });
    });
  }

  ngOnInit(): void {
    const unregister = this.container.register(this.registration());
    this.destroyRef.onDestroy(unregister);
  }

  /** Creates the control (called once, while the input is constructed). */
  protected abstract createControl(): C;

  /** The record value as the control holds it. */
  protected abstract fromRecord(value: unknown): C['value'];

  /** The control's value as the record holds it. */
  protected toRecord(value: C['value']): unknown {
    return value;
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

  protected registration(): VaInputRegistration {
    return {
      source: this.source(),
      control: this.control,
      write: (value) => this.control.reset(this.fromRecord(value)),
      read: () => this.toRecord(this.control.getRawValue() as C['value']),
    };
  }
}
