import {
  ComponentHarness,
  HarnessPredicate,
  type BaseHarnessFilters,
  type TestElement,
} from '@angular/cdk/testing';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MatCheckboxHarness } from '@angular/material/checkbox/testing';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { MatMenuHarness } from '@angular/material/menu/testing';
import { MatPaginatorHarness } from '@angular/material/paginator/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { MatSortHeaderHarness } from '@angular/material/sort/testing';

import { ɵFILTER_DEBOUNCE } from 'admin/ui';
import { matchesText, pause, readText } from './text';

/** A list's row as its cells show it: the text of each column, by the column's source. */
export type VaListRowCells = Record<string, string>;

/** What `VaListHarness.with()` filters lists on. */
export interface VaListHarnessFilters extends BaseHarnessFilters {
  /** The page title (`<h1>`): its text, or a pattern found in it. */
  title?: string | RegExp;
}

/** A sort direction as `VaList` (and Material's sort) has it; `''` is no sort. */
export type VaSortDirection = 'asc' | 'desc' | '';

/** The source of a cell or header from its column class (`mat-column-col-<source>`). */
async function columnOf(element: TestElement): Promise<string | null> {
  const classes = (await element.getAttribute('class')) ?? '';
  return /(?:^|\s)mat-column-col-(\S+)/.exec(classes)?.[1] ?? null;
}

/**
 * A harness for `<va-list>`, the list page: its rows as records of cell texts, sort, search and
 * filters, paging, selection and bulk actions, row actions (the table's buttons, or a card's menu
 * on small screens), and the loading, empty and error states.
 *
 * Rows and cells are counted from 0; a column is named by its `source`. Methods that change the
 * query (sort, search, filters, page) leave the request to the test: with `HttpTestingController`,
 * flush it after the call.
 */
export class VaListHarness extends ComponentHarness {
  static hostSelector = 'va-list';

  /** A `HarnessPredicate` for a list with the given title. */
  static with(options: VaListHarnessFilters = {}): HarnessPredicate<VaListHarness> {
    return new HarnessPredicate(VaListHarness, options).addOption(
      'title',
      options.title,
      async (harness, title) => matchesText(await harness.getTitle(), title),
    );
  }

  private readonly title = this.locatorFor('h1.va-page-title');
  private readonly headerCells = this.locatorForAll(
    'tr.va-header-row th[class*="mat-column-col-"]',
  );
  private readonly tableRows = this.locatorForAll('tr.va-row');
  private readonly cards = this.locatorForAll('li.va-card');
  private readonly paginator = this.locatorForOptional(MatPaginatorHarness);
  private readonly bulkBar = this.locatorForOptional('.va-bulk-bar');
  private readonly bulkCount = this.locatorForOptional('.va-bulk-count');
  private readonly errorState = this.locatorForOptional('.va-list-error');
  private readonly emptyState = this.locatorForOptional('.va-list-empty');
  private readonly skeleton = this.locatorForOptional('.va-skeleton, .va-cards-skeleton');
  private readonly busy = this.locatorForOptional(
    '.va-table-wrap[aria-busy="true"], .va-cards-wrap[aria-busy="true"]',
  );
  private readonly searchInput = this.locatorForOptional(
    MatInputHarness.with({ selector: 'va-list-filters input[type="search"]' }),
  );

  /** The page title. */
  async getTitle(): Promise<string> {
    return readText(await this.title());
  }

  /** The sources of the table's columns, in order (selection and actions columns left out). */
  async getColumns(): Promise<string[]> {
    const sources = await Promise.all((await this.headerCells()).map(columnOf));
    return sources.filter((source): source is string => source !== null);
  }

  /** The header labels of the table's columns, in order. */
  async getHeaderLabels(): Promise<string[]> {
    return Promise.all((await this.headerCells()).map(readText));
  }

  /** How many rows the page shows (table rows, or cards on small screens). */
  async getRowCount(): Promise<number> {
    const rows = await this.tableRows();
    return rows.length || (await this.cards()).length;
  }

  /** Every row of the page, as the text of its cells by column source. */
  async getRows(): Promise<VaListRowCells[]> {
    const rows = await this.tableRows();
    return Promise.all(rows.map((_, index) => this.getRow(index)));
  }

  /** The text of each cell of a row, by column source. */
  async getRow(row: number): Promise<VaListRowCells> {
    const cells = await this.locatorForAll(
      `tr.va-row:nth-of-type(${row + 1}) td[class*="mat-column-col-"]`,
    )();
    if (!cells.length) throw new Error(`VaListHarness: the list has no row ${row}`);
    const entries = await Promise.all(
      cells.map(async (cell) => [await columnOf(cell), await readText(cell)] as const),
    );
    return Object.fromEntries(entries.filter(([source]) => source !== null));
  }

