import { ComponentHarness, HarnessPredicate, type BaseHarnessFilters } from '@angular/cdk/testing';
import { MatButtonHarness } from '@angular/material/button/testing';

import { matchesText, readText } from './text';

/** What `VaFieldHarness.with()` filters fields on. */
export interface VaFieldHarnessFilters extends BaseHarnessFilters {
  /** The record property the field shows. */
  source?: string;
  /** The field's label: its text, or a pattern found in it. */
  label?: string | RegExp;
}

/** A harness for a show field (`<va-text-field>`, `<va-date-field>`…, any `VaField`). */
export class VaFieldHarness extends ComponentHarness {
  static hostSelector = '.va-field';

  /** A `HarnessPredicate` for a field of the given source or label. */
  static with(options: VaFieldHarnessFilters = {}): HarnessPredicate<VaFieldHarness> {
    return new HarnessPredicate(VaFieldHarness, options)
      .addOption('source', options.source, async (harness, source) =>
        HarnessPredicate.stringMatches(harness.getSource(), source),
      )
      .addOption('label', options.label, async (harness, label) =>
        matchesText(await harness.getLabel(), label),
      );
  }

  private readonly label = this.locatorForOptional('.va-field-label');
  private readonly value = this.locatorForOptional('.va-field-value');

  /** The record property the field shows. */
  async getSource(): Promise<string> {
    return (await (await this.host()).getAttribute('data-source')) ?? '';
  }

  /** The label shown ('' for an unlabelled field). */
  async getLabel(): Promise<string> {
    return readText(await this.label());
  }

  /** The value as shown (text; '' when empty, or the field's empty text). */
  async getValue(): Promise<string> {
    return readText((await this.value()) ?? (await this.host()));
  }

  /** Whether the value is empty. */
  async isEmpty(): Promise<boolean> {
    return !!(await this.locatorForOptional('.va-field-empty')());
  }

  /** The links the value holds (references, files, email, URL), as `href`s. */
  async getLinks(): Promise<string[]> {
    const links = await this.locatorForAll('a[href]')();
    return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
  }
}

/** What `VaShowHarness.with()` filters show pages on. */
export interface VaShowHarnessFilters extends BaseHarnessFilters {
  /** The page title (`<h1>`): its text, or a pattern found in it. */
  title?: string | RegExp;
}

/**
 * A harness for `<va-show>`, the show page: its fields' values by source, the page's actions
 * (edit, clone, delete, back), and the loading and error states.
 */
export class VaShowHarness extends ComponentHarness {
  static hostSelector = 'va-show';

  /** A `HarnessPredicate` for a show page with the given title. */
  static with(options: VaShowHarnessFilters = {}): HarnessPredicate<VaShowHarness> {
    return new HarnessPredicate(VaShowHarness, options).addOption(
      'title',
      options.title,
      async (harness, title) => matchesText(await harness.getTitle(), title),
    );
  }

  private readonly title = this.locatorFor('h1.va-page-title');
  private readonly fields = this.locatorForAll(
    VaFieldHarness.with({ ancestor: '.va-show-fields' }),
  );

  /** The page title ("Post Hello"). */
  async getTitle(): Promise<string> {
    return readText(await this.title());
  }

  /** The page's fields, in order. */
  async getFields(): Promise<VaFieldHarness[]> {
    return this.fields();
  }

  /** The field showing `source`. */
  async getField(source: string): Promise<VaFieldHarness> {
    const field = await this.locatorForOptional(
      VaFieldHarness.with({ ancestor: '.va-show-fields', source }),
    )();
    if (!field) throw new Error(`VaShowHarness: no field for "${source}"`);
    return field;
  }

  /** The values shown, by source. */
  async getValues(): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const field of await this.fields())
      values[await field.getSource()] = await field.getValue();
    return values;
  }

  /** The labels shown, by source. */
  async getLabels(): Promise<Record<string, string>> {
    const labels: Record<string, string> = {};
    for (const field of await this.fields())
      labels[await field.getSource()] = await field.getLabel();
    return labels;
  }

  /** The value of one field, as shown. */
  async getFieldValue(source: string): Promise<string> {
    return (await this.getField(source)).getValue();
  }

  /** The edit button's link (`href`), or null when the page does not offer it. */
  async getEditLink(): Promise<string | null> {
    const link = await this.locatorForOptional('a.va-edit')();
    return link ? link.getAttribute('href') : null;
  }

  /** Goes to the edit page. */
  async edit(): Promise<void> {
    return this.press('.va-edit');
  }

  /** Goes back to the list. */
  async back(): Promise<void> {
    return this.press('.va-back');
  }

  /** Deletes the record (the confirmation follows: `VaConfirmDialogHarness`). */
  async delete(): Promise<void> {
    return this.press('.va-delete');
  }

  /** Whether the record is loading. */
  async isLoading(): Promise<boolean> {
    return !!(await this.locatorForOptional('mat-progress-bar')());
  }

  /** The error shown when the record could not be loaded, or null. */
  async getErrorText(): Promise<string | null> {
    const error = await this.locatorForOptional('.va-show-error span')();
    return error ? readText(error) : null;
  }

  /** Asks the server again from the error's "Retry". */
  async retry(): Promise<void> {
    return this.press('.va-retry');
  }

  private async press(selector: string): Promise<void> {
    await (await this.locatorFor(MatButtonHarness.with({ selector }))()).click();
  }
}
