import { inject } from '@angular/core';
import type { Route } from '@angular/router';

import { AdminImports } from 'admin/controllers';
import type { Resource } from 'admin/core';
import type { AdminImportPageLoader } from './import-page';
import { listSubpageRoute } from './list-subpage-route';

/**
 * The route of a resource's CSV import page, `<list>/import` ("Import Posts"): for whom may
 * import (`AdminImports.canImport`: may create, holds `import.roles`), else the forbidden page.
 */
export function importRoute(resource: Resource, load: AdminImportPageLoader): Route {
  return listSubpageRoute(resource, {
    segment: 'import',
    component: 'VaImportPage',
    load,
    allowed: () => {
      const imports = inject(AdminImports);
      return (target) => imports.canImport(target);
    },
    refused: 'create',
    title: 'admin.import.title',
  });
}
