import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { MatPaginator, MatPaginatorIntl, type PageEvent } from '@angular/material/paginator';

import { AdminPaginatorIntl } from './paginator-intl';

/**
 * The paginator of the list table: Material's, with the admin's texts (`AdminPaginatorIntl`).
 * A component of its own so that `VaDataTable` can load it with `@defer` once its rows are on
 * screen: the paginator's page-size select, tooltips and overlay code (about 100 kB) are then not
 * on the way to a cold list's first rows. Not exported.
 */
@Component({
  selector: 'va-paginator',
  imports: [MatPaginator],
  providers: [{ provide: MatPaginatorIntl, useClass: AdminPaginatorIntl }],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-paginator' },
  template: `
    <mat-paginator
      [length]="length()"
      [pageIndex]="pageIndex()"
      [pageSize]="pageSize()"
      [pageSizeOptions]="pageSizeOptions()"
      showFirstLastButtons
      (page)="page.emit($event)"
    />
  `,
  styles: `
    :host {
      display: block;
    }
  `,
})
export class VaPaginator {
  readonly length = input(0);
  /** Zero-based, as `MatPaginator` has it. */
  readonly pageIndex = input(0);
  readonly pageSize = input(25);
  readonly pageSizeOptions = input<readonly number[]>([]);
  readonly page = output<PageEvent>();
}
