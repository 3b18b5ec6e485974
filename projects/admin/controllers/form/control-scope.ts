import { untracked } from '@angular/core';
import { FormGroup, type AbstractControl } from '@angular/forms';

import type { AdminRecord } from 'admin/core';
import type { AdminFieldErrors } from 'admin/data';
import { ɵreadPath } from '../record-path';

/**
 * What an input hands to the form it belongs to (a `FormController`'s scope, or one group of an
 * array input): the `FormControl` it created and bound itself to.
 */
export interface InputRegistration {
  /** The record property the input edits; may be a path (`author.name`). */
  readonly source: string;
  readonly control: AbstractControl;
  /** Sets the control from the record's value (on start and whenever the form is reset). */
  write(value: unknown): void;
  /** The record value the input holds (e.g. a picked `Date` becomes `2024-03-05`). */
  read(): unknown;
  /**
   * Places a server error of a nested path (`links.0.url` reaches the array input `links` as
   * `0.url`); returns false when there is no input for it.
   */
  nestedError?(path: string, messages: readonly string[]): boolean;
}

/**
 * The controls of one form or array group: a typed `FormGroup` keyed by source, the registered
 * inputs, and the conversions between the record and the controls.
 */
export class ControlScope {
  readonly group = new FormGroup<Record<string, AbstractControl>>({});
  private readonly inputs = new Map<string, InputRegistration>();

  /** @param record the record the inputs start from (read when an input registers). */
  constructor(private readonly record: () => AdminRecord | null) {}

  register(registration: InputRegistration): () => void {
    const { source, control } = registration;
    if (typeof source !== 'string' || !source.trim()) {
      throw new Error(
        `An input needs a "source" (the record property it edits), got ${JSON.stringify(source)}`,
      );
    }
    if (this.inputs.has(source)) {
      throw new Error(
        `Two inputs edit "${source}" in the same form: give each input its own source`,
      );
    }
    this.inputs.set(source, registration);
    registration.write(ɵreadPath(untracked(this.record), source));
    this.group.addControl(source, control, { emitEvent: false });
    return () => {
      if (this.inputs.get(source) !== registration) return;
      this.inputs.delete(source);
      if (this.group.controls[source] === control) {
        this.group.removeControl(source, { emitEvent: false });
      }
    };
  }

  /** Sets every control from `record`; the group becomes pristine and untouched. */
  reset(record: AdminRecord | null): void {
    for (const input of this.inputs.values()) input.write(ɵreadPath(record, input.source));
    this.group.markAsPristine();
    this.group.markAsUntouched();
    this.group.updateValueAndValidity();
  }

  /** Sets the input of `source` (if any) to `value`, as if the user typed it (dirty). */
  write(source: string, value: unknown): void {
    const input = this.inputs.get(source);
    if (!input) return;
    input.write(value);
    input.control.markAsDirty();
    input.control.updateValueAndValidity();
  }

  /** `base` (never changed) with the value of every input written at its source. */
  value(base: AdminRecord | null): AdminRecord {
    let result: AdminRecord = { ...(base ?? {}) };
    for (const input of this.inputs.values()) {
      result = writePath(result, input.source, input.read());
    }
    return result;
  }

  /** The sources that have an input. */
  sources(): string[] {
    return [...this.inputs.keys()];
  }

  /**
   * Shows server validation errors under their inputs (`control.setErrors({ server })`);
   * returns the fields that have no input.
   */
  applyErrors(errors: AdminFieldErrors): Record<string, readonly string[]> {
    const unplaced: Record<string, readonly string[]> = {};
    for (const [field, messages] of Object.entries(errors)) {
      if (!this.applyError(field, messages)) unplaced[field] = messages;
    }
    return unplaced;
  }

  private applyError(field: string, messages: readonly string[]): boolean {
    const input = this.inputs.get(field);
    if (input) {
      input.control.setErrors({ ...(input.control.errors ?? {}), server: messages.join(' ') });
      input.control.markAsTouched();
      return true;
    }
    for (const candidate of this.inputs.values()) {
      if (field.startsWith(`${candidate.source}.`) && candidate.nestedError) {
        if (candidate.nestedError(field.slice(candidate.source.length + 1), messages)) return true;
      }
    }
    return false;
  }
}

/**
 * A copy of `record` with `value` at `path`: a key holding the whole path when the record has
 * one, else nested objects (copied, never changed in place).
 */
function writePath(record: AdminRecord, path: string, value: unknown): AdminRecord {
  if (path in record || !path.includes('.')) return { ...record, [path]: value };
  const [head, ...rest] = path.split('.');
  const child = record[head];
  const nested: AdminRecord =
    child && typeof child === 'object' && !Array.isArray(child) ? (child as AdminRecord) : {};
  return { ...record, [head]: writePath(nested, rest.join('.'), value) };
}
