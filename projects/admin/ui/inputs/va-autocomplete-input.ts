import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  booleanAttribute,
  computed,
  effect,
  inject,
  input,
  numberAttribute,
  signal,
  untracked,
  viewChild,
  type OnInit,
} from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
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
  Subject,
  debounce,
  distinctUntilChanged,
  filter,
  map,
  of,
  switchMap,
  timer,
  type Observable,
} from 'rxjs';

import { recordId, type RecordId } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { toChoices, type VaChoice, type VaChoices } from '../common/choices';
import { ɵtoIds } from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { INPUT_STYLES } from './input-styles';
import {
  ɵoptionLabel,
  ɵreferenceLabels,
  ɵsameValue,
  ɵsearchReferences,
  type VaOptionText,
} from 'admin/controllers';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';
import { ɵerrorMessage } from 'admin/controllers';

/** Default wait after the last keystroke before a server search, in milliseconds. */
const AUTOCOMPLETE_DEBOUNCE = 300;

interface SearchState {
  readonly loading: boolean;
  readonly options: readonly VaChoice[];
  readonly error: unknown;
}

const NO_RESULTS: SearchState = { loading: false, options: [], error: null };

function sameIds(a: readonly RecordId[], b: readonly RecordId[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

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
  private readonly repositories = inject(ResourceRepositories);

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
  readonly debounce = input(AUTOCOMPLETE_DEBOUNCE, { transform: numberAttribute });
  /** A permanent filter of the searches, e.g. `{ published: true }`. */
  readonly filter = input<Readonly<Record<string, unknown>>>();

  private readonly text = viewChild<ElementRef<HTMLInputElement>>('text');
  private readonly matInput = viewChild(MatInput);
  private readonly grid = viewChild(MatChipGrid);
  private readonly trigger = viewChild(MatAutocompleteTrigger);
  /** What the user typed, for local filtering. */
  private readonly query = signal('');
  /** Whether the text was typed since the last selection (single mode). */
  private typing = false;
  private readonly terms = new Subject<string>();
  private readonly results = signal<SearchState>(NO_RESULTS);
  /** Known texts of values, by `String(value)`. */
  private readonly labels = signal<ReadonlyMap<string, string>>(new Map());

  /** Whether the user may change the value (neither read-only nor disabled). */
  protected readonly editable = computed(() => !this.isReadonly() && !this.isDisabled());
  /** The current values, as a list. */
  protected readonly selected = computed<readonly unknown[]>(() => {
    const value = this.value();
    if (Array.isArray(value)) return value;
    return value === null || value === undefined || value === '' ? [] : [value];
  });
  /** The options offered: search results or matching choices, without those already chosen. */
  protected readonly options = computed<readonly VaChoice[]>(() => {
    const options = this.reference() ? this.results().options : this.localMatches();
    if (!this.multiple()) return options;
    const chosen = this.selected();
    return options.filter((option) => !chosen.some((value) => ɵsameValue(value, option.value)));
  });
  /** A line under the options: searching, failed, or nothing found. */
  protected readonly status = computed(() => {
    const results = this.results();
    if (this.reference() && results.loading) return this.i18n.t('admin.inputs.searching');
    if (this.reference() && results.error) {
      return this.i18n.t('admin.inputs.searchFailed', {
        message: ɵerrorMessage(this.i18n, results.error),
      });
    }
    return this.options().length ? '' : this.i18n.t('admin.inputs.noResults');
  });
  private readonly localMatches = computed(() => {
    const query = this.query().trim().toLowerCase();
    const choices = toChoices(this.choices());
    return query ? choices.filter((c) => c.label.toLowerCase().includes(query)) : choices;
  });
  /** Referenced ids whose text is unknown yet. */
  private readonly unknownIds = computed(
    () => {
      if (!this.reference()) return [];
      const labels = this.labels();
      return ɵtoIds(this.selected()).filter((id) => !labels.has(String(id)));
    },
    { equal: sameIds },
  );

  protected readonly display = (option: VaChoice | string | null): string =>
    typeof option === 'object' && option !== null ? option.label : (option ?? '');

  constructor() {
    super();
    this.terms
      .pipe(
        debounce(() => timer(this.debounce())),
        distinctUntilChanged(),
        switchMap((q) => this.search(q)),
        takeUntilDestroyed(),
      )
      .subscribe((state) => this.results.set(state));
    toObservable(this.unknownIds)
      .pipe(
        filter((ids) => ids.length > 0),
        switchMap((ids) => this.lookUp(ids)),
        takeUntilDestroyed(),
      )
      .subscribe((found) => this.labels.update((labels) => new Map([...labels, ...found])));
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
    if (this.reference()) this.repositories.for(this.reference()!);
    super.ngOnInit();
  }

  protected createControl() {
    return new FormControl<unknown>(null);
  }

  protected fromRecord(value: unknown): unknown {
    if (this.multiple()) return Array.isArray(value) ? [...value] : value == null ? [] : [value];
    return value === undefined || value === '' ? null : value;
  }

  /** The text of a value: its option's, the referenced record's, or `#id` while unknown. */
  protected labelOf(value: unknown): string {
    const known = this.labels().get(String(value));
    if (known !== undefined) return known;
    const choice = toChoices(this.choices()).find((c) => ɵsameValue(c.value, value));
    if (choice) return choice.label;
    return this.reference() ? this.i18n.t('admin.fields.loading') : String(value);
  }

  protected typed(): void {
    if (!this.editable()) return;
    this.typing = true;
    const text = this.text()?.nativeElement.value ?? '';
    this.query.set(text);
    if (this.reference()) this.terms.next(text);
  }

  protected focused(): void {
    if (!this.editable()) return;
    // Single mode, showing the chosen value: offer everything, not just that value.
    const text = this.typing || this.multiple() ? (this.text()?.nativeElement.value ?? '') : '';
    this.query.set(text);
    if (this.reference()) this.terms.next(text);
  }

  protected blurred(): void {
    this.control.markAsTouched();
    if (!this.trigger()?.panelOpen) this.settle();
  }

  protected select(event: MatAutocompleteSelectedEvent): void {
    const option = event.option.value as VaChoice;
    this.labels.update((labels) => new Map([...labels, [String(option.value), option.label]]));
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
    this.query.set('');
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
    this.query.set('');
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

  private search(q: string): Observable<SearchState> {
    const name = this.reference();
    if (!name) return of(NO_RESULTS);
    const text = this.optionText();
    return ɵsearchReferences(this.repositories, name, q, {
      perPage: this.perPage(),
      filter: this.filter(),
    }).pipe(
      map((state): SearchState => ({
        loading: state.loading,
        error: state.error,
        // While loading, the options of the last answer stay.
        options:
          state.loading || !state.resource
            ? this.results().options
            : state.records.map((record) => ({
                value: recordId(state.resource, record),
                label: ɵoptionLabel(this.i18n, state.resource!, record, text),
              })),
      })),
    );
  }

  /** The texts of `ids` through one batched `getMany`; ids it cannot find show as missing. */
  private lookUp(ids: readonly RecordId[]): Observable<[string, string][]> {
    return ɵreferenceLabels(
      this.repositories,
      this.i18n,
      this.reference()!,
      ids,
      this.optionText(),
    );
  }
}
