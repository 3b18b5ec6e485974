import {
  ComponentHarness,
  HarnessPredicate,
  type BaseHarnessFilters,
  type ComponentHarnessConstructor,
} from '@angular/cdk/testing';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MatChipRowHarness } from '@angular/material/chips/testing';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { MatRadioGroupHarness } from '@angular/material/radio/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { MatSlideToggleHarness } from '@angular/material/slide-toggle/testing';
import { MatTimepickerInputHarness } from '@angular/material/timepicker/testing';

import { matchesText, pause, readText } from './text';

/** What the input harnesses' `with()` filters on. */
export interface VaInputHarnessFilters extends BaseHarnessFilters {
  /** The record property the input edits (`source`, or its `formControlName`). */
  source?: string;
  /** The input's label: its text, or a pattern found in it. */
  label?: string | RegExp;
}

/** A value an input harness reads or writes: text, a number, on/off, or several texts. */
export type VaInputValue = string | number | boolean | null | readonly string[];

/**
 * What every input harness offers: the edited `source`, the label, the error and the hint shown,
 * and reading or writing the value as the user sees it (`getValue()`, `setValue()`).
 */
export abstract class VaInputHarness extends ComponentHarness {
  /** The record property the input edits (`source`, else its `formControlName`). */
  async getSource(): Promise<string> {
    return (await (await this.host()).getAttribute('data-source')) ?? '';
  }

  /** The label shown (without the required mark). */
  async getLabel(): Promise<string> {
    const field = await this.locatorForOptional(MatFormFieldHarness)();
    const label = field
      ? await field.getLabel()
      : await readText(await this.locatorForOptional('.va-input-label, .mdc-label')());
    return (label ?? '').replace(/\s*\*$/, '');
  }

  /** The error shown under the input (once touched or saved), or null. */
  async getError(): Promise<string | null> {
    const error = await this.locatorForOptional('mat-error, .va-input-error')();
    const text = error ? await readText(error) : '';
    return text || null;
  }

  /** The hint shown under the input, or null. */
  async getHint(): Promise<string | null> {
    const hint = await this.locatorForOptional('mat-hint:not(.va-input-error), .va-input-hint')();
    const text = hint ? await readText(hint) : '';
    return text || null;
  }

  /** The value as the input shows it. */
  abstract getValue(): Promise<VaInputValue>;

  /** Sets the value as a user would, then leaves the input (so that its errors show). */
  abstract setValue(value: VaInputValue): Promise<void>;

  /** Whether the input is disabled. */
  abstract isDisabled(): Promise<boolean>;
}

/** The `HarnessPredicate` of an input harness type, filtered on `source` and `label`. */
function inputPredicate<T extends VaInputHarness>(
  type: ComponentHarnessConstructor<T>,
  options: VaInputHarnessFilters,
): HarnessPredicate<T> {
  return new HarnessPredicate(type, options)
    .addOption('source', options.source, async (harness, source) =>
      HarnessPredicate.stringMatches(harness.getSource(), source),
    )
    .addOption('label', options.label, async (harness, label) =>
      matchesText(await harness.getLabel(), label),
    );
}

/** The text of a value for a text control. */
function asText(value: VaInputValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** What a text-like Material control's harness offers (`matInput`, datepicker, timepicker). */
interface TextControlHarness {
  getValue(): Promise<string>;
  setValue(value: string): Promise<void>;
  blur(): Promise<void>;
  isDisabled(): Promise<boolean>;
}

/** An input with one text-like control: the value is its text; set, it is typed, then left. */
abstract class VaTextControlInputHarness<
  C extends TextControlHarness = TextControlHarness,
> extends VaInputHarness {
  protected abstract readonly input: () => Promise<C>;

  async getValue(): Promise<string> {
    return (await this.input()).getValue();
  }

  async setValue(value: VaInputValue): Promise<void> {
    const input = await this.input();
    await input.setValue(asText(value));
    await input.blur();
  }

  async isDisabled(): Promise<boolean> {
    return (await this.input()).isDisabled();
  }
}

/** An input whose control is Material's `matInput` (text, number, password). */
abstract class VaMatInputHarness extends VaTextControlInputHarness<MatInputHarness> {
  protected readonly input = this.locatorFor(MatInputHarness);

  /** Whether the input is required. */
  async isRequired(): Promise<boolean> {
    return (await this.input()).isRequired();
  }

  /** Whether the input is read-only. */
  async isReadonly(): Promise<boolean> {
    return (await this.input()).isReadonly();
  }
}

/** A harness for `<va-text-input>` (single line or `multiline`). */
export class VaTextInputHarness extends VaMatInputHarness {
  static hostSelector = 'va-text-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaTextInputHarness> {
    return inputPredicate(VaTextInputHarness, options);
  }
}

