// @ts-check
'use strict';

/**
 * Record versions on the wire: the `ETag` of a version, and the versions an `If-Match` names.
 */

/**
 * The ETag of a record version; a translated record's names its locale too (`"3-fr"`), so that a
 * cache never revalidates one locale's copy for another (If-Match compares the version only).
 * @param {number} version
 * @param {string} [locale] for translatable resources
 */
const etag = (version, locale) => `"${version}${locale ? `-${locale}` : ''}"`;

/**
 * The versions named by an If-Match header: '*' (any), a list, or undefined without the header.
 * @param {string | undefined} header
 * @returns {number[] | '*' | undefined}
 */
function parseIfMatch(header) {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  return header
    .split(',')
    .map((tag) => /^\s*"(\d+)(?:-[a-z]+)?"\s*$/.exec(tag)?.[1])
    .filter((v) => v !== undefined)
    .map(Number);
}

module.exports = { etag, parseIfMatch };
