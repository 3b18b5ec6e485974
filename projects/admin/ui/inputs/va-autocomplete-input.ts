import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  booleanAttribute,
  computed,
  effect,
  input,
  numberAttribute,
  untracked,
  viewChild,
  type OnInit,
} from '@angular/core';
import { FormControl } from '@angular/forms';
import {
  MatAutocomplete,
  MatAutocompleteTrigger,
  type MatAutocompleteSelectedEvent,
} from '@angular/material/autocomplete';
import { MatChipGrid, MatChipInput, MatChipRemove, MatChipRow } from '@angular/material/chips';
import { MatOption } from '@angular/material/core';
import { MatError, MatFormField, MatHint, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import {
  injectReferenceInput,
  ɵREFERENCE_SEARCH_DEBOUNCE,
  ɵsameValue,
  type VaOptionText,
} from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { toChoices, type VaChoice, type VaChoices } from '../common/choices';
import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

/**
 * A searchable choice, single or `multiple` (chips):
 * `<va-autocomplete-input source="tagIds" reference="tags" multiple />`. With `reference`, typing
 * searches the server (`repository.search`: debounced, the first `perPage` matches, only the
 * resource's `autocompleteFields`); the current values' texts come from one batched `getMany`.
 * The whole table is never loaded. With `choices`, the options are filtered locally.
 */
@Component({
  selector: 'va-autocomplete-input',
  imports: [
    MatFormField,
    MatLabel,
    MatHint,
    MatError,
    MatInput,
    MatAutocomplete,
    MatAutocompleteTrigger,
    MatOption,
    MatChipGrid,
    MatChipRow,
    MatChipInput,
    MatChipRemove,
    VaIcon,
  ],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      @if (multiple()) {
        <mat-chip-grid
          #grid
          [disabled]="isDisabled()"
          [required]="isRequired()"
          [errorStateMatcher]="errorState"
          [attr.aria-label]="fieldLabel()"
          [attr.aria-readonly]="isReadonly() ? 'true' : null"
        >
          @for (item of selected(); track $index) {
            <mat-chip-row
              class="va-autocomplete-chip"
              [removable]="editable()"
              (removed)="removeValue(item)"
            >
              {{ labelOf(item) }}
              @if (editable()) {
                <button
                  matChipRemove
                  [attr.aria-label]="i18n.t('admin.inputs.removeChip', { label: labelOf(item) })"
                >
                  <va-icon name="mdi-close-circle" />
                </button>
              }
            </mat-chip-row>
          }
        </mat-chip-grid>
        <!-- Outside the grid: a combobox is not an allowed child of role=grid (axe aria-required-children). -->
        <input
          #text
          class="va-autocomplete-text"
          [matChipInputFor]="grid"
          [matAutocomplete]="auto"
          [matAutocompleteDisabled]="!editable()"
          [readonly]="isReadonly()"
          (input)="typed()"
          (focus)="focused()"
          (blur)="blurred()"
        />
      } @else {
        <input
          #text
          matInput
          class="va-autocomplete-text"
          [matAutocomplete]="auto"
          [matAutocompleteDisabled]="!editable()"
          [errorStateMatcher]="errorState"
          [required]="isRequired()"
          [disabled]="isDisabled()"
          [readonly]="isReadonly()"
          (input)="typed()"
          (focus)="focused()"
          (blur)="blurred()"
        />
      }
      <mat-autocomplete
        #auto
        [displayWith]="display"
        (optionSelected)="select($event)"
        (closed)="settle()"
      >
        @for (option of options(); track $index) {
          <mat-option [value]="option">{{ option.label }}</mat-option>
        }
        @if (status(); as text) {
          <mat-option disabled class="va-autocomplete-status">{{ text }}</mat-option>
        }
      </mat-autocomplete>
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  `,
  styles: INPUT_STYLES,
})
export class VaAutocompleteInput extends VaInput<FormControl<unknown>> implements OnInit {
  /** Several values (an array), shown as chips. Set once. */
  readonly multiple = input(false, { transform: booleanAttribute });
  /** Fixed options, filtered locally as the user types. */
  readonly choices = input<VaChoices>();
  /** The resource searched; its records' `id` is the value. */
  readonly reference = input<string>();
  /** The option text of referenced records; default the resource's `label`. */
  readonly optionText = input<VaOptionText>();
  /** Most matches a search returns. */
  readonly perPage = input(25, { transform: numberAttribute });
  /** Milliseconds after the last keystroke before searching. */
  readonly debounce = input(ɵREFERENCE_SEARCH_DEBOUNCE, { transform: numberAttribute });
  /** A permanent filter of the searches, e.g. `{ published: true }`. */
  readonly filter = input<Readonly<Record<string, unknown>>>();

  private readonly text = viewChild<ElementRef<HTMLInputElement>>('text');
  private readonly matInput = viewChild(MatInput);
  private readonly grid = viewChild(MatChipGrid);
  private readonly trigger = viewChild(MatAutocompleteTrigger);
  /** Whether the text was typed since the last selection (single mode). */
  private typing = false;
  /** The search, the options, their status line and the values' texts (the headless part). */
  protected readonly search = injectReferenceInput({
    reference: this.reference,
    value: this.value,
    choices: computed(() => toChoices(this.choices())),
    optionText: this.optionText,
    multiple: this.multiple,
    perPage: this.perPage,
    debounce: this.debounce,
    filter: this.filter,
  });

  /** Whether the user may change the value (neither read-only nor disabled). */
  protected readonly editable = computed(() => !this.isReadonly() && !this.isDisabled());
  /** The current values, as a list. */
  protected readonly selected = this.search.selected;
  /** The options offered: search results or matching choices, without those already chosen. */
  protected readonly options = this.search.options;
  /** A line under the options: searching, failed, or nothing found. */
  protected readonly status = this.search.status;

  protected readonly display = (option: VaChoice | string | null): string =>
    typeof option === 'object' && option !== null ? option.label : (option ?? '');

  constructor() {
    super();
    // Material refreshes the error state only of controls bound to a form directive: these are not.
    effect(() => {
      const [matInput, grid] = [this.matInput(), this.grid()];
      this.showsError();
      untracked(() => {
        matInput?.updateErrorState();
        grid?.updateErrorState();
      });
    });
    // Single mode: the text shows the chosen value's label unless the user is typing.
    effect(() => {
      const element = this.text()?.nativeElement;
      const label = this.multiple() ? '' : this.singleLabel();
      untracked(() => {
        if (element && !this.typing && element.value !== label) element.value = label;
      });
    });
  }

  override ngOnInit(): void {
    if (!this.reference() && !this.choices()) {
      throw new Error(
        `<va-autocomplete-input> source="${this.name()}" needs its options: [choices]="[...]" or reference="<resource name>"`,
      );
    }
    // An unknown resource name fails here, naming it.
    this.search.resource();
    super.ngOnInit();
  }

  protected createControl() {
    return new FormControl<unknown>(null);
  }

  protected fromRecord(value: unknown): unknown {
    if (this.multiple()) return Array.isArray(value) ? [...value] : value == null ? [] : [value];
    return value === undefined || value === '' ? null : value;
  }

  /** The text of a value: its option's, the referenced record's, or "loading" while unknown. */
  protected labelOf(value: unknown): string {
    return this.search.labelOf(value);
  }

  protected typed(): void {
    if (!this.editable()) return;
    this.typing = true;
    this.search.search(this.text()?.nativeElement.value ?? '');
  }

  protected focused(): void {
    if (!this.editable()) return;
    // Single mode, showing the chosen value: offer everything, not just that value.
    const text = this.typing || this.multiple() ? (this.text()?.nativeElement.value ?? '') : '';
    this.search.search(text);
  }

  protected blurred(): void {
    this.control.markAsTouched();
    if (!this.trigger()?.panelOpen) this.settle();
  }

  protected select(event: MatAutocompleteSelectedEvent): void {
    const option = event.option.value as VaChoice;
    this.search.choose(option);
    if (this.multiple()) {
      const values = this.selected();
      if (!values.some((value) => ɵsameValue(value, option.value))) {
        this.change([...values, option.value]);
      }
      event.option.deselect();
    } else {
      this.change(option.value);
    }
    this.typing = false;
    this.setText(this.multiple() ? '' : option.label);
  }

  protected removeValue(value: unknown): void {
    if (!this.editable()) return;
    this.change(this.selected().filter((v) => v !== value));
    this.control.markAsTouched();
  }

  /** After typing: an emptied single input clears the value; any other text is put back. */
  protected settle(): void {
    if (!this.multiple() && this.typing && !this.text()?.nativeElement.value.trim()) {
      if (this.value() !== null) this.change(null);
    }
    this.typing = false;
    this.search.endSearch();
    this.setText(this.multiple() ? '' : this.singleLabel());
  }

  private change(value: unknown): void {
    this.control.setValue(value);
    this.control.markAsDirty();
  }

  private singleLabel(): string {
    const [value] = this.selected();
    return value === undefined ? '' : this.labelOf(value);
  }

  private setText(text: string): void {
    const element = this.text()?.nativeElement;
    if (element && element.value !== text) element.value = text;
  }
}