  /** The text of one cell, by row index and column source. */
  async getCellText(row: number, column: string): Promise<string> {
    return readText(await this.cell(row, column));
  }

  /** The link a cell holds (`href`), or null. */
  async getCellLink(row: number, column: string): Promise<string | null> {
    const link = await this.locatorForOptional(
      `tr.va-row:nth-of-type(${row + 1}) td.mat-column-col-${column} a[href]`,
    )();
    return link ? link.getAttribute('href') : null;
  }

  /** Clicks a cell: a cell without a link opens the record (show, else edit). */
  async clickCell(row: number, column: string): Promise<void> {
    return (await this.cell(row, column)).click();
  }

  /** The cards' primary texts, on small screens (the list shows cards instead of a table). */
  async getCardTitles(): Promise<string[]> {
    const titles = await this.locatorForAll('li.va-card .va-card-primary')();
    return Promise.all(titles.map(readText));
  }

  // Sort

  /**
   * Sorts by a column (its `source`), clicking its header until the direction is the one asked
   * (each click asks the server, as a user's would). `''` removes the sort.
   */
  async sortBy(column: string, direction: Exclude<VaSortDirection, ''> = 'asc'): Promise<void> {
    const header = await this.sortHeader(column);
    for (let clicks = 0; clicks < 3; clicks++) {
      if ((await header.getSortDirection()) === direction) return;
      await header.click();
    }
    throw new Error(`VaListHarness: column "${column}" did not sort ${direction}`);
  }

  /** The column the list is sorted by and the direction, or null when unsorted. */
  async getSort(): Promise<{ column: string; direction: VaSortDirection } | null> {
    for (const cell of await this.headerCells()) {
      const sort = await cell.getAttribute('aria-sort');
      if (sort === 'ascending' || sort === 'descending') {
        return {
          column: (await columnOf(cell))!,
          direction: sort === 'ascending' ? 'asc' : 'desc',
        };
      }
    }
    return null;
  }

  // Search and filters

  /** Types in the search box and waits for the typing pause after which the list searches. */
  async search(text: string): Promise<void> {
    const input = await this.searchInput();
    if (!input) throw new Error('VaListHarness: the list has no search box');
    await input.setValue(text);
    await this.typingPause();
  }

  /** The search box's text, or null when the list has none. */
  async getSearch(): Promise<string | null> {
    const input = await this.searchInput();
    return input ? input.getValue() : null;
  }

  /** The labels of the filter controls shown (date ranges count twice: "… from", "… to"). */
  async getFilterLabels(): Promise<string[]> {
    const fields = await this.locatorForAll(
      MatFormFieldHarness.with({ ancestor: 'va-list-filters', selector: ':not(.va-search)' }),
    )();
    const labels = await Promise.all(fields.map((field) => field.getLabel()));
    return labels.filter((label): label is string => !!label);
  }

  /**
   * Sets a filter by its label: text (typed, then the typing pause), date (`yyyy-mm-dd`, or `''`
   * to clear), or select and boolean (the option with this text: "Any", "Yes", "No", a choice).
   */
  async setFilter(label: string | RegExp, value: string): Promise<void> {
    const field = await this.filterField(label);
    const control = await field.getControl();
    if (control instanceof MatSelectHarness) {
      await control.clickOptions({ text: value });
      return;
    }
    if (!(control instanceof MatInputHarness)) {
      throw new Error(`VaListHarness: the filter "${label}" is not a text, date or select filter`);
    }
    if ((await control.getType()) === 'date') {
      await control.setValue(value);
      await (await control.host()).dispatchEvent('change');
      return;
    }
    await control.setValue(value);
    await this.typingPause();
  }

  /** A filter's value as its control shows it (the option's text for a select). */
  async getFilterValue(label: string | RegExp): Promise<string> {
    const control = await (await this.filterField(label)).getControl();
    if (control instanceof MatSelectHarness) return control.getValueText();
    return control instanceof MatInputHarness ? control.getValue() : '';
  }

  /** The options a select or boolean filter offers ("Any", "Yes", "No"…), opened then closed. */
  async getFilterOptions(label: string | RegExp): Promise<string[]> {
    const control = await (await this.filterField(label)).getControl();
    if (!(control instanceof MatSelectHarness)) {
      throw new Error(`VaListHarness: the filter "${label}" is not a select`);
    }
    await control.open();
    const texts = await Promise.all((await control.getOptions()).map((o) => o.getText()));
    await control.close();
    return texts;
  }

