/*
 * The internals of ./va-layout.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */

/** Below this width the side menu becomes a drawer. */
export const ɵNARROW_SCREEN = '(max-width: 959.98px)';
