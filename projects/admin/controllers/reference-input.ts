import { computed, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
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
import { recordId, type RecordId, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ɵerrorMessage } from './notifier-internal';
import { type ReferenceChoice, type VaOptionText } from './reference-choices';
import {
  ɵoptionLabel,
  ɵreferenceLabels,
  ɵsameValue,
  ɵsearchReferences,
} from './reference-choices-internal';
import { ɵtoIds } from './references-internal';
import { asSignal } from './signal-option';
import { ɵREFERENCE_SEARCH_DEBOUNCE } from './reference-input-internal';

type Option<T> = Signal<T> | T;

/** What a reference-input controller is built from: plain values or signals (component inputs fit). */
export interface ReferenceInputOptions {
  /**
   * The resource searched; its records' key (`idField`) is the value. Without it (undefined),
   * `choices` are offered instead.
   */
  readonly reference?: Option<string | undefined>;
  /** The current value: one id, an array of ids (`multiple`), or nothing (null, undefined, ''). */
  readonly value: Signal<unknown>;
  /** Fixed options filtered locally as the user types, when there is no `reference`. */
  readonly choices?: Option<readonly ReferenceChoice[] | undefined>;
  /** The option text of referenced records: a property (path) or a function; default `label`. */
  readonly optionText?: Option<VaOptionText | undefined>;
  /** Several values: the options leave out those already chosen. Default false. */
  readonly multiple?: Option<boolean>;
  /** Most matches a search returns (default 25). */
  readonly perPage?: Option<number>;
  /** Milliseconds after the last `search()` before the server is asked (default 300). */
  readonly debounce?: Option<number>;
  /** A permanent filter of the searches, e.g. `{ published: true }`. */
  readonly filter?: Option<Readonly<Record<string, unknown>> | undefined>;
}

interface Results {
  readonly loading: boolean;
  readonly options: readonly ReferenceChoice[];
  readonly error: unknown;
}

const NO_RESULTS: Results = { loading: false, options: [], error: null };

function sameIds(a: readonly RecordId[], b: readonly RecordId[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * The headless reference input (issue 36): what an autocomplete or a reference filter decides,
 * without any UI. `search(text)` asks the server after a pause (`repository.search`: the first
 * `perPage` matches, narrowed to the resource's `autocompleteFields`; the last answer's options
 * stay while the next one loads), or filters fixed `choices` locally; the texts of the current
 * values come from one batched (and cached) `getMany`; `status` is the line to show under the
 * options (searching, failed with the reason, nothing found). The whole table is never loaded.
 * `VaAutocompleteInput` and `VaReferenceFilter` are Material views over it.
 */
export class ReferenceInputController {
  private readonly repositories = inject(ResourceRepositories);
  private readonly i18n = inject(AdminI18n);

  private readonly referenceInput: Signal<string | undefined>;
  private readonly valueInput: Signal<unknown>;
  private readonly choicesInput: Signal<readonly ReferenceChoice[] | undefined>;
  private readonly optionTextInput: Signal<VaOptionText | undefined>;
  private readonly multipleInput: Signal<boolean>;
  private readonly perPageInput: Signal<number>;
  private readonly debounceInput: Signal<number>;
  private readonly filterInput: Signal<Readonly<Record<string, unknown>> | undefined>;

  private readonly terms = new Subject<string>();
  private readonly results = signal<Results>(NO_RESULTS);
  /** Known texts of values, by `String(value)`. */
  private readonly labels = signal<ReadonlyMap<string, string>>(new Map());
  private readonly text = signal<string | null>(null);

  /** The searched resource's descriptor (undefined without `reference`); throws for an unknown name. */
  readonly resource: Signal<Resource | undefined>;
  /** The current values, as a list. */
  readonly selected: Signal<readonly unknown[]>;
  /** The text last searched (`null` until the first `search()`). */
  readonly query = this.text.asReadonly();
  /** Whether a server search is under way. */
  readonly loading = computed(() => !!this.referenceInput() && this.results().loading);
  /** Why the last server search failed (null when it did not). */
  readonly error = computed(() => (this.referenceInput() ? this.results().error : null));
  /** The options offered: search results or matching choices, without those already chosen. */
  readonly options: Signal<readonly ReferenceChoice[]>;
  /** A line under the options: searching, failed (with the reason), nothing found; '' otherwise. */
  readonly status: Signal<string>;

  constructor(options: ReferenceInputOptions) {
    this.referenceInput = asSignal(options.reference);
    this.valueInput = options.value;
    this.choicesInput = asSignal(options.choices);
    this.optionTextInput = asSignal(options.optionText);
    this.multipleInput = asSignal(options.multiple ?? false);
    this.perPageInput = asSignal(options.perPage ?? 25);
    this.debounceInput = asSignal(options.debounce ?? ɵREFERENCE_SEARCH_DEBOUNCE);
    this.filterInput = asSignal(options.filter);

    this.resource = computed(() => {
      const name = this.referenceInput();
      return name ? this.repositories.for(name).resource : undefined;
    });
    this.selected = computed(() => {
      const value = this.valueInput();
      if (Array.isArray(value)) return value;
      return value === null || value === undefined || value === '' ? [] : [value];
    });
    const localMatches = computed(() => {
      const query = (this.text() ?? '').trim().toLowerCase();
      const choices = this.choicesInput() ?? [];
      return query ? choices.filter((c) => c.label.toLowerCase().includes(query)) : choices;
    });
    this.options = computed(() => {
      const options = this.referenceInput() ? this.results().options : localMatches();
      if (!this.multipleInput()) return options;
      const chosen = this.selected();
      return options.filter((option) => !chosen.some((value) => ɵsameValue(value, option.value)));
    });
    this.status = computed(() => {
      if (this.text() === null) return '';
      if (this.loading()) return this.i18n.t('admin.inputs.searching');
      const error = this.error();
      if (error) {
        return this.i18n.t('admin.inputs.searchFailed', {
          message: ɵerrorMessage(this.i18n, error),
        });
      }
      return this.options().length ? '' : this.i18n.t('admin.inputs.noResults');
    });

    this.terms
      .pipe(
        debounce(() => timer(this.debounceInput())),
        distinctUntilChanged(),
        switchMap((q) => this.searchServer(q)),
        takeUntilDestroyed(),
      )
      .subscribe((state) => this.results.set(state));

    /** Referenced ids whose text is unknown yet. */
    const unknownIds = computed(
      () => {
        if (!this.referenceInput()) return [];
        const labels = this.labels();
        return ɵtoIds(this.selected()).filter((id) => !labels.has(String(id)));
      },
      { equal: sameIds },
    );
    toObservable(unknownIds)
      .pipe(
        filter((ids) => ids.length > 0),
        switchMap((ids) => this.lookUp(ids)),
        takeUntilDestroyed(),
      )
      .subscribe((found) => this.labels.update((labels) => new Map([...labels, ...found])));
  }

  /**
   * Searches for `text`: the server after the `debounce` pause (the same text twice in a row is
   * asked once), or the `choices` at once.
   */
  search(text: string): void {
    this.text.set(text);
    if (this.referenceInput()) this.terms.next(text);
  }

  /** Starts with every option when nothing was searched yet (an input gaining focus). */
  open(): void {
    if (this.text() === null) this.search('');
  }

  /** A chosen option: its text is known from now on, and the local filter is cleared. */
  choose(option: ReferenceChoice): void {
    this.labels.update((labels) => new Map([...labels, [String(option.value), option.label]]));
    if (this.text() !== null) this.text.set('');
  }

  /** The user left the input: the local filter is cleared, and no search is sent. */
  endSearch(): void {
    if (this.text() !== null) this.text.set('');
  }

  /**
   * The text of a value: its option's, the referenced record's, "loading" while unknown; '' for no
   * value (null, undefined, '').
   */
  labelOf(value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    const known = this.labels().get(String(value));
    if (known !== undefined) return known;
    const choice = (this.choicesInput() ?? []).find((c) => ɵsameValue(c.value, value));
    if (choice) return choice.label;
    return this.referenceInput() ? this.i18n.t('admin.fields.loading') : String(value);
  }

  private searchServer(q: string): Observable<Results> {
    const name = this.referenceInput();
    if (!name) return of(NO_RESULTS);
    const text = this.optionTextInput();
    return ɵsearchReferences(this.repositories, name, q, {
      perPage: this.perPageInput(),
      filter: this.filterInput(),
    }).pipe(
      map((state): Results => {
        const resource = state.resource;
        return {
          loading: state.loading,
          error: state.error,
          // While loading, the options of the last answer stay.
          options:
            state.loading || !resource
              ? this.results().options
              : state.records.map((record) => ({
                  value: recordId(resource, record),
                  label: ɵoptionLabel(this.i18n, resource, record, text),
                })),
        };
      }),
    );
  }

  /** The texts of `ids` through one batched `getMany`; ids it cannot find show as missing. */
  private lookUp(ids: readonly RecordId[]): Observable<[string, string][]> {
    return ɵreferenceLabels(
      this.repositories,
      this.i18n,
      this.referenceInput()!,
      ids,
      this.optionTextInput(),
    );
  }
}

/**
 * A reference-input controller for the calling component (call in an injection context: a field
 * initializer or the constructor). Options may be signals, e.g. the component's inputs.
 *
 * ```ts
 * readonly value = signal<unknown>(null);
 * protected readonly authors = injectReferenceInput({ reference: 'users', value: this.value });
 * ```
 */
export function injectReferenceInput(options: ReferenceInputOptions): ReferenceInputController {
  return new ReferenceInputController(options);
}