  /**
   * Types in a reference filter (by its label) and waits for its search to be sent; the test then
   * answers the search and calls `chooseReference()`.
   */
  async searchReference(label: string | RegExp, text: string): Promise<void> {
    const autocomplete = await this.referenceFilter(label);
    await autocomplete.focus();
    await autocomplete.clear();
    await autocomplete.enterText(text);
    // The reference filter waits 250 ms after the last key (VaReferenceFilter).
    await pause(300);
    await this.forceStabilize();
  }

  /** Chooses an option of a reference filter's open panel, by its text. */
  async chooseReference(label: string | RegExp, option: string | RegExp): Promise<void> {
    await (await this.referenceFilter(label)).selectOption({ text: option });
  }

  /** The texts of a reference filter's open panel (options and its status line). */
  async getReferenceOptions(label: string | RegExp): Promise<string[]> {
    const options = await (await this.referenceFilter(label)).getOptions();
    return Promise.all(options.map((option) => option.getText()));
  }

  /** A reference filter's text (the chosen record's label). */
  async getReferenceFilterText(label: string | RegExp): Promise<string> {
    return (await this.referenceFilter(label)).getValue();
  }

  /** Whether "Clear filters" is offered (a search or filter is set). */
  async hasActiveFilters(): Promise<boolean> {
    return !!(await this.locatorForOptional('.va-clear-filters')());
  }

  /** Clears the search and every filter ("Clear filters", in the bar or in the empty state). */
  async clearFilters(): Promise<void> {
    const button = await this.locatorFor(
      MatButtonHarness.with({ selector: '.va-clear-filters, .va-empty-clear' }),
    )();
    await button.click();
  }

  // Paging

  /** The paginator's range label ("1 – 25 of 42"). */
  async getRange(): Promise<string> {
    return (await this.requirePaginator()).getRangeLabel();
  }

  /** The page size. */
  async getPageSize(): Promise<number> {
    return (await this.requirePaginator()).getPageSize();
  }

  /** Goes to the next page. */
  async nextPage(): Promise<void> {
    return (await this.requirePaginator()).goToNextPage();
  }

  /** Goes to the previous page. */
  async previousPage(): Promise<void> {
    return (await this.requirePaginator()).goToPreviousPage();
  }

  /**
   * Goes to a page (counted from 1) with the paginator's buttons: first and last in one click,
   * others one click per page on the way (each asks the server).
   */
  async goToPage(page: number): Promise<void> {
    const paginator = await this.requirePaginator();
    const pages = async () => {
      const [, from, total] = /(\d+)\D+\d+\D+(\d+)/.exec(await paginator.getRangeLabel()) ?? [];
      const size = await paginator.getPageSize();
      return {
        current: from ? Math.floor((Number(from) - 1) / size) + 1 : 1,
        last: total ? Math.max(1, Math.ceil(Number(total) / size)) : 1,
      };
    };
    const { current, last } = await pages();
    if (page < 1 || page > last) {
      throw new Error(`VaListHarness: no page ${page} (the list has ${last})`);
    }
    if (page === current) return;
    if (page === 1) return paginator.goToFirstPage();
    if (page === last) return paginator.goToLastPage();
    const step =
      page > current ? () => paginator.goToNextPage() : () => paginator.goToPreviousPage();
    for (let i = 0; i < Math.abs(page - current); i++) await step();
  }

  /** Sets the page size (one of the paginator's options). */
  async setPageSize(size: number): Promise<void> {
    return (await this.requirePaginator()).setPageSize(size);
  }

  // Selection and bulk actions

  /** Selects or unselects a row (its checkbox). */
  async toggleRow(row: number): Promise<void> {
    const table = await this.locatorForOptional(
      `tr.va-row:nth-of-type(${row + 1}) input.va-checkbox`,
    )();
    if (table) return table.click();
    const cards = await this.locatorForAll(
      MatCheckboxHarness.with({ selector: '.va-card-select' }),
    )();
    if (!cards[row]) throw new Error(`VaListHarness: row ${row} cannot be selected`);
    return cards[row].toggle();
  }

  /** Selects rows (those not selected yet). */
  async selectRows(...rows: number[]): Promise<void> {
    for (const row of rows) if (!(await this.isRowSelected(row))) await this.toggleRow(row);
  }

  /** Whether a row is selected. */
  async isRowSelected(row: number): Promise<boolean> {
    const rows = await this.tableRows();
    if (rows[row]) return rows[row].hasClass('va-row-selected');
    const cards = await this.cards();
    if (cards[row]) return cards[row].hasClass('va-card-selected');
    throw new Error(`VaListHarness: the list has no row ${row}`);
  }

