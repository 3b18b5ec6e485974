/**
 * How a list shows its records (issue 38 §3): `paged` (the default) one page at a time with a
 * paginator and the page in the URL; `infinite` every loaded row in one scrolling body (only the
 * rows in view are in the DOM), the next page loaded as the user nears the end of what is loaded.
 */
export type ListMode = 'paged' | 'infinite';

/** Where the loading of the next page of an infinite list stands. */
export type ListMoreStatus = 'idle' | 'loading' | 'error';

/** Every list mode, the default first. */
export const LIST_MODES: readonly ListMode[] = Object.freeze(['paged', 'infinite']);
