// An infinite list (issue 38 §3) through VaList: only the rows in view are in the DOM however many
// are loaded, the next page is asked for as the rows in view near the end, "N of M loaded", the
// next page's error with a retry, and the header box selecting every loaded row.
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { TestRequest } from '@angular/common/http/testing';

import type { Resource } from 'admin/core';
import { VaList } from './va-list';
import { ListPageTest, post, resources } from './va-list.testing';
import type { VaColumn } from './list-types';

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [columns]="columns"
    [perPage]="perPage"
    [exportable]="false"
    mode="infinite"
  />`,
})
class InfinitePage {
  readonly resource = input.required<Resource>();
  protected readonly perPage = 100;
  protected readonly columns: VaColumn[] = [
    { source: 'title', sortable: true },
    { source: 'views', type: 'number' },
  ];
}

const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => post(from + i));

describe('VaList, infinite mode (VaVirtualTable)', () => {
  const t = new ListPageTest();

  beforeEach(() => {
    // jsdom lays nothing out: the viewport is 520 px high (10 rows of 52 px).
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('va-vviewport') ? 520 : 0;
      },
    });
  });
  afterEach(() => {
    // Back to Element.prototype's (jsdom's 0).
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    t.verify();
  });

  async function open(): Promise<HTMLElement> {
    return t.open('/big?page=4', undefined, undefined, [
      { path: 'big', component: InfinitePage, data: { resource: resources[0] } },
    ]);
  }

  function expectPage(page: number): TestRequest {
    const request = t.expectList();
    expect(request.request.params.get('_page')).toBe(String(page));
    expect(request.request.params.get('_limit')).toBe('100');
    return request;
  }

  async function flushPage(page: number, total = 1000): Promise<void> {
    expectPage(page).flush(posts((page - 1) * 100 + 1, 100), {
      headers: { 'X-Total-Count': String(total) },
    });
    await t.settle();
  }

  /** Scrolls the viewport to `top` (jsdom keeps no scroll offset: it is given here). */
  async function scrollTo(page: HTMLElement, top: number): Promise<void> {
    const viewport = page.querySelector('.va-vviewport') as HTMLElement;
    Object.defineProperty(viewport, 'scrollTop', { configurable: true, value: top });
    viewport.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.settle();
  }

  const domRows = (page: HTMLElement) => page.querySelectorAll('.va-vviewport .va-vrow');

  it('keeps only the rows in view in the DOM and loads the next page near the end', async () => {
    const page = await open();
    await flushPage(1);
    // No paginator, the page of the URL ignored, the count of what is loaded.
    expect(page.querySelector('va-paginator, .va-paginator-slot')).toBeNull();
    expect(page.querySelector('.va-loaded-count')!.textContent).toContain('100 of 1,000');
    const first = domRows(page);
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(30);
    expect(first[0].textContent).toContain('Post 1');

    // Near the end of what is loaded (row 70 of 100): the next page.
    await scrollTo(page, 70 * 52);
    await flushPage(2);
    expect(page.querySelector('.va-loaded-count')!.textContent).toContain('200 of 1,000');
    const rows = domRows(page);
    expect(rows.length).toBeLessThan(30);
    const shown = Array.from(rows, (row) => row.getAttribute('data-index'));
    expect(shown).toContain('75');
    expect(shown).not.toContain('0');
    // Far from the end: nothing asked.
    await scrollTo(page, 80 * 52);
    t.http.expectNone(() => true);
  });

  it('shows a failed next page with a retry, the rows kept', async () => {
    const page = await open();
    await flushPage(1);
    await scrollTo(page, 90 * 52);
    expectPage(2).flush('down', { status: 503, statusText: 'Unavailable' });
    await t.settle();
    expect(page.querySelector('.va-more-error')!.textContent).toContain('could not be loaded');
    expect(domRows(page).length).toBeGreaterThan(5);
    (page.querySelector('button.va-more-retry') as HTMLButtonElement).click();
    await t.settle();
    await flushPage(2);
    expect(page.querySelector('.va-more-error')).toBeNull();
    expect(page.querySelector('.va-loaded-count')!.textContent).toContain('200 of 1,000');
  });

  it('selects every loaded row from the header and says so in the selection bar', async () => {
    const page = await open();
    await flushPage(1);
    await scrollTo(page, 90 * 52);
    await flushPage(2);
    const all = page.querySelector('.va-vhead input.va-checkbox') as HTMLInputElement;
    expect(all.getAttribute('aria-label')).toBe('Select all 200 loaded rows');
    all.click();
    await t.settle();
    expect(page.querySelector('.va-bulk-count')!.textContent).toContain(
      '200 selected of 200 loaded',
    );
    expect(page.querySelectorAll('.va-vviewport .va-row-selected').length).toBe(
      domRows(page).length,
    );
  });
});