  /** Toggles the "select all rows of this page" checkbox. */
  async toggleAll(): Promise<void> {
    const header = await this.locatorForOptional('tr.va-header-row input.va-checkbox')();
    if (header) return header.click();
    const all = await this.locatorFor(
      MatCheckboxHarness.with({ selector: '.va-cards-select-all' }),
    )();
    return all.toggle();
  }

  /** The bulk bar's count ("2 selected"), or null when nothing is selected. */
  async getSelectionText(): Promise<string | null> {
    const count = await this.bulkCount();
    return count ? readText(count) : null;
  }

  /** The labels of the bulk bar's buttons (actions, delete, clear), or [] when it is hidden. */
  async getBulkActions(): Promise<string[]> {
    if (!(await this.bulkBar())) return [];
    const buttons = await this.locatorForAll(MatButtonHarness.with({ ancestor: '.va-bulk-bar' }))();
    return Promise.all(buttons.map((button) => button.getText()));
  }

  /** Runs a bulk action of the selected rows: by its id (`va-action-<id>`) or its label. */
  async runBulkAction(action: string | RegExp): Promise<void> {
    const buttons = await this.locatorForAll(
      MatButtonHarness.with({ ancestor: '.va-bulk-bar', selector: '.va-bulk-action' }),
    )();
    for (const button of buttons) {
      const host = await button.host();
      if (
        (typeof action === 'string' && (await host.hasClass(`va-action-${action}`))) ||
        matchesText(await button.getText(), action)
      ) {
        return button.click();
      }
    }
    throw new Error(`VaListHarness: no bulk action "${action}"`);
  }

  /** Deletes the selected rows (the confirmation follows: `VaConfirmDialogHarness`). */
  async deleteSelected(): Promise<void> {
    return (
      await this.locatorFor(MatButtonHarness.with({ selector: '.va-bulk-delete' }))()
    ).click();
  }

  /** Clears the selection. */
  async clearSelection(): Promise<void> {
    return (await this.locatorFor(MatButtonHarness.with({ selector: '.va-bulk-clear' }))()).click();
  }

  // Row actions

  /**
   * The accessible names of a row's actions ("Show Post 1", "Edit Post 1", a custom action's
   * label); on small screens, the texts of its card's menu (opened, then closed).
   */
  async getRowActions(row: number): Promise<string[]> {
    const actions = await this.locatorForAll(`tr.va-row:nth-of-type(${row + 1}) .va-row-action`)();
    if (actions.length) {
      return Promise.all(actions.map(async (a) => (await a.getAttribute('aria-label')) ?? ''));
    }
    const menu = await this.cardMenu(row);
    await menu.open();
    const items = await menu.getItems();
    const texts = await Promise.all(items.map((item) => item.getText()));
    await menu.close();
    return texts;
  }

  /** The link of a row's show or edit action (`href`), or null when the row does not offer it. */
  async getRowLink(row: number, action: 'show' | 'edit'): Promise<string | null> {
    const link = await this.locatorForOptional(
      `tr.va-row:nth-of-type(${row + 1}) a.va-row-${action}`,
    )();
    return link ? link.getAttribute('href') : null;
  }

  /**
   * Runs a row action: `show`, `edit`, `delete` (the confirmation follows), or a custom action by
   * its id or label. In the table, its button; on small screens, its card's menu item.
   */
  async runRowAction(row: number, action: string | RegExp): Promise<void> {
    const actions = await this.locatorForAll(`tr.va-row:nth-of-type(${row + 1}) .va-row-action`)();
    for (const element of actions) {
      if (
        (typeof action === 'string' &&
          ((await element.hasClass(`va-row-${action}`)) ||
            (await element.hasClass(`va-action-${action}`)))) ||
        matchesText((await element.getAttribute('aria-label')) ?? '', action) ||
        matchesText((await element.getAttribute('title')) ?? '', action)
      ) {
        return element.click();
      }
    }
    if (actions.length) throw new Error(`VaListHarness: row ${row} has no action "${action}"`);
    const menu = await this.cardMenu(row);
    await menu.open();
    for (const item of await menu.getItems()) {
      const host = await item.host();
      if (
        (typeof action === 'string' &&
          ((await host.hasClass(`va-card-${action}`)) ||
            (await host.hasClass(`va-action-${action}`)))) ||
        matchesText(await item.getText(), action)
      ) {
        return item.click();
      }
    }
    await menu.close();
    throw new Error(`VaListHarness: row ${row} has no action "${action}"`);
  }

