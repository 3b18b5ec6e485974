// Create, edit, clone and delete; server validation errors; the API going down; a page missing
// from the registry; translated posts. Every test works on records it creates itself.
import type { Page } from 'playwright-core';

import {
  api,
  apiToken,
  baseUrl,
  browserSuite,
  columnTexts,
  createRecord,
  isApiCall,
  listReady,
  richTextEditor,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Post {
  id: number;
  title: string;
  body?: string;
  categoryId?: number;
  userId?: number;
  tagIds?: number[];
  published?: boolean;
  archived?: boolean;
}

/** The text box of a form input, by source. */
const input = (page: Page, source: string) =>
  page.locator(`va-form [source="${source}"]`).locator('input, textarea').first();

/** The editable text of the posts' rich text body, once the user went into it. */
const bodyEditor = (page: Page) => richTextEditor(page, 'body');

const formReady = (page: Page) => page.locator('va-form form.va-form').waitFor();

/** Waits for the list of `resource` filtered by a search and returns its titles / names. */
async function searchList(page: Page, resource: string, q: string, column: string) {
  await page.goto(`/${resource}?q=${encodeURIComponent(q)}`);
  await listReady(page);
  return (await page.locator('va-list .va-list-empty').count()) ? [] : columnTexts(page, column);
}

const newPost = (title: string, extra: Partial<Post> = {}) =>
  createRecord<Post>('posts', {
    title,
    body: 'Written by the browser tests.',
    userId: 2,
    categoryId: 4,
    tagIds: [1, 2],
    published: false,
    archived: false,
    publishedAt: '2024-05-01',
    views: 0,
    ...extra,
  });

describe('create, edit, clone', () => {
  test('creates a post from the form; it appears in the list', async ({ page }) => {
    const title = unique('Created post');
    await page.goto('/posts');
    await listReady(page);
    await page.locator('va-list a.va-create').click();
    await waitForPath(page, '/posts/create');
    await formReady(page);
    await input(page, 'title').fill(title);
    await (await bodyEditor(page)).fill('A body typed in the browser.');
    await page.locator('va-form va-select-input[source="categoryId"] mat-select').click();
    await page.locator('mat-option', { hasText: 'Science' }).click();
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/posts');
    await listReady(page);

    const [saved] = await api<Post[]>('GET', `/posts?title=${encodeURIComponent(title)}`, {
      role: 'admin',
    });
    expect(saved).toMatchObject({ title, categoryId: 4, userId: 1 });
    expect(await searchList(page, 'posts', title, 'Title')).toEqual([title]);
    expect(await columnTexts(page, 'Category')).toEqual(['Science']);
  });

  test(
    'an editor edits a post; the change is saved and shown',
    async ({ page }) => {
      const post = await newPost(unique('Post to edit'));
      const title = unique('Edited post');
      await page.goto(`/posts/${post.id}/edit`);
      await formReady(page);
      await page.waitForFunction(
        (id) => document.querySelector('h1.va-page-title')?.textContent?.includes(id),
        post.title,
      );
      expect(await input(page, 'title').inputValue()).toBe(post.title);
      await input(page, 'title').fill(title);
      await page.locator('va-form button.va-save').click();
      await waitForPath(page, '/posts');
      const saved = await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' });
      expect(saved).toMatchObject({ title, categoryId: 4, tagIds: [1, 2], userId: 2 });

      await page.goto(`/posts/${post.id}`);
      await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
      expect(await page.locator('va-show va-text-field').first().innerText()).toContain(title);
    },
    { role: 'editor' },
  );

  test('clones a post (create?source=<id>) into a new record', async ({ page }) => {
    const source = await newPost(unique('Post to clone'), { categoryId: 2 });
    await page.goto(`/posts/${source.id}`);
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    await page.goto(`/posts/create?source=${source.id}`);
    await formReady(page);
    await page.waitForFunction(
      (title) =>
        (document.querySelector('va-form va-text-input[source="title"] input') as HTMLInputElement)
          ?.value === title,
      source.title,
    );
    const title = unique('Cloned post');
    await input(page, 'title').fill(title);
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/posts');
    const copies = await api<Post[]>('GET', `/posts?title=${encodeURIComponent(title)}`, {
      role: 'admin',
    });
    expect(copies).toHaveLength(1);
    expect(copies[0].id).not.toBe(source.id);
    expect(copies[0]).toMatchObject({ categoryId: 2, tagIds: [1, 2], body: source.body });
    // The source is untouched.
    expect((await api<Post>('GET', `/posts/${source.id}`, { role: 'admin' })).title).toBe(
      source.title,
    );
  });
});

describe('delete', () => {
  test('deletes a row after confirmation (cancel keeps it)', async ({ page }) => {
    const name = unique('tag-delete');
    const tag = await createRecord('tags', { name });
    expect(await searchList(page, 'tags', name, 'Name')).toEqual([name]);

    await page.locator('va-list tr.va-row .va-row-delete').click();
    const dialog = page.locator('va-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.va-confirm-message').innerText()).toContain(name);
    await dialog.locator('.va-confirm-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('va-list tr.va-row').count()).toBe(1);
    await expect(api('GET', `/tags/${tag.id}`, { role: 'admin' })).resolves.toMatchObject({ name });

    await page.locator('va-list tr.va-row .va-row-delete').click();
    await dialog.locator('.va-confirm-ok').click();
    await page.locator('va-list .va-list-empty').waitFor();
    await expect(api('GET', `/tags/${tag.id}`, { role: 'admin' })).rejects.toThrow(/404/);
  });

  test('deletes from the show page: a post goes to the trash, asking nothing', async ({ page }) => {
    const post = await newPost(unique('Post to delete'));
    await page.goto(`/posts/${post.id}`);
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    await page.locator('va-show button.va-delete').click();
    await waitForPath(page, '/posts');
    expect(await page.locator('va-confirm-dialog').count()).toBe(0);
    await expect(api('GET', `/posts/${post.id}`, { role: 'admin' })).rejects.toThrow(/404/);
    await expect(
      api('GET', `/posts/${post.id}?_trashed=include`, { role: 'admin' }),
    ).resolves.toMatchObject({ id: post.id, deletedAt: expect.any(String) });
  });

  test('bulk-deletes the selected rows', async ({ page }) => {
    const prefix = unique('bulk');
    const tags = await Promise.all(
      [1, 2, 3].map((n) => createRecord('tags', { name: `${prefix} ${n}` })),
    );
    const keep = await createRecord('tags', { name: unique('keep') });
    const shown = await searchList(page, 'tags', prefix, 'Name');
    expect(shown.sort()).toEqual(tags.map((t) => t.name).sort());

    await page.locator('va-list th.va-select-cell input.va-checkbox').check();
    const bar = page.locator('va-list .va-bulk-bar');
    await bar.waitFor();
    expect(await bar.locator('.va-bulk-count').innerText()).toMatch(/3/);
    await bar.locator('.va-bulk-delete').click();
    const dialog = page.locator('va-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/3/);
    await dialog.locator('.va-confirm-ok').click();
    await page.locator('va-list .va-list-empty').waitFor();
    for (const tag of tags) {
      await expect(api('GET', `/tags/${tag.id}`, { role: 'admin' })).rejects.toThrow(/404/);
    }
    await expect(api('GET', `/tags/${keep.id}`, { role: 'admin' })).resolves.toMatchObject({
      name: keep.name,
    });
  });
});

describe('errors', () => {
  test('a 422 from the API shows the field error and keeps the form filled', async ({ page }) => {
    await page.goto('/posts/create');
    await formReady(page);
    // Blank for the API (it trims), not empty for the browser's `required` check.
    await input(page, 'title').fill('   ');
    await (await bodyEditor(page)).fill('This body must survive the failed save.');
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST',
    );
    await page.locator('va-form button.va-save').click();
    expect((await response).status()).toBe(422);
    const error = page.locator('va-form va-text-input[source="title"] mat-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/required/i);
    expect(new URL(page.url()).pathname).toBe('/posts/create');
    expect(await (await bodyEditor(page)).innerText()).toBe(
      'This body must survive the failed save.',
    );
    expect(await input(page, 'title').inputValue()).toBe('   ');

    // Fixed, the save goes through.
    const title = unique('Saved after 422');
    await input(page, 'title').fill(title);
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/posts');
    expect(
      await api<Post[]>('GET', `/posts?title=${encodeURIComponent(title)}`, { role: 'admin' }),
    ).toHaveLength(1);
  });

  test('a 422 on edit (routed) shows the server message under the input', async ({ page }) => {
    const tag = await createRecord('tags', { name: unique('tag-422') });
    await page.goto(`/tags/${tag.id}/edit`);
    await formReady(page);
    await page.route('**/api/tags/*', (route) =>
      route.request().method() === 'PUT' || route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Validation failed: name is already taken',
              errors: { name: ['is already taken'] },
            }),
          })
        : route.continue(),
    );
    await input(page, 'name').fill('javascript');
    await page.locator('va-form button.va-save').click();
    const error = page.locator('va-form va-text-input[source="name"] mat-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/already taken/);
    expect(await input(page, 'name').inputValue()).toBe('javascript');
    expect(new URL(page.url()).pathname).toBe(`/tags/${tag.id}/edit`);
    expect((await api<{ name: string }>('GET', `/tags/${tag.id}`, { role: 'admin' })).name).toBe(
      tag.name,
    );
  });

  test('the API down: the list shows an error, retry works once it is back', async ({ page }) => {
    await page.route('**/api/tags**', (route) => route.abort('connectionrefused'));
    await page.goto('/tags');
    const error = page.locator('va-list .va-list-error[role=alert]');
    await error.waitFor();
    expect(await page.locator('va-list tr.va-row').count()).toBe(0);
    await page.unroute('**/api/tags**');
    await error.locator('button.va-retry').click();
    await listReady(page);
    expect(await page.locator('va-list .va-list-error').count()).toBe(0);
    expect(await page.locator('va-list tr.va-row').count()).toBeGreaterThan(0);
  });

  test('the API down: a show page shows the error page, retry loads the record', async ({
    page,
  }) => {
    await page.route('**/api/posts/5', (route) => route.abort('connectionrefused'));
    await page.goto('/posts/5');
    const retry = page.locator('.va-status-retry');
    await retry.waitFor();
    expect(await page.locator('h1.va-status-heading').innerText()).toBeTruthy();
    await page.unroute('**/api/posts/5');
    await retry.click();
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/posts/5');
  });

  test('a page missing from the registry (CategoriesEdit) shows the not-found page', async ({
    page,
  }) => {
    await page.goto('/categories/1');
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    await page.goto('/categories/1/edit');
    await page.locator('.va-status-code').waitFor();
    expect(await page.locator('.va-status-code').innerText()).toBe('404');
    expect(await page.locator('h1.va-status-heading').innerText()).toBe('Page not found');
    expect(await page.locator('va-form').count()).toBe(0);
  });
});

