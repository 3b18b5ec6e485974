/*
 * The internals of ./reference-input.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */

/** Default wait after the last keystroke before a server search, in milliseconds. */
export const ɵREFERENCE_SEARCH_DEBOUNCE = 300;
