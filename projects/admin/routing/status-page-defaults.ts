// The library's status pages, as the route table loads them: with import(), when a route first
// shows one. Also in an app built from the package, where each entry point's files that the first
// download needs share one chunk: the status pages (and their Material buttons) are then a chunk
// of their own, not in the first download.
import { VaErrorPage } from './error-page';
import { VaForbiddenPage } from './forbidden-page';
import { VaNotFoundPage } from './not-found-page';
import { VaRecordNotFoundPage } from './record-not-found-page';
import type { ɵAdminStatusPages } from './status-pages';

/** The library's status pages. */
export const ɵDEFAULT_STATUS_PAGES: ɵAdminStatusPages = Object.freeze({
  notFound: VaNotFoundPage,
  forbidden: VaForbiddenPage,
  recordNotFound: VaRecordNotFoundPage,
  error: VaErrorPage,
});
