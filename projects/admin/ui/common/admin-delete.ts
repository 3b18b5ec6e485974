import { Injectable, inject } from '@angular/core';

import type { AdminRecord, Resource } from 'admin/core';
import { DeleteController, type DeleteOptions } from 'admin/controllers';

/**
 * The delete flow of the Material components (lists, show and edit pages): a view over
 * `DeleteController`, whose confirmation and notifications `provideAdmin` binds to the Material
 * dialog and snack bar.
 */
@Injectable({ providedIn: 'root' })
export class AdminDelete {
  private readonly controller = inject(DeleteController);

  /** Asks, deletes and notifies; resolves `true` once the record is deleted. */
  deleteRecord(
    resource: Resource,
    record: AdminRecord,
    options: DeleteOptions = {},
  ): Promise<boolean> {
    return this.controller.deleteRecord(resource, record, options);
  }

  /** Asks once for several records, deletes them and notifies; resolves `true` once deleted. */
  deleteRecords(
    resource: Resource,
    records: readonly AdminRecord[],
    options: DeleteOptions = {},
  ): Promise<boolean> {
    return this.controller.deleteRecords(resource, records, options);
  }
}
