/*
 * The internals of ./list-checks.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */

/** Debounce of typed text (search box and text filters), in ms. */
export const ɵFILTER_DEBOUNCE = 400;
