import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ApplicationRef, ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { AdminAuth } from '../../auth/auth';
import { AdminAuthError } from '../../auth/auth-provider';
import type { AdminCredentials } from '../../config/auth-contract';
import type { AdminUser } from '../../config/types';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { ADMIN_SESSION_PROMPT } from '../../auth/session-prompt';
import { AdminSessionDialog } from './session-dialog';
import { VaSessionDialogHarness } from '../../testing/dialog-harnesses';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Empty {}

/** The session dialog, through admin/testing's harness (dialogs are in the overlay container). */
const sessionDialog = () =>
  TestbedHarnessEnvironment.documentRootLoader(TestBed.createComponent(Empty)).getHarnessOrNull(
    VaSessionDialogHarness,
  );

const ALICE: AdminUser = { id: 1, name: 'Alice', email: 'alice@example.com' };
const BOB: AdminUser = { id: 2, name: 'Bob', email: 'bob@example.com' };

/** Lets the dialog load (import()), open and render; with `selector`, until it shows. */
async function rendered(selector?: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await TestBed.inject(ApplicationRef).whenStable();
    if (!selector || document.querySelector(selector)) return;
  }
  throw new Error(`${selector} never showed`);
}

// The first dialog loads its chunk and Material's form field and input (transformed on first use).
jest.setTimeout(30_000);

const dialogElement = (selector: string) => document.querySelector<HTMLElement>(selector);

describe('AdminSessionDialog (the ADMIN_SESSION_PROMPT of provideAdmin)', () => {
  let login: jest.Mock<Promise<AdminUser>, [AdminCredentials]>;

  beforeEach(() => {
    login = jest.fn(async (credentials: AdminCredentials) => {
      if (credentials.password !== 'secret') throw new AdminAuthError('Invalid credentials', 401);
      return credentials.email === BOB.email ? BOB : ALICE;
    });
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [], auth: { login, logout: () => undefined, me: () => ALICE } }),
        provideRouter([]),
      ],
    });
  });

  afterEach(() => document.querySelectorAll('.cdk-overlay-container').forEach((e) => e.remove()));

  it('is what provideAdmin binds the port to, reached on first use', async () => {
    const dialog = TestBed.inject(AdminSessionDialog);
    const signIn = jest.spyOn(dialog, 'signIn').mockResolvedValue(BOB);
    const switched = jest.spyOn(dialog, 'switched').mockResolvedValue(undefined);
    const port = TestBed.inject(ADMIN_SESSION_PROMPT)!;
    await expect(port.signIn({ user: ALICE })).resolves.toBe(BOB);
    expect(signIn).toHaveBeenCalledWith({ user: ALICE });
    await port.switched({ previous: ALICE, user: BOB });
    expect(switched).toHaveBeenCalledWith({ previous: ALICE, user: BOB });
  });

  it("signs in over the page with the login form, the ended session's email filled in", async () => {
    const answer = TestBed.inject(AdminSessionDialog).signIn({ user: ALICE });
    await rendered('va-session-dialog');
    const dialog = (await sessionDialog())!;
    expect(await dialog.getTitle()).toBe('Your session has ended');
    expect(await dialog.getUserText()).toContain('Signed in as Alice until now.');
    expect(await dialog.getEmail()).toBe(ALICE.email);

    // A wrong password: the error shows in the dialog, which stays open.
    await dialog.signIn('wrong');
    await rendered();
    expect(await dialog.getError()).toContain('Invalid credentials');
    expect(await sessionDialog()).not.toBeNull();

    await dialog.signIn('secret');
    await expect(answer).resolves.toEqual(ALICE);
    expect(login).toHaveBeenLastCalledWith({ email: ALICE.email, password: 'secret' });
    expect(TestBed.inject(AdminAuth).user()).toEqual(ALICE);
  });

  it('resolves null when the user signs out instead', async () => {
    const answer = TestBed.inject(AdminSessionDialog).signIn({ user: ALICE });
    await rendered('va-session-dialog');
    await (await sessionDialog())!.signOut();
    await expect(answer).resolves.toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('says, in both languages, that the page of the other user was discarded', async () => {
    const shown = TestBed.inject(AdminSessionDialog).switched({ previous: ALICE, user: BOB });
    await rendered('va-session-switched-dialog');
    expect(dialogElement('va-session-switched-dialog')?.textContent).toContain(
      'You signed in as Bob, not as Alice: the page of Alice, what was typed on it and the changes waiting to be saved were discarded.',
    );
    dialogElement('.va-session-switched-ok')!.click();
    await shown;

    TestBed.inject(AdminI18n).setLocale('fr');
    await TestBed.inject(AdminI18n).ready();
    expect(dialogElement('va-session-switched-dialog')).toBeNull();
    const again = TestBed.inject(AdminSessionDialog).switched({ previous: ALICE, user: BOB });
    await rendered('va-session-switched-dialog');
    expect(dialogElement('va-session-switched-dialog')?.textContent).toContain(
      'Vous êtes connecté en tant que Bob, et non Alice',
    );
    dialogElement('.va-session-switched-ok')!.click();
    await again;
  });
});
