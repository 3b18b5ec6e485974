// The import pages' component (CSV import, `import` in a descriptor), which `provideAdmin` provides.
import { InjectionToken, type Type } from '@angular/core';

/** Loads the component of the import pages. */
export type AdminImportPageLoader = () => Promise<Type<unknown>>;

/**
 * The component of the CSV import pages of resources whose descriptor sets `import`
 * (`<list>/import`); it gets its resource as the `resource` input. `provideAdmin` provides
 * Material's `VaImportPage` (loaded with `import()`, with the CSV parser); an app on another
 * component kit provides its own. Without it, `adminRoutes()` routes no import page.
 */
export const ADMIN_IMPORT_PAGE = new InjectionToken<AdminImportPageLoader>('ADMIN_IMPORT_PAGE');