/** A harness for `<va-password-input>`. */
export class VaPasswordInputHarness extends VaMatInputHarness {
  static hostSelector = 'va-password-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaPasswordInputHarness> {
    return inputPredicate(VaPasswordInputHarness, options);
  }

  /** Shows or hides the password (its eye button). */
  async toggleVisibility(): Promise<void> {
    const toggle = await this.locatorFor(
      MatButtonHarness.with({ selector: '.va-password-toggle' }),
    )();
    await toggle.click();
  }

  /** Whether the password shows as text. */
  async isVisible(): Promise<boolean> {
    return (await (await this.input()).getType()) === 'text';
  }
}

/** A harness for `<va-number-input>`: the value is the text shown. */
export class VaNumberInputHarness extends VaMatInputHarness {
  static hostSelector = 'va-number-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaNumberInputHarness> {
    return inputPredicate(VaNumberInputHarness, options);
  }
}

/** A harness for `<va-boolean-input>` (a Material slide toggle). */
export class VaBooleanInputHarness extends VaInputHarness {
  static hostSelector = 'va-boolean-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaBooleanInputHarness> {
    return inputPredicate(VaBooleanInputHarness, options);
  }

  private readonly toggle = this.locatorFor(MatSlideToggleHarness);

  override async getLabel(): Promise<string> {
    return (await (await this.toggle()).getLabelText()).replace(/\s*\*$/, '');
  }

  async getValue(): Promise<boolean> {
    return (await this.toggle()).isChecked();
  }

  /** Turns the toggle on (`true`) or off (anything else). */
  async setValue(value: VaInputValue): Promise<void> {
    const toggle = await this.toggle();
    if (value === true) await toggle.check();
    else await toggle.uncheck();
    await toggle.blur();
  }

  async isDisabled(): Promise<boolean> {
    return (await this.toggle()).isDisabled();
  }
}

/** A harness for `<va-date-input>` (a Material datepicker): the value is the text shown. */
export class VaDateInputHarness extends VaTextControlInputHarness<MatDatepickerInputHarness> {
  static hostSelector = 'va-date-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaDateInputHarness> {
    return inputPredicate(VaDateInputHarness, options);
  }

  /** Its `setValue()` types a date as the UI locale writes it (`1/31/2024` in English). */
  protected readonly input = this.locatorFor(MatDatepickerInputHarness);

  /** The datepicker's input, to open its calendar (`openCalendar()`, `getCalendar()`). */
  async getDatepicker(): Promise<MatDatepickerInputHarness> {
    return this.input();
  }
}

/** A harness for `<va-time-input>` (a Material timepicker): the value is the text shown. */
export class VaTimeInputHarness extends VaTextControlInputHarness<MatTimepickerInputHarness> {
  static hostSelector = 'va-time-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaTimeInputHarness> {
    return inputPredicate(VaTimeInputHarness, options);
  }

  protected readonly input = this.locatorFor(MatTimepickerInputHarness);
}

