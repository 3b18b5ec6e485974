// @ts-check
'use strict';

/**
 * Translatable posts. Internally a post keeps its default-locale (`en`) title/body at the top
 * level and other locales in `translations: { fr: { title, body } }`; that key is never served.
 */

/** @typedef {import('./seed').Post} Post */

const DEFAULT_LOCALE = 'en';
const LOCALES = Object.freeze(['en', 'fr']);
const TRANSLATED_FIELDS = Object.freeze(['title', 'body']);

/**
 * Picks the best supported locale from an Accept-Language header (`fr`, `fr-CA`,
 * `fr-FR,fr;q=0.9,en;q=0.8`...). Unsupported or missing → `en`.
 * @param {string | undefined} header
 * @returns {string}
 */
function negotiateLocale(header) {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const [key, value] = param.trim().split('=');
        if (key === 'q') q = Number(value);
      }
      return { tag: tag.trim().toLowerCase(), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LOCALE;
    const primary = tag.split('-')[0];
    if (LOCALES.includes(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The post as served in `locale`: translated title/body (falling back to the default locale
 * field by field), without the internal `translations` key.
 * @param {Post} post
 * @param {string} locale
 * @returns {Omit<Post, 'translations'>}
 */
function localizePost(post, locale) {
  const { translations, ...served } = post;
  const translation = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  if (translation) {
    for (const field of TRANSLATED_FIELDS) {
      const value = translation[/** @type {'title' | 'body'} */ (field)];
      if (value !== undefined) /** @type {Record<string, unknown>} */ (served)[field] = value;
    }
  }
  return served;
}

/**
 * Turns a client's post body written in `locale` into the stored shape.
 * - POST: in another locale the values are stored as that translation and also as the
 *   default-locale values (so the post is never empty in `en`).
 * - PUT: replaces the record; other locales' texts are kept.
 * - PATCH: merges; only the fields sent change, in the given locale.
 * A client-sent `translations` key is ignored.
 * @param {'POST' | 'PUT' | 'PATCH'} method
 * @param {Record<string, unknown>} body
 * @param {Post | undefined} existing the stored post (PUT/PATCH)
 * @param {string} locale
 * @returns {Record<string, unknown>}
 */
function storePostWrite(method, body, existing, locale) {
  const data = { ...body };
  delete data.translations;
  const kept = existing?.translations;
  if (locale === DEFAULT_LOCALE) {
    return method === 'PUT' && kept ? { ...data, translations: kept } : data;
  }
  /** @type {Record<string, unknown>} */
  const translated = {};
  for (const field of TRANSLATED_FIELDS) {
    if (data[field] !== undefined) translated[field] = data[field];
  }
  if (method === 'POST') {
    return { ...data, translations: { [locale]: translated } };
  }
  const stored = { ...data };
  if (method === 'PUT') {
    // The default-locale texts stay as they were.
    for (const field of TRANSLATED_FIELDS) {
      const value = existing?.[/** @type {'title' | 'body'} */ (field)];
      if (value === undefined) delete stored[field];
      else stored[field] = value;
    }
    stored.translations = { ...kept, [locale]: translated };
  } else {
    for (const field of TRANSLATED_FIELDS) delete stored[field];
    stored.translations = { ...kept, [locale]: { ...kept?.[locale], ...translated } };
  }
  return stored;
}

module.exports = { DEFAULT_LOCALE, LOCALES, negotiateLocale, localizePost, storePostWrite };
