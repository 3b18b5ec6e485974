import {
  Directive,
  Injectable,
  computed,
  effect,
  inject,
  input,
  isDevMode,
  untracked,
  type OnInit,
} from '@angular/core';
import type { AbstractControl } from '@angular/forms';

import { toChoices, type VaChoice, type VaChoices } from '../common/choices';
import { ɵtoIds } from 'admin/controllers';
import { ɵREFERENCE_PAGE_SIZE, ɵreferenceChoices, type VaOptionText } from 'admin/controllers';
import { VaInput } from './va-input';
import { ɵnumberFormat } from 'admin/i18n';
import { ɵerrorMessage } from 'admin/controllers';

/** The inputs already warned about listing part of their resource (dev mode), per app. */
@Injectable({ providedIn: 'root' })
class PartialChoicesWarnings {
  /** `tag|source|resource` of the inputs warned about. */
  readonly warned = new Set<string>();
}

/**
 * Inputs choosing among options: fixed `choices`, or the records of a resource
 * (`reference="users"`, option text from its `label`, docs/contract.md §2.4).
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

  private readonly referenced = ɵreferenceChoices(
    () => this.reference(),
    () => ɵtoIds(this.value()),
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
    return this.i18n.t('admin.inputs.choicesFailed', { message: ɵerrorMessage(this.i18n, error) });
  });

  /**
   * The note shown when the referenced resource has more records than the input lists ('' when
   * it lists them all): the options are then one page, not every record.
   */
  readonly partialText = computed(() => {
    if (!this.reference()) return '';
    const { partial, listed, total } = this.referenced();
    if (!partial) return '';
    const format = ɵnumberFormat(this.i18n.locale());
    return this.i18n.t('admin.inputs.partialChoices', {
      listed: format.format(listed),
      total: format.format(total ?? 0),
    });
  });

  constructor() {
    super();
    if (isDevMode()) {
      const warned = inject(PartialChoicesWarnings).warned;
      effect(() => {
        const name = this.reference();
        const { partial, listed, total } = this.referenced();
        if (name && partial) untracked(() => this.warnPartial(warned, name, listed, total ?? 0));
      });
    }
  }

  override ngOnInit(): void {
    if (!this.reference() && !this.choices()) {
      throw new Error(
        `<${this.tagName}> source="${this.name()}" needs its options: [choices]="[...]" or reference="<resource name>"`,
      );
    }
    super.ngOnInit();
  }

  /** Tells the developer, once per tag, source and resource, that not every record is listed. */
  private warnPartial(warned: Set<string>, reference: string, listed: number, total: number): void {
    const source = this.name();
    const key = `${this.tagName}|${source}|${reference}`;
    if (warned.has(key)) return;
    warned.add(key);
    console.warn(
      `[admin] <${this.tagName} source="${source}" reference="${reference}">: "${reference}" has ` +
        `${total} records but the input lists only the first ${listed} ` +
        `(REFERENCE_PAGE_SIZE = ${ɵREFERENCE_PAGE_SIZE}); the others cannot be chosen. Use ` +
        `<va-autocomplete-input source="${source}" reference="${reference}"> to search them all.`,
    );
  }
}
