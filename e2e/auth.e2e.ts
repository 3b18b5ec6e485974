// Sign-in, sign-out, the menu per role, forbidden and unrouted pages, and the session ending.
import {
  ACCOUNTS,
  TOKEN_KEY,
  browserSuite,
  listReady,
  signInWithForm,
  waitForPath,
  type Role,
} from './support/browser';

const { test } = browserSuite();

/** The menu links each role may see (projects/demo/src/app/menu.ts, resources/index.ts). */
const MENU: Record<Role, string[]> = {
  admin: [
    '/posts',
    '/posts/create',
    '/categories',
    '/tags',
    '/comments',
    '/all-comments',
    '/archived-posts',
    '/users',
    '/audit',
  ],
  editor: [
    '/posts',
    '/posts/create',
    '/categories',
    '/tags',
    '/comments',
    '/all-comments',
    '/archived-posts',
  ],
  viewer: ['/posts', '/categories', '/tags', '/comments', '/all-comments'],
};

describe('sign in and out', () => {
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    test(`${role} signs in, lands on the first list, and signs out`, async ({ page }) => {
      await page.goto('/');
      await waitForPath(page, '/login');
      await signInWithForm(page, role);
      // The home page is the first list (in descriptor order) the role may see.
      await waitForPath(page, role === 'admin' ? '/users' : '/posts');
      await listReady(page);
      await page.locator('.va-user-button').click();
      await expect(page.locator('.va-user-info-email').innerText()).resolves.toBe(
        ACCOUNTS[role].email,
      );
      await page.locator('.va-sign-out').click();
      await waitForPath(page, '/login');
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
      // Signed out for good: the app sends us back to the sign-in page.
      await page.goto('/posts');
      await waitForPath(page, '/login');
    });
  }

  test('a wrong password shows an error and keeps the user on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin', 'not-the-password');
    const error = page.locator('va-login .va-login-error[role=alert]');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/sign-in failed/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('va-login input[type=email]').inputValue()).toBe(
      ACCOUNTS.admin.email,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});

describe('menu per role', () => {
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    test(
      `${role} sees exactly the permitted links`,
      async ({ page }) => {
        await page.goto('/posts');
        await listReady(page);
        const links = page.locator('va-menu a.va-menu-link');
        await links.first().waitFor();
        const hrefs = await links.evaluateAll((nodes) =>
          nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname),
        );
        expect(hrefs).toEqual(MENU[role]);
        const groups = await page.locator('va-menu .va-menu-group').allInnerTexts();
        expect(groups.map((text) => text.trim())).toEqual(
          role === 'admin' ? ['Content', 'Administration'] : ['Content'],
        );
        if (role === 'admin') {
          // The collapsed "Administration" group opens on click and shows its link.
          const users = page.locator('va-menu a.va-menu-link[href="/users"]');
          expect(await users.isVisible()).toBe(false);
          await page.locator('va-menu .va-menu-group', { hasText: 'Administration' }).click();
          await users.waitFor({ state: 'visible' });
          await users.click();
          await waitForPath(page, '/users');
          await listReady(page);
        }
      },
      { role },
    );
  }
});

