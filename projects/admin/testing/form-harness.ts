import {
  ComponentHarness,
  HarnessPredicate,
  type BaseHarnessFilters,
  type ComponentHarnessConstructor,
} from '@angular/cdk/testing';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MatSnackBarHarness } from '@angular/material/snack-bar/testing';

import {
  VA_INPUT_HARNESSES,
  type VaAnyInputHarness,
  type VaInputHarness,
  type VaInputHarnessFilters,
  type VaInputValue,
} from './input-harnesses';
import { matchesText, readText } from './text';

/** What `VaFormHarness.with()` filters forms on. */
export interface VaFormHarnessFilters extends BaseHarnessFilters {
  /** The page title (`<h1>`): its text, or a pattern found in it. */
  title?: string | RegExp;
}

/**
 * A harness for `<va-form>`, the create and edit page: its inputs by source (each kind with its
 * own harness), filling values, save (and continue), cancel, delete, the errors under the inputs
 * and the form's error (the notification a refused save shows, with its retry).
 */
export class VaFormHarness extends ComponentHarness {
  static hostSelector = 'va-form';

  /** A `HarnessPredicate` for a form with the given title. */
  static with(options: VaFormHarnessFilters = {}): HarnessPredicate<VaFormHarness> {
    return new HarnessPredicate(VaFormHarness, options).addOption(
      'title',
      options.title,
      async (harness, title) => matchesText(await harness.getTitle(), title),
    );
  }

  private readonly title = this.locatorFor('h1.va-page-title');
  private readonly inputs = this.locatorForAll(...VA_INPUT_HARNESSES);
  private readonly errorNotification = this.documentRootLocatorFactory().locatorForOptional(
    MatSnackBarHarness.with({ selector: '.va-notification-error' }),
  );

  /** The page title ("Edit post Hello", "New post"). */
  async getTitle(): Promise<string> {
    return readText(await this.title());
  }

  /** The form's inputs, in order (each of its kind: `VaTextInputHarness`…). */
  async getInputs(): Promise<VaAnyInputHarness[]> {
    return this.inputs();
  }

  /** The sources of the form's inputs, in order. */
  async getSources(): Promise<string[]> {
    return Promise.all((await this.inputs()).map((input) => input.getSource()));
  }

  /**
   * The input that edits `source` (any kind), or of a given harness type:
   * `form.getInput('title')`, `form.getInput(VaSelectInputHarness, 'status')`.
   */
  async getInput(source: string): Promise<VaAnyInputHarness>;
  async getInput<T extends VaInputHarness>(
    type: ComponentHarnessConstructor<T> & {
      with(options: VaInputHarnessFilters): HarnessPredicate<T>;
    },
    source: string,
  ): Promise<T>;
  async getInput<T extends VaInputHarness>(
    sourceOrType:
      | string
      | (ComponentHarnessConstructor<T> & {
          with(options: VaInputHarnessFilters): HarnessPredicate<T>;
        }),
    source?: string,
  ): Promise<VaInputHarness> {
    if (typeof sourceOrType !== 'string') {
      const input = await this.locatorForOptional(sourceOrType.with({ source }))();
      if (!input) throw new Error(`VaFormHarness: no ${sourceOrType.name} for "${source}"`);
      return input;
    }
    for (const input of await this.inputs()) {
      if ((await input.getSource()) === sourceOrType) return input;
    }
    throw new Error(`VaFormHarness: no input for "${sourceOrType}"`);
  }

  /** Sets the values of several inputs, by source, as a user would (`setValue()` of each). */
  async fill(values: Record<string, VaInputValue>): Promise<void> {
    for (const [source, value] of Object.entries(values)) {
      await (await this.getInput(source)).setValue(value);
    }
  }

  /** The values the inputs show, by source. */
  async getValues(): Promise<Record<string, VaInputValue>> {
    const values: Record<string, VaInputValue> = {};
    for (const input of await this.inputs()) {
      values[await input.getSource()] = await input.getValue();
    }
    return values;
  }

  /** The errors shown under the inputs, by source (inputs without an error left out). */
  async getFieldErrors(): Promise<Record<string, string>> {
    const errors: Record<string, string> = {};
    for (const input of await this.inputs()) {
      const error = await input.getError();
      if (error) errors[await input.getSource()] = error;
    }
    return errors;
  }

  /**
   * The form's error: the message of the error notification a refused save shows (a server error,
   * "Some fields need your attention", the field errors no input shows), or null.
   */
  async getFormError(): Promise<string | null> {
    const notification = await this.errorNotification();
    return notification ? notification.getMessage() : null;
  }

  /** Saves again from the error notification's "Retry". */
  async retrySave(): Promise<void> {
    const notification = await this.errorNotification();
    if (!notification || !(await notification.hasAction())) {
      throw new Error('VaFormHarness: no error notification offering to retry');
    }
    await notification.dismissWithAction();
  }

  /** Saves ("Save"): checks the values, then sends them. */
  async save(): Promise<void> {
    return this.press('.va-save');
  }

  /** Saves and stays on (or goes to) the record's edit page. */
  async saveAndContinue(): Promise<void> {
    return this.press('.va-save-continue');
  }

  /** Leaves the form without saving ("Cancel"). */
  async cancel(): Promise<void> {
    return this.press('.va-cancel');
  }

  /** Deletes the record (the confirmation follows: `VaConfirmDialogHarness`). */
  async delete(): Promise<void> {
    return this.press('.va-delete');
  }

  /** Whether the form is saving or loading (its buttons disabled). */
  async isBusy(): Promise<boolean> {
    const save = await this.locatorFor(MatButtonHarness.with({ selector: '.va-save' }))();
    return save.isDisabled();
  }

  /** Whether the form offers to delete the record. */
  async canDelete(): Promise<boolean> {
    return !!(await this.locatorForOptional('.va-delete')());
  }

  private async press(selector: string): Promise<void> {
    await (await this.locatorFor(MatButtonHarness.with({ selector }))()).click();
  }
}