/** A harness for `<va-date-time-input>`: a date and a time, the value `[date, time]` as shown. */
export class VaDateTimeInputHarness extends VaInputHarness {
  static hostSelector = 'va-date-time-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaDateTimeInputHarness> {
    return inputPredicate(VaDateTimeInputHarness, options);
  }

  private readonly date = this.locatorFor(MatDatepickerInputHarness);
  private readonly time = this.locatorFor(MatTimepickerInputHarness);

  override async getLabel(): Promise<string> {
    return (await (await this.locatorFor('.va-date-time')()).getAttribute('aria-label')) ?? '';
  }

  async getValue(): Promise<string[]> {
    return [await (await this.date()).getValue(), await (await this.time()).getValue()];
  }

  /** Sets the date and the time, as shown: `['1/31/2024', '10:30 AM']`. */
  async setValue(value: VaInputValue): Promise<void> {
    const [date, time] = Array.isArray(value) ? value : [asText(value), ''];
    const dateInput = await this.date();
    await dateInput.setValue(date ?? '');
    await dateInput.blur();
    const timeInput = await this.time();
    await timeInput.setValue(time ?? '');
    await timeInput.blur();
  }

  async isDisabled(): Promise<boolean> {
    return (await this.date()).isDisabled();
  }
}

/** A harness for `<va-select-input>` (a Material select): the value is the chosen options' text. */
export class VaSelectInputHarness extends VaInputHarness {
  static hostSelector = 'va-select-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaSelectInputHarness> {
    return inputPredicate(VaSelectInputHarness, options);
  }

  private readonly select = this.locatorFor(MatSelectHarness);

  async getValue(): Promise<string> {
    return (await this.select()).getValueText();
  }

  /** Chooses the option(s) with these texts (several for a `multiple` select). */
  async setValue(value: VaInputValue): Promise<void> {
    const select = await this.select();
    const texts = Array.isArray(value) ? value : [asText(value)];
    await select.open();
    if (await select.isMultiple()) {
      for (const option of await select.getOptions({ isSelected: true })) await option.click();
    }
    for (const text of texts) await select.clickOptions({ text });
    if (await select.isOpen()) await select.close();
    await select.blur();
  }

  /** The texts of the options offered. */
  async getOptions(): Promise<string[]> {
    const select = await this.select();
    await select.open();
    const options = await select.getOptions();
    const texts = await Promise.all(options.map((option) => option.getText()));
    await select.close();
    return texts;
  }

  async isDisabled(): Promise<boolean> {
    return (await this.select()).isDisabled();
  }
}

/** A harness for `<va-radio-group-input>`: the value is the checked option's label. */
export class VaRadioGroupInputHarness extends VaInputHarness {
  static hostSelector = 'va-radio-group-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaRadioGroupInputHarness> {
    return inputPredicate(VaRadioGroupInputHarness, options);
  }

  private readonly group = this.locatorFor(MatRadioGroupHarness);

  async getValue(): Promise<string | null> {
    const checked = await (await this.group()).getCheckedRadioButton();
    return checked ? checked.getLabelText() : null;
  }

  /** Checks the option with this label. */
  async setValue(value: VaInputValue): Promise<void> {
    await (await this.group()).checkRadioButton({ label: asText(value) });
  }

  /** The options' labels. */
  async getOptions(): Promise<string[]> {
    const buttons = await (await this.group()).getRadioButtons();
    return Promise.all(buttons.map((button) => button.getLabelText()));
  }

  async isDisabled(): Promise<boolean> {
    const buttons = await (await this.group()).getRadioButtons();
    return buttons.length > 0 && (await buttons[0].isDisabled());
  }
}

/**
 * A harness for `<va-autocomplete-input>` (references and server-searched choices): type to
 * search, then choose an option; the value is the text shown, or the chips of a `multiple` one.
 */
