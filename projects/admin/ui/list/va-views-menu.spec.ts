// The saved views menu of a list page (issue 38 §5), driven as a user would, on the default store
// (localStorage, per user): empty state, save dialog, current and modified, delete; a view of
// someone else's has no delete.
import { TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';

import { ADMIN, ListPageTest, post } from './va-list.testing';

const TIMEOUT = 20_000;
const KEY = 'admin.views.1';

describe('VaViewsMenu', () => {
  const page = new ListPageTest();
  afterEach(() => page.verify());

  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  const url = () => decodeURIComponent(TestBed.inject(Router).url);

  async function open(path = '/posts') {
    const root = await page.open(path, ADMIN);
    await page.flushList([post(1), post(2)], 2);
    await page.flushUsers();
    return root;
  }

  /** Answers the list's next request (after a change of its state). */
  async function answerList() {
    await page.settle();
    for (const request of page.http.match((req) => req.url === '/api/posts')) {
      request.flush([post(1)], { headers: { 'X-Total-Count': '1' } });
    }
    for (const request of page.http.match((req) => req.url === '/api/users')) {
      request.flush([{ id: 1, name: 'User 1' }]);
    }
    await page.settle();
  }

  async function openMenu(root: HTMLElement) {
    root.querySelector<HTMLButtonElement>('.va-views-open')!.click();
    await page.settle();
  }
  const menuItem = (selector: string) => page.overlay.querySelector<HTMLButtonElement>(selector);

  it(
    'saves the list as a named view shared with a role; it is current, then modified; saves changes; deletes it',
    async () => {
      const root = await open('/posts?q=first&sort=-title');
      await openMenu(root);
      expect(text(menuItem('.va-views-empty'))).toBe('No saved views yet.');

      menuItem('.va-view-save')!.click();
      await page.settle();
      const dialog = page.overlay.querySelector('va-save-view-dialog')!;
      // An empty name is refused in the dialog, nothing is saved.
      dialog.querySelector<HTMLButtonElement>('.va-save-view-submit')!.click();
      await page.settle();
      expect(text(dialog.querySelector('mat-error'))).toBe('A view needs a name');
      const input = dialog.querySelector<HTMLInputElement>('.va-save-view-name')!;
      input.value = 'First, by title';
      input.dispatchEvent(new Event('input'));
      dialog.querySelector<HTMLInputElement>('mat-checkbox[data-role="admin"] input')!.click();
      await page.settle();
      dialog.querySelector<HTMLButtonElement>('.va-save-view-submit')!.click();
      await page.settle();
      await page.settle();

      const [stored] = JSON.parse(localStorage.getItem(KEY)!) as {
        id: string;
        sharedWith: string[];
        state: { q: string; sort: string[] };
      }[];
      expect(stored).toMatchObject({
        name: 'First, by title',
        owner: 1,
        sharedWith: ['admin'],
        state: { q: 'first', sort: ['-title'], order: 'desc', perPage: 25 },
      });
      expect(url()).toBe(`/posts?q=first&sort=-title&view=${stored.id}`);
      expect(text(root.querySelector('.va-views-open'))).toBe('View: First, by title');

      // The list changes: the view is "modified", and "Save changes" stores the new state.
      TestBed.inject(Router).navigateByUrl(`/posts?q=second&sort=-title&view=${stored.id}`);
      await answerList();
      expect(text(root.querySelector('.va-views-open'))).toBe('First, by title (modified)');
      await openMenu(root);
      expect(menuItem(`.va-view[data-view="${stored.id}"]`)!.getAttribute('aria-checked')).toBe(
        'true',
      );
      menuItem('.va-view-update')!.click();
      await page.settle();
      expect(JSON.parse(localStorage.getItem(KEY)!)[0].state.q).toBe('second');
      expect(text(root.querySelector('.va-views-open'))).toBe('View: First, by title');

      await openMenu(root);
      menuItem('.va-view-delete')!.click();
      await page.settle();
      // The confirmation (the admin's dialog) names the view.
      const confirm = [...page.overlay.querySelectorAll('button')].find(
        (button) => text(button) === 'Delete',
      )!;
      expect(text(page.overlay)).toContain('Delete the view "First, by title"?');
      confirm.click();
      await answerList();
      expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([]);
      expect(url()).toBe('/posts?q=second&sort=-title');
      expect(text(root.querySelector('.va-views-open'))).toBe('Views');
    },
    TIMEOUT,
  );

  it(
    "applies a view from the menu; someone else's view offers no change nor delete",
    async () => {
      const state = {
        q: '',
        filter: {},
        sort: ['title'],
        order: 'asc',
        perPage: 10,
        columns: null,
      };
      // Stored before the page opens (open() clears the storage first: not this time).
      localStorage.clear();
      localStorage.setItem(
        KEY,
        JSON.stringify([
          { id: 'x1', resource: 'posts', name: 'By title', owner: 7, ownerName: 'Eddie', state },
        ]),
      );
      jest.spyOn(Storage.prototype, 'clear').mockImplementationOnce(() => undefined);
      const root = await page.open('/posts', ADMIN);
      await page.flushList([post(1), post(2)], 2);
      await page.flushUsers();
      await openMenu(root);
      const item = menuItem('.va-view[data-view="x1"]')!;
      expect(text(item)).toBe('By title Shared by Eddie');
      item.click();
      await answerList();
      expect(url()).toBe('/posts?perPage=10&sort=title&view=x1');
      await openMenu(root);
      expect(menuItem('.va-view-delete')).toBeNull();
      expect(menuItem('.va-view-edit')).toBeNull();
      expect(menuItem('.va-view-leave')).not.toBeNull();
    },
    TIMEOUT,
  );
});
