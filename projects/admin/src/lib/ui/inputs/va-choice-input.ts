import { Directive, computed, input, type OnInit } from '@angular/core';
import type { AbstractControl } from '@angular/forms';

import { toChoices, type VaChoice, type VaChoices } from '../common/choices';
import { toIds } from '../common/references';
import { referenceChoices, type VaOptionText } from './reference-choices';
import { VaInput } from './va-input';

/**
 * Inputs choosing among options: fixed `choices`, or the records of a resource
 * (`reference="users"`, option text from its `label`, SPEC 2.4).
 */
@Directive()
export abstract class VaChoiceInput<C extends AbstractControl = AbstractControl>
  extends VaInput<C>
  implements OnInit
{
  /** Fixed options: values, or `{ value, label }` objects. */
  readonly choices = input<VaChoices>();
  /** The resource whose records are the options; their `id` is the value. */
  readonly reference = input<string>();
  /** The option text of referenced records; default the resource's `label`. */
  readonly optionText = input<VaOptionText>();

  private readonly referenced = referenceChoices(
    () => this.reference(),
    () => toIds(this.value()),
    () => this.optionText(),
  );

  /** The options offered. */
  readonly options = computed<readonly VaChoice[]>(() =>
    this.reference() ? this.referenced().choices : toChoices(this.choices()),
  );
  /** Whether referenced options are loading. */
  readonly loadingOptions = computed(() => !!this.reference() && this.referenced().loading);
  /** Why the referenced options could not be loaded ('' when they could). */
  readonly optionsError = computed(() => {
    const error = this.reference() ? this.referenced().error : null;
    if (!error) return '';
    const message = (error as { message?: unknown }).message;
    return this.i18n.t('admin.inputs.choicesFailed', {
      message: typeof message === 'string' ? message : String(error),
    });
  });

  override ngOnInit(): void {
    if (!this.reference() && !this.choices()) {
      throw new Error(
        `<${this.tagName}> source="${this.source()}" needs its options: [choices]="[...]" or reference="<resource name>"`,
      );
    }
    super.ngOnInit();
  }
}
