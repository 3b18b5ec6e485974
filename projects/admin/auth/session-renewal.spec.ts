import {
  HttpClient,
  HttpErrorResponse,
  provideHttpClient,
  withInterceptors,
} from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { ActivatedRoute, provideRouter, Router } from '@angular/router';
import { firstValueFrom, of } from 'rxjs';

import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../config/confirm-internal';
import type { AdminUser } from '../config/types';
import { ADMIN_UNDO_DELAY, AdminMutations } from '../controllers/mutations';
import { ADMIN_NOTIFIER } from '../controllers/notifier';
import { normalizeResources } from '../core/normalize';
import { unsavedChangesGuard } from '../routing/unsaved-changes';
import { ɵAdminUnsavedChanges } from '../routing/unsaved-changes-internal';
import { provideAdmin } from '../setup/provide-admin';
import { AdminAuth } from './auth';
import { adminAuthInterceptor } from './auth-interceptor';
import type { AuthProvider } from './auth-provider';
import {
  ADMIN_SESSION_PROMPT,
  type AdminSessionPrompt,
  type AdminSessionPromptContext,
  type AdminSessionSwitchContext,
} from './session-prompt';
import { AdminSessionRenewal } from './session-renewal';
import { ɵsameUser } from './session-renewal-internal';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {
  readonly route = inject(ActivatedRoute);
}

const ALICE: AdminUser = { id: 1, name: 'Alice', email: 'alice@example.com', roles: ['admin'] };
const BOB: AdminUser = { id: 2, name: 'Bob', email: 'bob@example.com', roles: ['admin'] };

/** Lets promises and pending navigations finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A sign-in dialog driven by the test: `open` resolves when it is shown; `answer(user)` signs in
 * through the real `AdminAuth.login()` (its `POST /api/auth/login` answered with `token`), or
 * gives up (`null`).
 */
function fakePrompt() {
  const shown: AdminSessionPromptContext[] = [];
  const switched: AdminSessionSwitchContext[] = [];
  let close: (user: AdminUser | null) => void = () => undefined;
  let opened: () => void = () => undefined;
  let open = new Promise<void>((resolve) => (opened = resolve));
  const prompt: AdminSessionPrompt = {
    signIn: (context) => {
      shown.push(context);
      opened();
      return new Promise((resolve) => (close = resolve));
    },
    switched: (context) => void switched.push(context),
  };
  return {
    prompt,
    shown,
    switched,
    opened: () => open,
    async answer(user: AdminUser | null, token = 'tok2') {
      if (user) {
        const auth = TestBed.inject(AdminAuth);
        const login = auth.login({ email: String(user.email), password: 'secret' });
        TestBed.inject(HttpTestingController).expectOne('/api/auth/login').flush({ token, user });
        await login;
      }
      open = new Promise<void>((resolve) => (opened = resolve));
      close(user);
      await settled();
    },
  };
}

const [posts] = normalizeResources([{ name: 'posts', mutationMode: 'undoable' }]);

/** Signed in as Alice (token `tok`), on `/posts/3/edit` (unsaved-changes guard), with a prompt. */
async function setup(options: { provider?: AuthProvider } = {}) {
  localStorage.setItem('admin.token', 'tok');
  const dialog = fakePrompt();
  const confirm = jest.fn(async () => false);
  const notifier = { notify: jest.fn() };
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [posts], ...(options.provider ? { auth: options.provider } : {}) }),
      { provide: ADMIN_SESSION_PROMPT, useValue: dialog.prompt },
      { provide: ADMIN_CONFIRM, useValue: confirm },
      { provide: ADMIN_NOTIFIER, useValue: notifier },
      { provide: ADMIN_UNDO_DELAY, useValue: 60_000 },
      provideHttpClient(withInterceptors([adminAuthInterceptor])),
      provideHttpClientTesting(),
      provideRouter([
        { path: 'login', component: Blank },
        { path: 'posts/:id/edit', component: Blank, canDeactivate: [unsavedChangesGuard] },
        // The admin's home redirects to the first list, as adminRoutes() does (a new navigation).
        {
          path: '',
          pathMatch: 'full',
          canMatch: [() => inject(Router).createUrlTree(['/users'])],
          children: [],
        },
        { path: '**', component: Blank },
      ]),
    ],
  });
  const auth = TestBed.inject(AdminAuth);
  const http = TestBed.inject(HttpTestingController);
  if (!options.provider) http.expectOne('/api/auth/me').flush(ALICE);
  await auth.ready();
  const router = TestBed.inject(Router);
  await router.navigateByUrl('/posts/3/edit');
  return {
    auth,
    http,
    router,
    dialog,
    confirm,
    notifier,
    client: TestBed.inject(HttpClient),
    renewal: TestBed.inject(AdminSessionRenewal),
  };
}

