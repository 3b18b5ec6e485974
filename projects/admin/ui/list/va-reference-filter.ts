import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  type OnInit,
  signal,
} from '@angular/core';
import { MatIconButton } from '@angular/material/button';
import {
  MatAutocomplete,
  MatAutocompleteTrigger,
  type MatAutocompleteSelectedEvent,
} from '@angular/material/autocomplete';
import { MatOption } from '@angular/material/core';
import { MatFormField, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';

import type { RecordId } from 'admin/core';
import { injectReferenceInput, ɵtoIds, type ReferenceChoice } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';

/** A list filter choosing one record of another resource, searched as you type. */
@Component({
  selector: 'va-reference-filter',
  imports: [
    MatAutocomplete,
    MatAutocompleteTrigger,
    MatFormField,
    MatIconButton,
    MatInput,
    MatLabel,
    MatOption,
    MatSuffix,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-form-field subscriptSizing="dynamic">
      <mat-label>{{ label() }}</mat-label>
      <input
        matInput
        type="text"
        [matAutocomplete]="auto"
        [value]="typing() ? text() : selectedLabel()"
        (input)="type($event)"
        (focus)="search.open()"
        (blur)="typing.set(false)"
      />
      @if (value() !== undefined && value() !== null) {
        <button
          mat-icon-button
          matSuffix
          type="button"
          (click)="valueChange.emit(undefined)"
          [attr.aria-label]="i18n.t('admin.actions.clearFilters') + ': ' + label()"
        >
          <va-icon name="mdi-close" />
        </button>
      }
      <mat-autocomplete #auto (optionSelected)="select($event)" [displayWith]="display">
        @for (option of options(); track key(option, $index)) {
          <mat-option [value]="option">{{ option.label }}</mat-option>
        }
        @if (status(); as status) {
          <mat-option disabled class="va-autocomplete-status">{{ status }}</mat-option>
        }
      </mat-autocomplete>
    </mat-form-field>
  `,
})
export class VaReferenceFilter implements OnInit {
  protected readonly i18n = inject(AdminI18n);

  readonly reference = input.required<string>();
  readonly label = input.required<string>();
  readonly value = input<unknown>();
  readonly valueChange = output<RecordId | undefined>();

  protected readonly typing = signal(false);
  protected readonly text = signal('');
  private readonly initialized = signal(false);
  /** The search, its options and status line, and the chosen record's text (the headless part). */
  protected readonly search = injectReferenceInput({
    // Required inputs are read once set.
    reference: computed(() => (this.initialized() ? this.reference() : undefined)),
    value: computed(() => (this.initialized() ? this.value() : undefined)),
    debounce: 250,
  });
  protected readonly selectedLabel = computed(() => {
    const [id] = ɵtoIds(this.value());
    return id === undefined ? '' : this.search.labelOf(id);
  });
  protected readonly options = this.search.options;
  /** A line under the options: searching, failed (with the reason), or nothing found. */
  protected readonly status = this.search.status;

  ngOnInit(): void {
    this.initialized.set(true);
  }

  protected readonly display = (option: ReferenceChoice | null): string => option?.label ?? '';

  protected type(event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    this.typing.set(true);
    this.text.set(text);
    this.search.search(text);
  }

  protected select(event: MatAutocompleteSelectedEvent): void {
    const option = event.option.value as ReferenceChoice;
    this.typing.set(false);
    this.search.choose(option);
    const [id] = ɵtoIds(option.value);
    this.valueChange.emit(id);
  }

  /** The key of an option (the referenced record's id), else its place. */
  protected key(option: ReferenceChoice, index: number): unknown {
    return option.value ?? `#${index}`;
  }
}