export class VaAutocompleteInputHarness extends VaInputHarness {
  static hostSelector = 'va-autocomplete-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaAutocompleteInputHarness> {
    return inputPredicate(VaAutocompleteInputHarness, options);
  }

  private readonly autocomplete = this.locatorFor(MatAutocompleteHarness);
  private readonly chips = this.locatorForAll(MatChipRowHarness);

  /** The text shown; for a `multiple` input, the chips' texts. */
  async getValue(): Promise<string | string[]> {
    const chips = await this.chips();
    if (chips.length || (await this.isMultiple())) {
      return Promise.all(chips.map(async (chip) => (await chip.getText()).trim()));
    }
    return (await this.autocomplete()).getValue();
  }

  /**
   * Types `text` and waits for the input's search (`debounce`, 300 ms unless the input sets
   * another). With a server, the test answers the search, then calls `choose()`.
   */
  async search(text: string, debounce = 300): Promise<void> {
    const autocomplete = await this.autocomplete();
    await autocomplete.focus();
    await autocomplete.clear();
    await autocomplete.enterText(text);
    await pause(debounce + 20);
    await this.forceStabilize();
  }

  /** The texts of the open panel's options (its status line included: "No results"…). */
  async getOptions(): Promise<string[]> {
    const options = await (await this.autocomplete()).getOptions();
    return Promise.all(options.map((option) => option.getText()));
  }

  /** Chooses the open panel's option with this text. */
  async choose(option: string | RegExp): Promise<void> {
    await (await this.autocomplete()).selectOption({ text: option });
  }

  /**
   * Searches each text and chooses the option that reads the same (choices searched locally;
   * a server's search must be answered by the test: use `search()` and `choose()`).
   */
  async setValue(value: VaInputValue): Promise<void> {
    const texts = Array.isArray(value) ? value : [asText(value)];
    for (const text of texts) {
      await this.search(text);
      await this.choose(text);
    }
    await (await this.autocomplete()).blur();
  }

  /** Removes the chip with this text (a `multiple` input). */
  async removeChip(text: string | RegExp): Promise<void> {
    const chip = await this.locatorFor(MatChipRowHarness.with({ text }))();
    await chip.remove();
  }

  /** Whether the input takes several values (chips). */
  async isMultiple(): Promise<boolean> {
    return !!(await this.locatorForOptional('mat-chip-grid')());
  }

  async isDisabled(): Promise<boolean> {
    return (await this.autocomplete()).isDisabled();
  }
}

/**
 * A harness for `<va-rich-text-input>`: the text and HTML shown, and the editor (loaded when
 * the user goes into the input) with its toolbar.
 */
export class VaRichTextInputHarness extends VaInputHarness {
  static hostSelector = 'va-rich-text-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaRichTextInputHarness> {
    return inputPredicate(VaRichTextInputHarness, options);
  }

  private readonly view = this.locatorForOptional('.va-rich-text-view');
  private readonly editor = this.locatorForOptional('.va-rich-text-content .ProseMirror');

  /** The text shown (the editor's, or the value's before the editor loads). */
  async getValue(): Promise<string> {
    const editor = await this.editor();
    if (editor) return readText(editor);
    const view = await this.view();
    const empty = await this.locatorForOptional('.va-rich-text-empty')();
    return view && !empty ? readText(view) : '';
  }

  /** The HTML the editor holds (or the value's, before it loads). */
  async getHtml(): Promise<string> {
    const editor = await this.editor();
    if (editor) return (await editor.getProperty<string>('innerHTML')) ?? '';
    const html = await this.locatorForOptional('.va-rich-text-view-html')();
    return html ? ((await html.getProperty<string>('innerHTML')) ?? '') : '';
  }

  /** Goes into the input: the editor loads. */
  async focus(): Promise<void> {
    const view = await this.view();
    if (view) await view.focus();
    await this.waitForEditor();
  }

  /** Whether the editor is loaded. */
  async isEditorLoaded(): Promise<boolean> {
    return !!(await this.editor());
  }

  /** Replaces the content with a paragraph of `value`'s text, as typed in the editor. */
  async setValue(value: VaInputValue): Promise<void> {
    await this.focus();
    const editor = await this.editor();
    if (!editor) throw new Error('VaRichTextInputHarness: the editor did not load');
    await editor.setContenteditableValue(asText(value));
    await editor.dispatchEvent('input');
    await this.waitForEditor();
    await editor.blur();
  }

  /** Clicks a toolbar button by its accessible name ("Bold", "Bulleted list"…). */
  async clickTool(name: string | RegExp): Promise<void> {
    const tools = await this.locatorForAll('.va-rich-text-toolbar button')();
    for (const tool of tools) {
      if (matchesText((await tool.getAttribute('aria-label')) ?? '', name)) return tool.click();
    }
    throw new Error(`VaRichTextInputHarness: no tool "${name}"`);
  }

  /** The editor's loading error ("The editor could not be loaded: …"), or null. */
  async getLoadError(): Promise<string | null> {
    const status = await this.locatorForOptional('.va-rich-text-status')();
    return status ? readText(status) : null;
  }

  override async getError(): Promise<string | null> {
    const error = await this.locatorForOptional('.va-input-error:not(.va-rich-text-status)')();
    const text = error ? await readText(error) : '';
    return text || null;
  }

  async isDisabled(): Promise<boolean> {
    const view = await this.view();
    if (view) return (await view.getAttribute('aria-disabled')) === 'true';
    const editor = await this.editor();
    return !!editor && (await editor.getAttribute('contenteditable')) === 'false';
  }

  /** The editor's code loads with `import()`: a few turns, no change detection of its own. */
  private async waitForEditor(): Promise<void> {
    for (let i = 0; i < 50 && !(await this.editor()) && !(await this.getLoadError()); i++) {
      await pause(10);
      await this.forceStabilize();
    }
  }
}

