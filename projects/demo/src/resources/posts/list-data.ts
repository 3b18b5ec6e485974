import type { AdminListData, VaColumn, VaFilter } from 'admin';

/**
 * What the posts list asks for: bound to its `<va-list>`, and given to the page registry
 * (`listPage()`), so that the router starts the list request with the page's code.
 */
export const postsListData = {
  columns: [
    { source: 'title', sortable: true },
    { source: 'categoryId', type: 'reference', reference: 'categories' },
    { source: 'tagIds', type: 'reference-array', reference: 'tags' },
    { source: 'published', type: 'boolean' },
    { source: 'publishedAt', type: 'date', sortable: true },
    { source: 'views', type: 'number', sortable: true },
  ] as VaColumn[],
  filter: { archived: false },
  filters: [{ source: 'published', type: 'boolean' }] as VaFilter[],
} satisfies AdminListData;
