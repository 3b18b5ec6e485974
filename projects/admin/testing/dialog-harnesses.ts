import {
  ComponentHarness,
  HarnessPredicate,
  type BaseHarnessFilters,
  type ComponentHarnessConstructor,
} from '@angular/cdk/testing';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MatInputHarness } from '@angular/material/input/testing';

import { matchesText, pause, readText } from './text';

// The dialogs open in the overlay container, outside the page's element: find them with
// `TestbedHarnessEnvironment.documentRootLoader(fixture)`.

/** What the dialog harnesses' `with()` filters on. */
export interface VaDialogHarnessFilters extends BaseHarnessFilters {
  /** The dialog's title: its text, or a pattern found in it. */
  title?: string | RegExp;
  /** The dialog's message: its text, or a pattern found in it. */
  message?: string | RegExp;
}

/** What the admin's dialogs share: a title, a message and buttons. */
abstract class VaDialogHarness extends ComponentHarness {
  protected readonly titleElement = this.locatorForOptional('.mat-mdc-dialog-title');

  /** The dialog's title. */
  async getTitle(): Promise<string> {
    return readText(await this.titleElement());
  }

  /** The dialog's message. */
  abstract getMessage(): Promise<string>;

  /** The texts of the dialog's buttons, in order. */
  async getButtonTexts(): Promise<string[]> {
    const buttons = await this.locatorForAll(MatButtonHarness)();
    return Promise.all(buttons.map((button) => button.getText()));
  }

  protected async press(selector: string): Promise<void> {
    await (await this.locatorFor(MatButtonHarness.with({ selector }))()).click();
  }

  /**
   * Presses a button that closes the dialog, and resolves once it has closed (its closing
   * animation, when animations are on, done), so that what the answer starts has started.
   */
  protected async answer(selector: string): Promise<void> {
    const hostSelector = (this.constructor as unknown as { hostSelector: string }).hostSelector;
    const open = this.documentRootLocatorFactory().locatorForAll(hostSelector);
    const before = (await open()).length;
    await this.press(selector);
    for (let i = 0; i < 100 && (await open()).length >= before; i++) await pause(10);
    await this.forceStabilize();
  }
}

function dialogPredicate<T extends VaDialogHarness>(
  type: ComponentHarnessConstructor<T>,
  options: VaDialogHarnessFilters,
): HarnessPredicate<T> {
  return new HarnessPredicate(type, options)
    .addOption('title', options.title, async (harness, title) =>
      matchesText(await harness.getTitle(), title),
    )
    .addOption('message', options.message, async (harness, message) =>
      matchesText(await harness.getMessage(), message),
    );
}

/** A harness for the confirm dialog (`AdminConfirm.confirm()`: deletes, confirmed actions). */
export class VaConfirmDialogHarness extends VaDialogHarness {
  static hostSelector = 'va-confirm-dialog';

  /** A `HarnessPredicate` for a confirm dialog with the given title or message. */
  static with(options: VaDialogHarnessFilters = {}): HarnessPredicate<VaConfirmDialogHarness> {
    return dialogPredicate(VaConfirmDialogHarness, options);
  }

  private readonly message = this.locatorFor('.va-confirm-message');

  async getMessage(): Promise<string> {
    return readText(await this.message());
  }

  /** The confirm button's text ("Delete", "Confirm"…). */
  async getConfirmText(): Promise<string> {
    return (
      await this.locatorFor(MatButtonHarness.with({ selector: '.va-confirm-ok' }))()
    ).getText();
  }

  /** Confirms: the dialog closes with `true`. */
  async confirm(): Promise<void> {
    return this.answer('.va-confirm-ok');
  }

  /** Cancels: the dialog closes with `false`. */
  async cancel(): Promise<void> {
    return this.answer('.va-confirm-cancel');
  }
}

/** A field of the conflict dialog: its label, the server's value and the one typed. */
export interface VaConflictField {
  readonly field: string;
  readonly label: string;
  readonly server: string;
  readonly mine: string;
  /** Changed on the server and by the user. */
  readonly both: boolean;
}