describe('translated posts', () => {
  test('the content-locale switch of a show page asks the API in French', async ({ page }) => {
    const post = await api<Post>('GET', '/posts/3', { role: 'admin' });
    await page.goto('/posts/3');
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    const title = page.locator('va-show va-text-field').first();
    expect(await title.innerText()).toContain(post.title);
    const request = page.waitForRequest(
      (r) => isApiCall(r, 'posts') && new URL(r.url()).pathname === '/api/posts/3',
    );
    await page.locator('va-show va-locale-switch mat-button-toggle[lang="fr"] button').click();
    expect((await request).headers()['accept-language']).toBe('fr');
    const french = await fetch(`${baseUrl()}/api/posts/3`, {
      headers: {
        'Accept-Language': 'fr',
        Authorization: `Bearer ${await apiToken('admin')}`,
      },
    }).then((r) => r.json() as Promise<Post>);
    expect(french.title).not.toBe(post.title);
    await page.waitForFunction(
      (text) => document.querySelector('va-show va-text-field')?.textContent?.includes(text),
      french.title,
    );
  });

  test('editing in French saves the French title with Accept-Language: fr', async ({ page }) => {
    const post = await newPost(unique('English title'));
    await page.goto(`/posts/${post.id}/edit`);
    await formReady(page);
    const reloaded = page.waitForResponse(
      (r) =>
        isApiCall(r.request(), 'posts') &&
        r.request().method() === 'GET' &&
        r.request().headers()['accept-language'] === 'fr',
    );
    await page.locator('va-form va-locale-switch mat-button-toggle[lang="fr"] button').click();
    // The record is reloaded in French (a post created in English has the same French text): the
    // test types once the reload is in the form, as a user waits for the progress bar to go.
    await page.waitForFunction(() => {
      const toggle = document.querySelector(
        'va-form va-locale-switch mat-button-toggle[lang="fr"]',
      );
      return toggle?.classList.contains('mat-button-toggle-checked');
    });
    expect((await reloaded).status()).toBe(200);
    await page.locator('va-form mat-progress-bar').waitFor({ state: 'detached' });
    const french = unique('Titre français');
    await input(page, 'title').fill(french);
    const put = page.waitForRequest(
      (r) => isApiCall(r, 'posts') && ['PUT', 'PATCH'].includes(r.method()),
    );
    await page.locator('va-form button.va-save').click();
    expect((await put).headers()['accept-language']).toBe('fr');
    // Its answer before the stored record is read (the request is seen when it leaves).
    expect((await (await put).response())?.status()).toBe(200);
    await waitForPath(page, '/posts');
    const token = await apiToken('admin');
    const read = (locale: string) =>
      fetch(`${baseUrl()}/api/posts/${post.id}`, {
        headers: { 'Accept-Language': locale, Authorization: `Bearer ${token}` },
      }).then((r) => r.json() as Promise<Post>);
    expect((await read('fr')).title).toBe(french);
    expect((await read('en')).title).toBe(post.title);
  });

  test('the UI language switch lists the posts in French', async ({ page }) => {
    await page.goto('/posts');
    await listReady(page);
    const request = page.waitForRequest(
      (r) => isApiCall(r, 'posts') && new URL(r.url()).pathname === '/api/posts',
    );
    await page.locator('.va-locale-button').click();
    await page.locator('.va-locale-option[lang="fr"]').click();
    expect((await request).headers()['accept-language']).toBe('fr');
    await listReady(page);
    await page.waitForFunction(
      () =>
        document.querySelector('va-list button.va-export')?.textContent?.trim() ===
        'Exporter en CSV',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // The titles are the French ones.
    const french = await fetch(`${baseUrl()}/api/posts?archived=false&_page=1&_limit=25`, {
      headers: { 'Accept-Language': 'fr', Authorization: `Bearer ${await apiToken('admin')}` },
    }).then((r) => r.json() as Promise<Post[]>);
    expect(await columnTexts(page, 'Titre').catch(() => columnTexts(page, 'Title'))).toEqual(
      french.map((p) => p.title),
    );
  });
});
