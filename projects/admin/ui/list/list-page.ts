import type { ɵListPageData } from 'admin/controllers';
import type { VaColumn, VaFilter, VaSort } from './list-types';

// Headless (controllers/list): the router reads it before any UI code loads.
export { listPage } from 'admin/controllers';

/**
 * What a list page asks for, known before its code is downloaded: give it to the page registry
 * with `listPage(loader, data)` and bind the same values to the page's `<va-list>`.
 */
export interface AdminListData extends ɵListPageData {
  readonly sort?: string | readonly VaSort[];
  readonly filters?: readonly VaFilter[];
  readonly columns?: readonly VaColumn[];
}
