import { kebabCase, pascalCase } from 'change-case';

export type PageAction = 'list' | 'show' | 'create' | 'edit';

/** The name forms of SPEC 2.3 / 4.2, the same as the library's `normalizeResources`. */
export interface ResourceNames {
  /** Kebab-case folder under `src/resources`. */
  readonly folder: string;
  /** PascalCase base of the component names. */
  readonly className: string;
  /** `<ResourceName><Action>`. */
  componentName(action: PageAction): string;
}

export function resourceNames(name: string): ResourceNames {
  const className = pascalCase(name);
  return {
    folder: kebabCase(name),
    className,
    componentName: (action) => className + action.charAt(0).toUpperCase() + action.slice(1),
  };
}
