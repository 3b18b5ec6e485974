import { kebabCase, pascalCase } from 'change-case';

import type { PageAction, Resource } from './types';

/** The case changes behind the name forms: change-case's, for the library and the schematics. */
export { kebabCase, pascalCase };

const capitalised = (action: string) => action.charAt(0).toUpperCase() + action.slice(1);

/**
 * docs/contract.md §2.3, §4.2: `<ResourceName><Action>`, e.g. `monster-children` + `edit` →
 * `MonsterChildrenEdit`.
 */
export function componentName(
  resource: Pick<Resource, 'className'> | string,
  action: PageAction,
): string {
  return (
    (typeof resource === 'string' ? pascalCase(resource) : resource.className) + capitalised(action)
  );
}

/** The name forms of one resource, as the schematics write its files. */
export interface ResourceNames {
  /** Kebab-case folder under `src/resources` (docs/contract.md §2.3). */
  readonly folder: string;
  /** PascalCase base of the component names (docs/contract.md §2.3). */
  readonly className: string;
  /** `<ResourceName><Action>`; `form` names the form shared by the create and edit pages. */
  componentName(action: PageAction | 'form'): string;
  /** Element selector of a generated component: `<prefix>-<folder>-<action>`. */
  selector(action: PageAction | 'form', prefix?: string): string;
}

/** The folder, class, component and selector names of the resource `name`. */
export function resourceNames(name: string): ResourceNames {
  const className = pascalCase(name);
  const folder = kebabCase(name);
  return {
    folder,
    className,
    componentName: (action) => className + capitalised(action),
    selector: (action, prefix = 'app') => `${prefix ? prefix + '-' : ''}${folder}-${action}`,
  };
}
