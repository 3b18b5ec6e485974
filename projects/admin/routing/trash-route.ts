import { inject } from '@angular/core';
import type { Route } from '@angular/router';

import { AdminTrash } from 'admin/controllers';
import type { Resource } from 'admin/core';
import { listSubpageRoute } from './list-subpage-route';
import type { AdminTrashPageLoader } from './trash-page';

/**
 * The route of a soft-deleting resource's trash page, `<list>/trash` ("Trash: Posts"): for whom
 * may restore (`AdminTrash.canRestore`: may delete), else the forbidden page.
 */
export function trashRoute(resource: Resource, load: AdminTrashPageLoader): Route {
  return listSubpageRoute(resource, {
    segment: 'trash',
    component: 'VaTrashPage',
    load,
    allowed: () => {
      const trash = inject(AdminTrash);
      return (target) => trash.canRestore(target);
    },
    refused: 'delete',
    title: 'admin.trash.title',
  });
}
