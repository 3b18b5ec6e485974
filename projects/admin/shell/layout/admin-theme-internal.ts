/*
 * The internals of ./admin-theme.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */

export const ɵTHEME_STORAGE_KEY = 'admin.theme';
