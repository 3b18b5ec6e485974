// @ts-check
'use strict';

const { URLSearchParams } = require('node:url');

/**
 * The paging of a list answer beyond its records: Laravel's paginator body, json-server's
 * `Link` header.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 */

/**
 * Laravel's paginator JSON (an API resource collection).
 * @param {Request} request @param {Record<string, unknown>[]} records @param {number} total
 * @param {import('../dialects').ParsedList} parsed
 */
function laravelPage(request, records, total, parsed) {
  const size = parsed.page?.size ?? Math.max(records.length, 1);
  const current = parsed.page?.number ?? 1;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const base = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  const link = (/** @type {number} */ n) => {
    const params = new URLSearchParams(/** @type {Record<string, string>} */ (request.query));
    params.set('page', String(n));
    return `${base}?${params}`;
  };
  const from = records.length ? (current - 1) * size + 1 : null;
  return {
    data: records,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: current > 1 ? link(current - 1) : null,
      next: current < lastPage ? link(current + 1) : null,
    },
    meta: {
      current_page: current,
      from,
      last_page: lastPage,
      path: base,
      per_page: size,
      to: from === null ? null : from + records.length - 1,
      total,
    },
  };
}

/**
 * json-server's Link header of a paged list.
 * @param {Request} request @param {{ number: number, size: number }} page @param {number} total
 */
function pageLinks(request, page, total) {
  const base = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  const last = Math.max(1, Math.ceil(total / Math.max(page.size, 1)));
  const link = (/** @type {number} */ n, /** @type {string} */ rel) => {
    const params = new URLSearchParams(/** @type {Record<string, string>} */ (request.query));
    params.set('_page', String(n));
    return `<${base}?${params}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.number > 1) links.push(link(page.number - 1, 'prev'));
  if (page.number < last) links.push(link(page.number + 1, 'next'));
  links.push(link(last, 'last'));
  return links.join(', ');
}

module.exports = { laravelPage, pageLinks };
