// Field permissions on a list page (VaList over ListController.readable()): a field hidden from
// the user has no column, no place in the column menu, no filter, no sort from the URL and no
// column in the CSV export. The reader of va-list.testing.ts may see neither views nor published.
import { ADMIN, ListPageTest, READER, post } from './va-list.testing';

describe('VaList and field permissions', () => {
  const page = new ListPageTest();
  afterEach(() => page.verify());

  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  const headers = (root: HTMLElement) =>
    [...root.querySelectorAll('th[class*="mat-column-col-"]')].map((th) => text(th));
  const menuItems = async (root: HTMLElement) => {
    root.querySelector<HTMLButtonElement>('.va-column-menu-open')!.click();
    await page.settle();
    return [...page.overlay.querySelectorAll('.va-column-item')].map((item) =>
      item.getAttribute('data-source'),
    );
  };
  const filterLabels = (root: HTMLElement) =>
    [...root.querySelectorAll('va-list-filters mat-label')].map((label) => text(label));

  async function exportCsv(root: HTMLElement): Promise<string> {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => created.push(blob) && 'blob:x'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    root.querySelector<HTMLButtonElement>('.va-export')!.click();
    await page.settle();
    await page.settle();
    const request = page.expectList();
    expect(request.request.urlWithParams).not.toContain('views');
    request.flush([post(1)], { headers: { 'X-Total-Count': '1' } });
    // The user of post 1 is known from the list: no look-up.
    await page.settle();
    click.mockRestore();
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\ufeff/, ''));
      reader.readAsText(created[0]);
    });
  }

  it('shows no column, menu item, filter or export column of a hidden field, and drops its sort from the URL', async () => {
    const root = await page.open('/posts?sort=-views', READER);
    const request = page.expectList();
    expect(request.request.params.has('_sort')).toBe(false);
    expect(request.request.urlWithParams).not.toContain('views');
    request.flush([post(1), post(2)], { headers: { 'X-Total-Count': '2' } });
    await page.settle();
    await page.flushUsers();
    expect(headers(root)).toEqual(['Title', 'User']);
    expect(root.textContent).not.toContain('1,000');
    expect(filterLabels(root)).not.toContain('Published');
    expect(filterLabels(root)).toContain('Status');
    expect((await exportCsv(root)).split('\r\n')[0]).toBe('Title,User');
    expect(await menuItems(root)).toEqual(['title', 'userId']);
  });

  it('shows every column, menu item and export column to a user who may read every field', async () => {
    const root = await page.open('/posts', ADMIN);
    await page.flushList([post(1)]);
    await page.flushUsers();
    expect(headers(root)).toEqual(['Title', 'User', 'Published', 'Views']);
    expect(filterLabels(root)).toContain('Published');
    expect((await exportCsv(root)).split('\r\n')[0]).toBe('Title,User,Published,Views');
    expect(await menuItems(root)).toEqual(['title', 'userId', 'published', 'views']);
  });
});