/**
 * A harness for the conflict dialog a form opens when someone saved the record since it was read:
 * the fields that differ, and reload (re-apply the changes typed), overwrite or cancel.
 */
export class VaConflictDialogHarness extends VaDialogHarness {
  static hostSelector = 'va-conflict-dialog';

  /** A `HarnessPredicate` for a conflict dialog with the given title or message. */
  static with(options: VaDialogHarnessFilters = {}): HarnessPredicate<VaConflictDialogHarness> {
    return dialogPredicate(VaConflictDialogHarness, options);
  }

  private readonly message = this.locatorFor('.va-conflict-message');
  private readonly rows = this.locatorForAll('tr.va-conflict-field');

  async getMessage(): Promise<string> {
    return readText(await this.message());
  }

  /** The fields that differ, in the dialog's order. */
  async getFields(): Promise<VaConflictField[]> {
    const rows = await this.rows();
    return Promise.all(
      rows.map(async (row, i) => {
        const cell = (selector: string) =>
          this.locatorFor(`tr.va-conflict-field:nth-of-type(${i + 1}) ${selector}`)();
        const badge = await this.locatorForOptional(
          `tr.va-conflict-field:nth-of-type(${i + 1}) .va-conflict-badge`,
        )();
        const label = await readText(await cell('th'));
        const badgeText = badge ? await readText(badge) : '';
        return {
          field: (await row.getAttribute('data-field')) ?? '',
          label: badgeText ? label.slice(0, -badgeText.length).trim() : label,
          server: await readText(await cell('.va-conflict-server')),
          mine: await readText(await cell('.va-conflict-mine')),
          both: await row.hasClass('va-conflict-both'),
        };
      }),
    );
  }

  /** Reloads the record and applies the changes typed over it. */
  async reload(): Promise<void> {
    return this.answer('.va-conflict-reload');
  }

  /** Saves over the other change. */
  async overwrite(): Promise<void> {
    return this.answer('.va-conflict-overwrite');
  }

  /** Closes the dialog; the values typed stay in the form. */
  async cancel(): Promise<void> {
    return this.answer('.va-conflict-cancel');
  }
}

/** A harness for the sign-in dialog shown over the page when the session ended. */
export class VaSessionDialogHarness extends VaDialogHarness {
  static hostSelector = 'va-session-dialog';

  /** A `HarnessPredicate` for a session dialog with the given title or message. */
  static with(options: VaDialogHarnessFilters = {}): HarnessPredicate<VaSessionDialogHarness> {
    return dialogPredicate(VaSessionDialogHarness, options);
  }

  private readonly text = this.locatorFor('.va-session-text');
  private readonly user = this.locatorFor('.va-session-user');
  private readonly email = this.locatorFor(
    MatInputHarness.with({ selector: '[formControlName="email"]' }),
  );
  private readonly password = this.locatorFor(
    MatInputHarness.with({ selector: '[formControlName="password"]' }),
  );

  async getMessage(): Promise<string> {
    return readText(await this.text());
  }

  /** Whose session ended ("Signed in as Alice"). */
  async getUserText(): Promise<string> {
    return readText(await this.user());
  }

  /** The email field's value. */
  async getEmail(): Promise<string> {
    return (await this.email()).getValue();
  }

  /** Fills the email (when given) and password, then signs in. */
  async signIn(password: string, email?: string): Promise<void> {
    if (email !== undefined) await (await this.email()).setValue(email);
    await (await this.password()).setValue(password);
    await this.press('.va-login-submit');
  }

  /** The sign-in error shown (a wrong password…), or null. */
  async getError(): Promise<string | null> {
    const error = await this.locatorForOptional('.va-login-error')();
    return error ? readText(error) : null;
  }

  /** Signs out instead: the dialog closes with null. */
  async signOut(): Promise<void> {
    return this.answer('.va-session-cancel');
  }
}
