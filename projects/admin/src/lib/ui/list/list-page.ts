import type { ListPageData } from '../../controllers/list/list-page';
import type { VaColumn, VaFilter, VaSort } from './list-types';

// Headless (controllers/list): the router reads it before any UI code loads.
export { listPage, listPageData, type ListColumnData } from '../../controllers/list/list-page';

/**
 * What a list page asks for, known before its code is downloaded: give it to the page registry
 * with `listPage(loader, data)` and bind the same values to the page's `<va-list>`.
 */
export interface AdminListData extends ListPageData {
  readonly sort?: string | readonly VaSort[];
  readonly filters?: readonly VaFilter[];
  readonly columns?: readonly VaColumn[];
}
