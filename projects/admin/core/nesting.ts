/**
 * Nested resources (`parent: 'posts'`): the shape of `parent` in one descriptor, then, over the
 * whole list, unknown parents, cycles, parents without the pages a nested page needs, clashing
 * parameters, and the API templates and ancestor chains of valid nested resources.
 */
import { camelCase, kebabCase } from 'change-case';
import type { ParentParams, Resource } from './types';

/** The parameter name of a parent id: letters, digits and `_`, not starting with a digit. */
export const PARAM_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** English singular of a plural word: `categories` → `category`, `boxes` → `box`, `posts` → `post`. */
export function singularize(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** The default parameter of a parent's id: `posts` → `postId`, `blog-categories` → `blogCategoryId`. */
export function parentParam(parent: string): string {
  const words = kebabCase(parent).split('-');
  words[words.length - 1] = singularize(words[words.length - 1]);
  return `${camelCase(words.join('-'))}Id`;
}

/** What `nestResources` needs of each entry of the list. */
export interface NestingDraft<F extends NestedFields> {
  readonly index: number;
  readonly name: string | undefined;
  /** The entry's fields when it is valid on its own, else undefined; completed in place. */
  fields: F | undefined;
}

/** The fields of a resource that nesting reads and completes. */
export type NestedFields = Pick<Resource, 'name' | 'api' | 'actions' | 'parent' | 'parents'> & {
  readonly descriptor: { readonly api?: string };
};

/**
 * A nested resource's API template (`posts/{postId}/comments`) with its parent ids, each
 * URL-encoded: `posts/12/comments`. Throws naming a missing id; a top-level `api` is returned as is.
 */
export function fillApiTemplate(
  resource: Pick<Resource, 'name' | 'api'>,
  params: ParentParams,
): string {
  return resource.api.replace(/\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === null || value === '') {
      throw new Error(
        `Resource "${resource.name}": the API path "${resource.api}" needs the parent id "${param}"`,
      );
    }
    return encodeURIComponent(String(value));
  });
}