  /** Opens a row's record: a click in the row (show, else edit). */
  async openRow(row: number): Promise<void> {
    const rows = await this.tableRows();
    if (!rows[row]) throw new Error(`VaListHarness: the list has no row ${row}`);
    const cells = await this.locatorForAll(
      `tr.va-row:nth-of-type(${row + 1}) td[class*="mat-column-col-"]`,
    )();
    return (cells[0] ?? rows[row]).click();
  }

  // Page actions

  /** The create button's link (`href`), or null when the list does not offer it. */
  async getCreateLink(): Promise<string | null> {
    const link = await this.locatorForOptional('a.va-create')();
    return link ? link.getAttribute('href') : null;
  }

  /** Starts the CSV export. */
  async exportCsv(): Promise<void> {
    return (await this.locatorFor(MatButtonHarness.with({ selector: '.va-export' }))()).click();
  }

  /** Whether the list offers the CSV export. */
  async isExportable(): Promise<boolean> {
    return !!(await this.locatorForOptional('.va-export')());
  }

  /** The export's progress text ("Exporting 250 of 300 rows…"), or null. */
  async getExportProgress(): Promise<string | null> {
    const progress = await this.locatorForOptional('.va-export-progress span')();
    return progress ? readText(progress) : null;
  }

  // States

  /** Whether the list is loading (the skeleton, or the table busy with a new page). */
  async isLoading(): Promise<boolean> {
    return !!(await this.skeleton()) || !!(await this.busy());
  }

  /** Whether the list shows its empty state. */
  async isEmpty(): Promise<boolean> {
    return !!(await this.emptyState());
  }

  /** The empty state's text ("No posts yet."), or null when the list is not empty. */
  async getEmptyText(): Promise<string | null> {
    const empty = await this.locatorForOptional('.va-list-empty p')();
    return empty ? readText(empty) : null;
  }

  /** The error state's text, or null when the list loaded. */
  async getErrorText(): Promise<string | null> {
    const error = await this.errorState();
    return error ? readText(error) : null;
  }

  /** Asks the server again from the error state's "Retry". */
  async retry(): Promise<void> {
    return (await this.locatorFor(MatButtonHarness.with({ selector: '.va-retry' }))()).click();
  }

  private async cell(row: number, column: string): Promise<TestElement> {
    const cell = await this.locatorForOptional(
      `tr.va-row:nth-of-type(${row + 1}) td.mat-column-col-${column}`,
    )();
    if (!cell) throw new Error(`VaListHarness: no cell in row ${row}, column "${column}"`);
    return cell;
  }

  private async sortHeader(column: string): Promise<MatSortHeaderHarness> {
    const header = await this.locatorForOptional(
      MatSortHeaderHarness.with({ selector: `.mat-column-col-${column}` }),
    )();
    if (!header) throw new Error(`VaListHarness: column "${column}" is not sortable`);
    return header;
  }

  private async requirePaginator(): Promise<MatPaginatorHarness> {
    const paginator = await this.paginator();
    if (!paginator) throw new Error('VaListHarness: the list shows no paginator');
    return paginator;
  }

  private async filterField(label: string | RegExp): Promise<MatFormFieldHarness> {
    const field = await this.locatorForOptional(
      MatFormFieldHarness.with({ ancestor: 'va-list-filters', floatingLabelText: label }),
    )();
    if (!field) throw new Error(`VaListHarness: no filter "${label}"`);
    return field;
  }

  private async referenceFilter(label: string | RegExp): Promise<MatAutocompleteHarness> {
    // One form field and one autocomplete per reference filter, in the same order.
    const [fields, autocompletes] = await Promise.all([
      this.locatorForAll(MatFormFieldHarness.with({ ancestor: 'va-reference-filter' }))(),
      this.locatorForAll(MatAutocompleteHarness.with({ ancestor: 'va-reference-filter' }))(),
    ]);
    for (const [i, field] of fields.entries()) {
      if (matchesText((await field.getLabel()) ?? '', label) && autocompletes[i]) {
        return autocompletes[i];
      }
    }
    throw new Error(`VaListHarness: no reference filter "${label}"`);
  }

  private async cardMenu(row: number): Promise<MatMenuHarness> {
    const menu = await this.locatorForOptional(
      MatMenuHarness.with({ selector: `li.va-card:nth-of-type(${row + 1}) .va-card-menu` }),
    )();
    if (!menu) throw new Error(`VaListHarness: row ${row} has no menu`);
    return menu;
  }

  private async typingPause(): Promise<void> {
    await pause(ɵFILTER_DEBOUNCE + 20);
    await this.forceStabilize();
  }
}
