// @ts-check
'use strict';

/**
 * LIKE patterns: every character literal (`containsPattern`), or json-server's and FakeRest's
 * regular-expression syntax read as literal text with anchors (`regexLiteralPattern`).
 */

/** @param {string} text ILIKE's wildcards and escape character made literal. */
const escapeLike = (text) => text.replace(/[\\%_]/g, '\\$&');

/** "Contains this text", case-insensitive, every character literal. @param {string} text */
const containsPattern = (text) => `%${escapeLike(text)}%`;

/**
 * The pattern of a json-server `_like` or a FakeRest `_q` value, which those servers match as a
 * regular expression and our dialects send regex-escaped. Here no regular expression ever runs:
 * the text is literal, `\x` stands for `x`, a leading `^` anchors at the start and a trailing
 * unescaped `$` at the end. Anything else (`a|b`, `.*`) is matched as the characters it is.
 * @param {string} text
 */
function regexLiteralPattern(text) {
  let body = text;
  const start = body.startsWith('^');
  if (start) body = body.slice(1);
  let end = false;
  if (body.endsWith('$')) {
    let backslashes = 0;
    for (let i = body.length - 2; i >= 0 && body[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 0) {
      end = true;
      body = body.slice(0, -1);
    }
  }
  let literal = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && i + 1 < body.length) i++;
    literal += body[i];
  }
  return `${start ? '' : '%'}${escapeLike(literal)}${end ? '' : '%'}`;
}

module.exports = { escapeLike, containsPattern, regexLiteralPattern };