/** A form on the edit page holding typed values (as `VaForm` registers itself). */
function dirtyForm() {
  const route = TestBed.inject(Router).routerState.root.firstChild!;
  return TestBed.inject(ɵAdminUnsavedChanges).track({ dirty: () => true, route });
}

const UNAUTHORIZED = { status: 401, statusText: 'Unauthorized' };

describe('AdminSessionRenewal with adminAuthInterceptor: a session that ends', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('401 → sign-in dialog over the page → the same user signs in → the request is retried with the new token', async () => {
    const { http, client, router, dialog, auth } = await setup();
    dirtyForm();
    const saved = firstValueFrom(client.put('/api/posts/3', { title: 'Typed' }));
    http.expectOne('/api/posts/3').flush({ message: 'Token expired' }, UNAUTHORIZED);
    await dialog.opened();
    expect(dialog.shown).toEqual([{ user: ALICE }]);
    // The page stays, and the session with it, while the dialog is open.
    expect(router.url).toBe('/posts/3/edit');
    expect(auth.user()).toEqual(ALICE);
    await dialog.answer(ALICE);
    const retried = http.expectOne('/api/posts/3');
    expect(retried.request.method).toBe('PUT');
    expect(retried.request.body).toEqual({ title: 'Typed' });
    expect(retried.request.headers.get('Authorization')).toBe('Bearer tok2');
    retried.flush({ id: 3, title: 'Typed' });
    await expect(saved).resolves.toEqual({ id: 3, title: 'Typed' });
    expect(router.url).toBe('/posts/3/edit');
    expect(dialog.switched).toEqual([]);
  });

  it('concurrent 401s (and one failing while the dialog is open) share one dialog; each is retried once', async () => {
    const { http, client, dialog } = await setup();
    const results = ['/api/posts', '/api/tags', '/api/posts/3'].map((url) =>
      firstValueFrom(client.get(url)),
    );
    http.expectOne('/api/posts').flush(null, UNAUTHORIZED);
    http.expectOne('/api/tags').flush(null, UNAUTHORIZED);
    await dialog.opened();
    http.expectOne('/api/posts/3').flush(null, UNAUTHORIZED);
    const late = firstValueFrom(client.get('/api/users'));
    http.expectOne('/api/users').flush(null, UNAUTHORIZED);
    await settled();
    expect(dialog.shown).toHaveLength(1);
    await dialog.answer(ALICE);
    for (const url of ['/api/posts', '/api/tags', '/api/posts/3', '/api/users']) {
      const retried = http.expectOne(url);
      expect(retried.request.headers.get('Authorization')).toBe('Bearer tok2');
      retried.flush({ url });
    }
    await expect(Promise.all([...results, late])).resolves.toEqual([
      { url: '/api/posts' },
      { url: '/api/tags' },
      { url: '/api/posts/3' },
      { url: '/api/users' },
    ]);
    expect(dialog.shown).toHaveLength(1);
  });

  it('a retry that fails again fails its caller, without a second dialog', async () => {
    const { http, client, dialog } = await setup();
    const failed = firstValueFrom(client.get('/api/posts')).catch((e: unknown) => e);
    http.expectOne('/api/posts').flush(null, UNAUTHORIZED);
    await dialog.opened();
    await dialog.answer(ALICE);
    http.expectOne('/api/posts').flush(null, UNAUTHORIZED);
    expect(await failed).toMatchObject({ status: 401 });
    expect(dialog.shown).toHaveLength(1);
  });

  it('a 401 of a request sent with the token a sign-in already replaced is retried without a dialog', async () => {
    const { http, client, dialog } = await setup();
    const first = firstValueFrom(client.get('/api/posts'));
    const slow = firstValueFrom(client.get('/api/tags'));
    http.expectOne('/api/posts').flush(null, UNAUTHORIZED);
    await dialog.opened();
    await dialog.answer(ALICE);
    http.expectOne('/api/posts').flush([]);
    await first;
    // Sent with `tok` before the sign-in, answered after it.
    http.expectOne('/api/tags').flush(null, UNAUTHORIZED);
    await settled(); // the renewal's code loads with import()
    const retried = http.expectOne('/api/tags');
    expect(retried.request.headers.get('Authorization')).toBe('Bearer tok2');
    retried.flush(['news']);
    await expect(slow).resolves.toEqual(['news']);
    expect(dialog.shown).toHaveLength(1);
  });

  it('another user signing in discards the page and the waiting writes, with a clear message, and goes home without the unsaved-changes question', async () => {
    const { http, client, router, dialog, confirm, auth } = await setup();
    dirtyForm();
    const mutations = TestBed.inject(AdminMutations);
    const send = jest.fn(() => of(null));
    const outcome = await mutations.run({
      resource: posts,
      kind: 'delete',
      ids: [4],
      send,
      done: 'Post deleted',
      refused: (m) => m,
    });
    expect(mutations.pending()).toBe(1);
    const failed = firstValueFrom(client.put('/api/posts/3', { title: 'Typed' })).catch(
      (e: unknown) => e,
    );
    http.expectOne('/api/posts/3').flush({ message: 'Token expired' }, UNAUTHORIZED);
    await dialog.opened();
    await dialog.answer(BOB);
    // Alice's save is not sent as Bob: it fails with its 401.
    const error = await failed;
    expect(error).toBeInstanceOf(HttpErrorResponse);
    expect(error).toMatchObject({ status: 401 });
    // Alice's undoable delete waiting for its delay is dropped unsent.
    expect(mutations.pending()).toBe(0);
    await expect(outcome.settled).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
    await settled();
    expect(router.url).toBe('/users');
    expect(confirm).not.toHaveBeenCalled();
    expect(dialog.switched).toEqual([{ previous: ALICE, user: BOB }]);
    expect(auth.user()).toEqual(BOB);
  });

  it('cancelling: the request fails with its 401, the session ends, the login route opens after the unsaved-changes question', async () => {
    const { http, client, router, dialog, confirm, auth } = await setup();
    dirtyForm();
    const failed = firstValueFrom(client.put('/api/posts/3', {})).catch((e: unknown) => e);
    http.expectOne('/api/posts/3').flush({ message: 'Token expired' }, UNAUTHORIZED);
    await dialog.opened();
    await dialog.answer(null);
    expect(await failed).toMatchObject({ status: 401 });
    expect(auth.user()).toBeNull();
    expect(localStorage.getItem('admin.token')).toBeNull();
    await settled();
    // The typed form is not left silently: the question comes first (here: Stay).
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.url).toBe('/posts/3/edit');

    // Staying keeps a way to save: the next 401 opens the dialog again, for the same user.
    const again = firstValueFrom(client.put('/api/posts/3', { title: 'Typed' }));
    const sent = http.expectOne('/api/posts/3');
    expect(sent.request.headers.has('Authorization')).toBe(false);
    sent.flush(null, UNAUTHORIZED);
    await dialog.opened();
    expect(dialog.shown).toEqual([{ user: ALICE }, { user: ALICE }]);
    await dialog.answer(ALICE);
    http.expectOne('/api/posts/3').flush({ id: 3 });
    await expect(again).resolves.toEqual({ id: 3 });
    expect(dialog.switched).toEqual([]);
  });

  it("renews silently through the provider's refresh() when it can", async () => {
    let token = 'old';
    const refresh = jest.fn(() => {
      token = 'renewed';
      return ALICE;
    });
    const { http, client, dialog, auth } = await setup({
      provider: {
        login: () => ALICE,
        logout: () => undefined,
        me: () => ALICE,
        token: () => token,
        refresh,
      },
    });
    const result = firstValueFrom(client.get('/api/posts'));
    const first = http.expectOne('/api/posts');
    expect(first.request.headers.get('Authorization')).toBe('Bearer old');
    first.flush(null, UNAUTHORIZED);
    await settled();
    const retried = http.expectOne('/api/posts');
    expect(retried.request.headers.get('Authorization')).toBe('Bearer renewed');
    retried.flush([{ id: 1 }]);
    await expect(result).resolves.toEqual([{ id: 1 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(dialog.shown).toEqual([]);
    expect(auth.user()).toEqual(ALICE);
  });

  it('falls back to the dialog when refresh() cannot renew', async () => {
    const { http, client, dialog } = await setup({
      provider: {
        login: () => ALICE,
        logout: () => undefined,
        me: () => ALICE,
        token: () => 'tok',
        refresh: () => null,
      },
    });
    const result = firstValueFrom(client.get('/api/posts')).catch((e: unknown) => e);
    http.expectOne('/api/posts').flush(null, UNAUTHORIZED);
    await dialog.opened();
    expect(dialog.shown).toEqual([{ user: ALICE }]);
    await dialog.answer(null);
    expect(await result).toMatchObject({ status: 401 });
  });
});

describe('sameUser', () => {
  it.each([
    [{ id: 1 }, { id: '1' }, true],
    [{ id: 1, email: 'a' }, { id: 2, email: 'a' }, false],
    [{ email: 'a@x' }, { id: 3, email: 'a@x' }, true],
    [{ name: 'A' }, { name: 'B' }, false],
    [{}, {}, false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(ɵsameUser(a, b)).toBe(expected);
  });
});
