// The trash pages' component (docs/contract.md §4.5), which `provideAdmin` provides.
import { InjectionToken, type Type } from '@angular/core';

/** Loads the component of the trash pages. */
export type AdminTrashPageLoader = () => Promise<Type<unknown>>;

/**
 * The component of the trash pages of soft-deleting resources (`<list>/trash`, docs/contract.md
 * §4.5); it gets its resource as the `resource` input. `provideAdmin` provides Material's
 * `VaTrashPage` (loaded with `import()`); an app on another component kit provides its own.
 * Without it, `adminRoutes()` routes no trash page.
 */
export const ADMIN_TRASH_PAGE = new InjectionToken<AdminTrashPageLoader>('ADMIN_TRASH_PAGE');
