import type { Type } from '@angular/core';

import { VaErrorPage } from './error-page';
import { VaForbiddenPage } from './forbidden-page';
import { VaNotFoundPage } from './not-found-page';
import { VaRecordNotFoundPage } from './record-not-found-page';

/** The library's status pages, by kind: what the route table shows unless the app replaced one. */
export const ɵDEFAULT_STATUS_PAGES: Readonly<
  Record<'notFound' | 'forbidden' | 'recordNotFound' | 'error', Type<unknown>>
> = Object.freeze({
  notFound: VaNotFoundPage,
  forbidden: VaForbiddenPage,
  recordNotFound: VaRecordNotFoundPage,
  error: VaErrorPage,
});
