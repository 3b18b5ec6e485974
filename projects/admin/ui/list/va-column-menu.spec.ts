// The column menu of a list page (issue 38 §4), driven as a user would: the menu's controls, the
// header's resize handle, and a reload that finds the layout again.
import { ADMIN, ListPageTest, VIEWER, post } from './va-list.testing';

/** A list page and its menu overlay: seconds on a loaded 2-core machine, beyond jest's 5 s. */
const TIMEOUT = 20_000;

describe('VaColumnMenu', () => {
  const page = new ListPageTest();
  const KEY = 'admin.columns.1.posts';

  beforeEach(() => localStorage.clear());
  afterEach(() => page.verify());

  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  /** The texts of the data columns' headers (not the selection or actions column). */
  const headers = (root: HTMLElement) =>
    [...root.querySelectorAll('th[class*="mat-column-col-"]')].map((th) => text(th));

  async function open(user = ADMIN) {
    const root = await page.open('/posts', user);
    await page.flushList([post(1), post(2)], 2);
    await page.flushUsers();
    return root;
  }

  /** Another page, then the list again: a new list component reads the stored layout. */
  async function reopen() {
    await page.harness.navigateByUrl('/categories');
    await page.flushList([], 0, 'categories');
    await page.harness.navigateByUrl('/posts');
    // The page may come from the cache of pages seen; a request sent meanwhile is answered.
    for (const request of page.http.match((req) => req.url === '/api/posts')) {
      request.flush([post(1), post(2)], { headers: { 'X-Total-Count': '2' } });
    }
    await page.settle();
    for (const request of page.http.match((req) => req.url === '/api/users')) {
      request.flush([1, 2].map((id) => ({ id, name: `User ${id}` })));
    }
    await page.settle();
    return page.harness.routeNativeElement!;
  }

  async function openMenu(root: HTMLElement) {
    root.querySelector<HTMLButtonElement>('.va-column-menu-open')!.click();
    await page.settle();
    const item = (source: string) =>
      page.overlay.querySelector<HTMLElement>(`.va-column-item[data-source="${source}"]`)!;
    return {
      item,
      checkbox: (source: string) =>
        item(source).querySelector<HTMLInputElement>('input[type=checkbox]')!,
      labels: () =>
        [...page.overlay.querySelectorAll('.va-column-item mat-checkbox')].map((el) => text(el)),
    };
  }

  it(
    'hides, shows and reorders columns from the menu, by keyboard buttons; the last one stays',
    async () => {
      const root = await open();
      expect(headers(root)).toEqual(['Title', 'User', 'Published', 'Views']);
      const menu = await openMenu(root);
      expect(menu.labels()).toEqual(['Title', 'User', 'Published', 'Views']);
      menu.checkbox('published').click();
      await page.settle();
      expect(headers(root)).toEqual(['Title', 'User', 'Views']);
      // The menu stays open while its controls are used.
      expect(page.overlay.querySelector('.va-column-menu')).not.toBeNull();
      // "Earlier" moves one place in the menu's list, hidden columns included.
      menu.item('views').querySelector<HTMLButtonElement>('.va-column-earlier')!.click();
      await page.settle();
      expect(menu.labels()).toEqual(['Title', 'User', 'Views', 'Published']);
      expect(headers(root)).toEqual(['Title', 'User', 'Views']);
      menu.item('views').querySelector<HTMLButtonElement>('.va-column-earlier')!.click();
      await page.settle();
      expect(headers(root)).toEqual(['Title', 'Views', 'User']);
      expect(
        menu.item('title').querySelector<HTMLButtonElement>('.va-column-earlier')!.disabled,
      ).toBe(true);
      for (const source of ['title', 'userId']) menu.checkbox(source).click();
      await page.settle();
      expect(headers(root)).toEqual(['Views']);
      expect(menu.checkbox('views').disabled).toBe(true);
      expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({
        hidden: ['published', 'title', 'userId'],
      });
    },
    TIMEOUT,
  );

  it(
    'sets widths and density, keeps them per user over a reload, and resets to the defaults',
    async () => {
      let root = await open();
      const menu = await openMenu(root);
      const width = menu.item('title').querySelector<HTMLInputElement>('.va-column-width')!;
      width.value = '300';
      width.dispatchEvent(new Event('change'));
      page.overlay.querySelector<HTMLElement>('mat-button-toggle[value=compact] button')!.click();
      await page.settle();
      const table = root.querySelector('va-data-table')!;
      expect(table.classList).toContain('va-density-compact');
      expect(root.querySelector<HTMLElement>('th.mat-column-col-title')!.style.width).toBe('300px');

      const handle = root.querySelector<HTMLElement>('th.mat-column-col-views .va-column-resize')!;
      expect(handle.getAttribute('role')).toBe('separator');
      expect(handle.getAttribute('aria-label')).toBe('Width of Views');

      // Back on the list (a new list component): the same layout.
      root = await reopen();
      expect(root.querySelector('va-data-table')!.classList).toContain('va-density-compact');
      expect(root.querySelector<HTMLElement>('th.mat-column-col-title')!.style.width).toBe('300px');
      // The header's resize handle: arrow keys make the column 16 px wider or narrower.
      root
        .querySelector<HTMLElement>('th.mat-column-col-title .va-column-resize')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await page.settle();
      expect(root.querySelector<HTMLElement>('th.mat-column-col-title')!.style.width).toBe('316px');

      // Reset columns: the descriptor's defaults, the stored layout gone.
      await openMenu(root);
      page.overlay.querySelector<HTMLButtonElement>('.va-column-reset')!.click();
      await page.settle();
      expect(root.querySelector('va-data-table')!.classList).not.toContain('va-density-compact');
      expect(root.querySelector<HTMLElement>('th.mat-column-col-title')!.style.width).toBe('');
      expect(localStorage.getItem(KEY)).toBeNull();
      expect(page.overlay.querySelector<HTMLButtonElement>('.va-column-reset')!.disabled).toBe(
        true,
      );
    },
    TIMEOUT,
  );

  it(
    "keeps one user's layout from another's",
    async () => {
      await open(VIEWER);
      localStorage.setItem(KEY, JSON.stringify({ hidden: ['title'] }));
      localStorage.setItem('admin.columns.3.posts', JSON.stringify({ hidden: ['views'] }));
      const root = await reopen();
      expect(headers(root)).toEqual(['Title', 'User', 'Published']);
    },
    TIMEOUT,
  );
});
