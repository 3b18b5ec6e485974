import { OverlayContainer } from '@angular/cdk/overlay';
import type {
  ComponentHarness,
  ComponentHarnessConstructor,
  HarnessLoader,
} from '@angular/cdk/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter } from '@angular/router';

import { AdminAuthError } from '../auth/auth-provider';
import type { AdminUser } from '../config/types';
import { AdminConfirm } from '../feedback/confirm-dialog';
import { provideAdmin } from '../setup/provide-admin';
import { AdminConflicts } from '../feedback/conflict-dialog';
import { AdminSessionDialog } from '../ui/login/session-dialog';
import {
  VaConfirmDialogHarness,
  VaConflictDialogHarness,
  VaSessionDialogHarness,
} from './dialog-harnesses';

// The first dialog loads its chunk and Material's dialog (transformed on first use).
jest.setTimeout(30_000);

const ALICE: AdminUser = { id: 1, name: 'Alice', email: 'alice@example.com' };

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Empty {}

describe('the dialog harnesses', () => {
  let loader: HarnessLoader;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources: [],
          auth: {
            login: async ({ password }) => {
              if (password !== 'secret') throw new AdminAuthError('Invalid credentials', 401);
              return ALICE;
            },
            logout: () => undefined,
            me: () => ALICE,
          },
        }),
        provideRouter([]),
      ],
    });
    loader = TestbedHarnessEnvironment.documentRootLoader(TestBed.createComponent(Empty));
  });

  afterEach(() => TestBed.inject(OverlayContainer).ngOnDestroy());

  /** The dialogs load with import(): waits (up to 2 s) until one of `type` shows. */
  async function shown<T extends ComponentHarness>(
    type: ComponentHarnessConstructor<T>,
  ): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const dialog = await loader.getHarnessOrNull(type);
      if (dialog) return dialog;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the dialog never showed');
  }

  it('reads and answers the confirm dialog', async () => {
    const answer = TestBed.inject(AdminConfirm).confirm({
      title: 'Delete post',
      message: 'Delete post “Hello”?',
      confirmText: 'Delete',
      danger: true,
    });
    const dialog = await shown(VaConfirmDialogHarness);
    expect(await dialog.getTitle()).toBe('Delete post');
    expect(await dialog.getMessage()).toBe('Delete post “Hello”?');
    expect(await dialog.getConfirmText()).toBe('Delete');
    expect(await dialog.getButtonTexts()).toEqual(['Cancel', 'Delete']);
    expect(
      await loader.getHarnessOrNull(VaConfirmDialogHarness.with({ title: /^Delete/ })),
    ).not.toBeNull();
    expect(
      await loader.getHarnessOrNull(VaConfirmDialogHarness.with({ message: 'Other' })),
    ).toBeNull();
    await dialog.confirm();
    await expect(answer).resolves.toBe(true);

    const again = TestBed.inject(AdminConfirm).confirm({ title: 'Leave', message: 'Leave?' });
    await (await shown(VaConfirmDialogHarness)).cancel();
    await expect(again).resolves.toBe(false);
  });

  it('reads the fields of the conflict dialog and answers it', async () => {
    const answer = TestBed.inject(AdminConflicts).ask({
      title: 'Someone saved this post',
      message: 'Post “Hello” was changed since you opened it.',
      fields: [
        {
          field: 'title',
          label: 'Title',
          base: 'Hello',
          server: 'Hi',
          mine: 'Hey',
          changedOnServer: true,
          changedByMe: true,
        },
        {
          field: 'views',
          label: 'Views',
          base: 1,
          server: 2,
          mine: 1,
          changedOnServer: true,
          changedByMe: false,
        },
      ],
    });
    const dialog = await shown(VaConflictDialogHarness);
    expect(await dialog.getTitle()).toBe('Someone saved this post');
    expect(await dialog.getMessage()).toBe('Post “Hello” was changed since you opened it.');
    expect(await dialog.getFields()).toEqual([
      { field: 'title', label: 'Title', server: 'Hi', mine: 'Hey', both: true },
      { field: 'views', label: 'Views', server: '2', mine: '1', both: false },
    ]);
    await dialog.reload();
    await expect(answer).resolves.toBe('reload');
  });

  it('signs in from the session dialog, showing a wrong password', async () => {
    const answer = TestBed.inject(AdminSessionDialog).signIn({ user: ALICE });
    const dialog = await shown(VaSessionDialogHarness);
    expect(await dialog.getTitle()).toBe('Your session has ended');
    expect(await dialog.getUserText()).toBe('Signed in as Alice until now.');
    expect(await dialog.getEmail()).toBe('alice@example.com');
    await dialog.signIn('wrong');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await dialog.getError()).toContain('Invalid credentials');
    await dialog.signIn('secret');
    await expect(answer).resolves.toEqual(ALICE);
  });
});
