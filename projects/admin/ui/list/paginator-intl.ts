import { Injectable, effect, inject } from '@angular/core';
import { MatPaginatorIntl } from '@angular/material/paginator';

import { AdminI18n } from 'admin/i18n';

/** MatPaginator texts from the admin messages; follows locale switches. */
@Injectable()
export class AdminPaginatorIntl extends MatPaginatorIntl {
  private readonly i18n = inject(AdminI18n);

  constructor() {
    super();
    effect(() => {
      const t = (key: string) => this.i18n.t(`admin.paginator.${key}`);
      this.itemsPerPageLabel = t('itemsPerPage');
      this.nextPageLabel = t('nextPage');
      this.previousPageLabel = t('previousPage');
      this.firstPageLabel = t('firstPage');
      this.lastPageLabel = t('lastPage');
      this.i18n.locale();
      this.changes.next();
    });
  }

  override getRangeLabel = (page: number, pageSize: number, length: number): string => {
    if (length === 0 || pageSize === 0) {
      return this.i18n.t('admin.paginator.rangeEmpty', { total: length });
    }
    const start = page * pageSize;
    const end = Math.min(start + pageSize, length);
    return this.i18n.t('admin.paginator.range', { start: start + 1, end, total: length });
  };
}
