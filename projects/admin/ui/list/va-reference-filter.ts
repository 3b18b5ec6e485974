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
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { MatIconButton } from '@angular/material/button';
import {
  MatAutocomplete,
  MatAutocompleteTrigger,
  type MatAutocompleteSelectedEvent,
} from '@angular/material/autocomplete';
import { MatOption } from '@angular/material/core';
import { MatFormField, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { debounceTime, of, switchMap } from 'rxjs';

import { recordId, type AdminRecord, type RecordId } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import { ɵNO_SEARCH, ɵsearchReferences } from 'admin/controllers';
import { referenceRecords, ɵtoIds } from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { ɵerrorMessage } from 'admin/controllers';

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
        (focus)="open()"
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
          <mat-option [value]="option">{{ optionLabel(option) }}</mat-option>
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
  private readonly actions = inject(AdminActions);
  private readonly repositories = inject(ResourceRepositories);

  readonly reference = input.required<string>();
  readonly label = input.required<string>();
  readonly value = input<unknown>();
  readonly valueChange = output<RecordId | undefined>();

  protected readonly typing = signal(false);
  protected readonly text = signal('');
  private readonly target = computed(() => this.actions.resource(this.reference()));
  private readonly initialized = signal(false);
  private readonly selected = referenceRecords(() =>
    this.initialized() ? { reference: this.reference(), ids: ɵtoIds(this.value()) } : null,
  );
  protected readonly selectedLabel = computed(() => {
    const [id] = ɵtoIds(this.value());
    if (id === undefined) return '';
    const record = this.selected().records.get(String(id));
    return record ? this.i18n.recordLabel(this.target(), record) : `#${id}`;
  });
  private readonly query = signal<string | null>(null);
  private readonly results = toSignal(
    toObservable(this.query).pipe(
      debounceTime(250),
      switchMap((q) =>
        q === null ? of(ɵNO_SEARCH) : ɵsearchReferences(this.repositories, this.reference(), q),
      ),
    ),
    { initialValue: ɵNO_SEARCH },
  );
  protected readonly options = computed(() => this.results().records);
  /** A line under the options: searching, failed (with the reason), or nothing found. */
  protected readonly status = computed(() => {
    const results = this.results();
    if (this.query() === null) return '';
    if (results.loading) return this.i18n.t('admin.inputs.searching');
    if (results.error) {
      return this.i18n.t('admin.inputs.searchFailed', {
        message: ɵerrorMessage(this.i18n, results.error),
      });
    }
    return results.records.length ? '' : this.i18n.t('admin.inputs.noResults');
  });

  ngOnInit(): void {
    this.initialized.set(true);
  }

  protected readonly display = (record: AdminRecord | null): string =>
    record ? this.optionLabel(record) : '';

  protected optionLabel(record: AdminRecord): string {
    return this.i18n.recordLabel(this.target(), record);
  }

  protected open(): void {
    if (this.query() === null) this.query.set('');
  }

  protected type(event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    this.typing.set(true);
    this.text.set(text);
    this.query.set(text);
  }

  protected select(event: MatAutocompleteSelectedEvent): void {
    const record = event.option.value as AdminRecord;
    this.typing.set(false);
    const [id] = ɵtoIds(recordId(this.target(), record));
    this.valueChange.emit(id);
  }

  /** The key of an option's record (the referenced resource's `idField`), else its place. */
  protected key(record: AdminRecord, index: number): RecordId {
    return recordId(this.target(), record) ?? `#${index}`;
  }
}
