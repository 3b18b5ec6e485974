import { Injectable } from '@angular/core';
import type { ValidationErrors, Validator } from '@angular/forms';

// What the inputs share beside VaInput (not exported by admin/ui).

/** `numberAttribute` that keeps "not set" as undefined. */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

/**
 * The error of an input whose items are invalid (`VaArrayInput`): the items show their own
 * messages, so the input shows none for it.
 */
export const INVALID_ITEMS_ERROR = 'invalidItems';

/**
 * The validator an input gives the form control it is bound to (as `NG_VALIDATORS` for
 * `formControlName` / `[formControl]` / `ngModel`, or directly for the control `<va-form>` gets):
 * the errors of what the input shows, i.e. its own validators (`required`, `minLength`,
 * `validators`...), the datepicker's, and its items'. Provided by every input (`VA_INPUT_PROVIDERS`).
 */
@Injectable()
export class VaInputValidator implements Validator {
  /** The errors of the input's view; set by the input. */
  errors: () => ValidationErrors | null = () => null;
  /** The errors last given to the control. */
  given: ValidationErrors | null = null;
  private onChange: () => void = () => undefined;

  readonly validate = (): ValidationErrors | null => (this.given = this.errors());

  registerOnValidatorChange(fn: () => void): void {
    this.onChange = fn;
  }

  /** Validates the control again when the input's errors are not those it was last given. */
  refresh(): void {
    if (!sameErrors(this.errors(), this.given)) this.onChange();
  }
}

function sameErrors(a: ValidationErrors | null, b: ValidationErrors | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
