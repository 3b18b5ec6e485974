/**
 * Name forms (SPEC 2.3 / 4.2), computed exactly as the library does with change-case 5: the
 * schematics are CommonJS and change-case is ESM-only, so its word splitting is ported here
 * (names.spec.ts checks both agree on many names).
 */

export type PageAction = 'list' | 'show' | 'create' | 'edit';

const SPLIT_LOWER_UPPER_RE = /([\p{Ll}\d])(\p{Lu})/gu;
const SPLIT_UPPER_UPPER_RE = /(\p{Lu})([\p{Lu}][\p{Ll}])/gu;
const STRIP_RE = /[^\p{L}\d]+/giu;

/** change-case's `split`: the words of a cased string (`monsterChildren` → `monster`, `Children`). */
export function splitWords(value: string): string[] {
  const result = value
    .trim()
    .replace(SPLIT_LOWER_UPPER_RE, '$1\0$2')
    .replace(SPLIT_UPPER_UPPER_RE, '$1\0$2')
    .replace(STRIP_RE, '\0');
  let start = 0;
  let end = result.length;
  while (result.charAt(start) === '\0') start++;
  if (start === end) return [];
  while (result.charAt(end - 1) === '\0') end--;
  return result.slice(start, end).split('\0');
}

/** `monsterChildren` → `monster-children` (the resource folder). */
export function kebabCase(value: string): string {
  return splitWords(value)
    .map((word) => word.toLowerCase())
    .join('-');
}

/** `monster-children` → `MonsterChildren` (the component name base). */
export function pascalCase(value: string): string {
  return splitWords(value)
    .map((word, index) => {
      const first = word[0];
      const initial = index > 0 && first >= '0' && first <= '9' ? '_' + first : first.toUpperCase();
      return initial + word.slice(1).toLowerCase();
    })
    .join('');
}

/** `monster-children` → `monsterChildren`. */
export function camelCase(value: string): string {
  const pascal = pascalCase(value);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** The name forms of one resource. */
export interface ResourceNames {
  /** Kebab-case folder under `src/resources`. */
  readonly folder: string;
  /** PascalCase base of the component names. */
  readonly className: string;
  /** `<ResourceName><Action>`. */
  componentName(action: PageAction | 'form'): string;
  /** Element selector of a generated component: `<prefix>-<folder>-<action>`. */
  selector(action: PageAction | 'form', prefix?: string): string;
}

export function resourceNames(name: string): ResourceNames {
  const className = pascalCase(name);
  const folder = kebabCase(name);
  return {
    folder,
    className,
    componentName: (action) => className + action.charAt(0).toUpperCase() + action.slice(1),
    selector: (action, prefix = 'app') => `${prefix ? prefix + '-' : ''}${folder}-${action}`,
  };
}
