import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import type { AdminRecord, Resource } from 'admin/core';
import { ResourceRegistry } from '../../config/resource-registry';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { formatNumber } from '../fields/field-values';
import { VaNumberField } from '../fields/number-field';
import { csvCell } from '../../controllers/list/csv-export';
import { checkColumns } from './list-checks';
import type { VaColumn } from './list-types';
import { VaColumnDef } from './va-column';
import { VaDataTable } from './va-data-table';

const BOOK: AdminRecord = { id: 1, title: 'The Leopard', year: 1958, copies: 1958, price: '12.5' };

/** A table of books, its columns from `[columns]` and from `<va-column>` (as a list declares them). */
@Component({
  imports: [VaDataTable, VaNumberField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-data-table [resource]="resource()" [columns]="columns" [rows]="rows" [total]="1" />
    <va-number-field
      id="year"
      source="year"
      [record]="rows[0]"
      [options]="{ useGrouping: false }"
    />
    <va-number-field id="copies" source="copies" [record]="rows[0]" />
  `,
})
class BooksTable {
  readonly resource = input.required<Resource>();
  protected readonly rows = [BOOK];
  protected readonly columns: VaColumn[] = [
    { source: 'year', type: 'number', options: { useGrouping: false } },
    { source: 'copies', type: 'number' },
    { source: 'price', type: 'number', options: { style: 'currency', currency: 'EUR' } },
    // Linked: rendered by VaCell rather than inline, through the same formatting.
    { source: 'id', type: 'number', link: 'show', options: { minimumIntegerDigits: 3 } },
  ];
}

/** The same year column declared in the template. */
@Component({
  imports: [VaColumnDef],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-column source="year" type="number" [options]="{ useGrouping: false }" />`,
})
class YearColumn {}

describe('number columns and fields', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'books', label: 'title' }] }),
        provideRouter([]),
      ],
    });
  });

  async function render() {
    const fixture = TestBed.createComponent(BooksTable);
    fixture.componentRef.setInput('resource', TestBed.inject(ResourceRegistry).get('books'));
    await fixture.whenStable();
    const root = fixture.nativeElement as HTMLElement;
    const cell = (source: string) =>
      root.querySelector(`td.mat-column-col-${source}`)!.textContent!.trim();
    const field = (id: string) => root.querySelector(`#${id} .va-field-value`)!.textContent!.trim();
    return { fixture, cell, field };
  }

  it('formats a column with its options: a year as 1958, a count as 1,958 by default (en)', async () => {
    const { cell } = await render();
    expect(cell('year')).toBe('1958');
    expect(cell('copies')).toBe('1,958');
    expect(cell('price')).toBe('€12.50');
    expect(cell('id')).toBe('001');
  });

  it('shows a field and a column alike: one formatting rule, following the UI locale', async () => {
    const { fixture, cell, field } = await render();
    expect(field('year')).toBe(cell('year'));
    expect(field('copies')).toBe(cell('copies'));
    expect(formatNumber(1958, 'en', { useGrouping: false })).toBe('1958');
    expect(formatNumber('1958', 'en')).toBe('1,958');
    expect(formatNumber('n/a', 'en')).toBe('n/a');

    TestBed.inject(AdminI18n).setLocale('fr');
    await fixture.whenStable();
    expect(cell('year')).toBe('1958');
    // French groups with a narrow no-break space and writes the decimal comma.
    expect(cell('copies')).toBe('1\u202f958');
    expect(cell('price')).toBe('12,50\u00a0€');
    expect(field('copies')).toBe(cell('copies'));
  });

  it('takes the options from <va-column [options]>', async () => {
    const fixture = TestBed.createComponent(YearColumn);
    await fixture.whenStable();
    const def = fixture.debugElement.children[0].componentInstance as VaColumnDef;
    expect(def.column()).toMatchObject({
      source: 'year',
      type: 'number',
      options: { useGrouping: false },
    });
  });

  it('names a column whose options cannot format its numbers', () => {
    expect(() =>
      checkColumns([{ source: 'year', options: { useGrouping: false } }], 'VaReferenceManyField'),
    ).toThrow(
      'VaReferenceManyField columns[0] "year": "options" formats numbers; give the column type "number" (it has no type)',
    );
    expect(() =>
      checkColumns([{ source: 'price', type: 'number', options: { style: 'currency' } }]),
    ).toThrow(
      /^VaList columns\[0\] "price": Intl.NumberFormat refuses "options" \{"style":"currency"\}: /,
    );
    expect(
      checkColumns([{ source: 'year', type: 'number', options: { useGrouping: false } }]),
    ).toHaveLength(1);
  });

  it('exports numbers to CSV as they are stored, never grouped', () => {
    expect(csvCell(1958)).toBe('1958');
    expect(csvCell(1234567.5)).toBe('1234567.5');
    expect(csvCell(-3)).toBe('-3');
  });
});