describe('forbidden and unreachable pages', () => {
  test(
    'a viewer opening a create page by URL gets the 403 page',
    async ({ page }) => {
      await page.goto('/posts/create');
      await page.locator('va-forbidden-page, .va-status').first().waitFor();
      expect(await page.locator('.va-status-code').innerText()).toBe('403');
      expect(await page.locator('h1.va-status-heading').innerText()).toBe('Access denied');
      expect(await page.locator('va-form').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/posts/create');
    },
    { role: 'viewer' },
  );

  test(
    'an editor opening the users list (admin only) by URL gets the 403 page',
    async ({ page }) => {
      // Neither the page's code (its chunk holds its selector) nor its data is asked for.
      const api: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) {
          scripts.push(response.text().catch(() => ''));
        }
      });
      await page.goto('/users');
      await page.locator('.va-status-code').waitFor();
      expect(await page.locator('.va-status-code').innerText()).toBe('403');
      expect(await page.locator('va-list').count()).toBe(0);
      expect(api.filter((url) => new URL(url).pathname.startsWith('/api/users'))).toEqual([]);
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(0);
      expect(code.filter((text) => text.includes('app-users-list'))).toEqual([]);
    },
    { role: 'editor' },
  );

  test(
    'a viewer sees no create, edit or delete buttons and cannot open an edit page',
    async ({ page }) => {
      await page.goto('/posts');
      await listReady(page);
      expect(await page.locator('va-list tr.va-row').count()).toBeGreaterThan(0);
      expect(await page.locator('va-list a.va-row-show').count()).toBeGreaterThan(0);
      expect(await page.locator('va-list a.va-create').count()).toBe(0);
      expect(await page.locator('va-list a.va-row-edit').count()).toBe(0);
      expect(await page.locator('va-list .va-row-delete').count()).toBe(0);
      await page.locator('va-list a.va-row-show').first().click();
      await page.locator('va-show .va-show-fields').waitFor();
      expect(await page.locator('va-show a.va-edit').count()).toBe(0);
      expect(await page.locator('va-show .va-delete').count()).toBe(0);
      await page.goto('/posts/1/edit');
      await page.locator('.va-status-code').waitFor();
      expect(await page.locator('.va-status-code').innerText()).toBe('403');
    },
    { role: 'viewer' },
  );

  test(
    'users: show and edit buttons, no create or delete; a row opens the user, /users/99999 is not found',
    async ({ page }) => {
      await page.goto('/users');
      await listReady(page);
      const rows = await page.locator('va-list tr.va-row').count();
      expect(rows).toBeGreaterThan(0);
      // routes: list, show, edit; except create and delete (docs/contract.md §2.2).
      expect(await page.locator('va-list a.va-row-show').count()).toBe(rows);
      expect(await page.locator('va-list a.va-row-edit').count()).toBe(rows);
      expect(await page.locator('va-list a.va-create').count()).toBe(0);
      expect(await page.locator('va-list .va-row-delete').count()).toBe(0);
      // A row opens the user's page, which lists the user's posts (one-to-many).
      await page.locator('va-list tr.va-row').first().click();
      await waitForPath(page, /^\/users\/\d+$/);
      await page.locator('va-show .va-show-fields').waitFor();
      await page.goto('/users/99999');
      await page.locator('.va-status-code').waitFor();
      expect(await page.locator('.va-status-code').innerText()).toBe('404');
      expect(await page.locator('va-show').count()).toBe(0);
    },
    { role: 'admin' },
  );

  test('signed out, a deep link goes to sign-in and then back to the page', async ({ page }) => {
    await page.goto('/posts/3');
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/posts/3');
    await signInWithForm(page, 'editor');
    await waitForPath(page, '/posts/3');
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
  });
});

describe('the session ends mid-way', () => {
  test(
    'a corrupted token: the next API call answers 401, sign-in opens over the page, then the page goes on',
    async ({ page }) => {
      await page.goto('/posts');
      await listReady(page);
      await page.evaluate((key) => localStorage.setItem(key, 'corrupted-token'), TOKEN_KEY);
      // Next page of the list: an API call with the bad token.
      await page.locator('va-menu a.va-menu-link[href="/tags"]').click();
      const dialog = page.locator('va-session-dialog');
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/login');
      // The user whose session ended is named, and their email is filled in.
      expect(await dialog.innerText()).toContain('Alice Martin');
      expect(await dialog.locator('input[type=email]').inputValue()).toBe(ACCOUNTS.admin.email);
      await signInWithForm(page, 'admin', undefined, 'va-session-dialog');
      // The request that failed is sent again: the navigation it held ends on the tags.
      await waitForPath(page, '/tags');
      await listReady(page);
      expect(await page.locator('va-list tr.va-row').count()).toBeGreaterThan(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).not.toBe(
        'corrupted-token',
      );
    },
    { role: 'admin' },
  );

  test(
    'the API answering 401 (token expired on the server): giving up in the dialog opens sign-in',
    async ({ page }) => {
      await page.goto('/posts');
      await listReady(page);
      await page.route('**/api/comments**', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Token expired' }),
        }),
      );
      await page.locator('va-menu a.va-menu-link[href="/comments"]').click();
      const dialog = page.locator('va-session-dialog');
      await dialog.waitFor();
      await dialog.locator('.va-session-cancel').click();
      await waitForPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/comments');
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    },
    { role: 'editor' },
  );
});