/** A file of a file or image input: its name, and whether it waits for its upload. */
export interface VaInputFile {
  readonly name: string;
  /** Its link (`href`) once stored; null for a file chosen and not uploaded yet. */
  readonly href: string | null;
}

/**
 * A harness for `<va-file-input>` and `<va-image-input>` (uploads): the files listed, removing
 * one, the rejections and errors. Choosing files goes through the browser's file picker, which a
 * harness cannot drive: set the native input's `files` and dispatch `change` in the test.
 */
export class VaFileInputHarness extends VaInputHarness {
  static hostSelector = 'va-file-input, va-image-input';

  static with(options: VaInputHarnessFilters = {}): HarnessPredicate<VaFileInputHarness> {
    return inputPredicate(VaFileInputHarness, options);
  }

  private readonly items = this.locatorForAll('li.va-file-item');

  /** The files listed, in order. */
  async getFiles(): Promise<VaInputFile[]> {
    const names = await this.locatorForAll('li.va-file-item .va-file-name')();
    return Promise.all(
      names.map(async (name) => ({
        name: await readText(name),
        href: await name.getAttribute('href'),
      })),
    );
  }

  /** The files' names. */
  async getValue(): Promise<string[]> {
    return (await this.getFiles()).map((file) => file.name);
  }

  /** Files cannot be chosen by a harness: only `[]` (remove every file) is accepted. */
  async setValue(value: VaInputValue): Promise<void> {
    if (!Array.isArray(value) || value.length) {
      throw new Error(
        "VaFileInputHarness: choose files through the native input (set its `files` and dispatch 'change'); setValue([]) removes them",
      );
    }
    while ((await this.items()).length) await this.removeFile(0);
  }

  /** Removes the file at this index (its remove button). */
  async removeFile(index: number): Promise<void> {
    const buttons = await this.locatorForAll(
      MatButtonHarness.with({ selector: '.va-file-remove' }),
    )();
    if (!buttons[index]) throw new Error(`VaFileInputHarness: no file ${index} to remove`);
    await buttons[index].click();
  }

  /** The messages of files refused (type, size, count). */
  async getRejections(): Promise<string[]> {
    const rejections = await this.locatorForAll('.va-file-rejection')();
    return Promise.all(rejections.map(readText));
  }

  /** Whether a file is uploading (its progress bar shows). */
  async isUploading(): Promise<boolean> {
    return !!(await this.locatorForOptional('.va-file-progress')());
  }

  async isDisabled(): Promise<boolean> {
    const choose = await this.locatorForOptional(
      MatButtonHarness.with({ selector: '.va-file-choose' }),
    )();
    return choose ? choose.isDisabled() : true;
  }
}

/** The harness types of the library's inputs, which `VaFormHarness` finds by source. */
export const VA_INPUT_HARNESSES = [
  VaTextInputHarness,
  VaPasswordInputHarness,
  VaNumberInputHarness,
  VaBooleanInputHarness,
  VaDateInputHarness,
  VaTimeInputHarness,
  VaDateTimeInputHarness,
  VaSelectInputHarness,
  VaRadioGroupInputHarness,
  VaAutocompleteInputHarness,
  VaRichTextInputHarness,
  VaFileInputHarness,
] as const;

/** Any of the library's input harnesses. */
export type VaAnyInputHarness = InstanceType<(typeof VA_INPUT_HARNESSES)[number]>;
