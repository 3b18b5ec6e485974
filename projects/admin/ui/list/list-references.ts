// Headless (controllers/list): the table-wide reference look-up. Names unchanged.
export { ɵListReferences as ListReferences } from 'admin/controllers';
export { ɵwantedReferences as wantedReferences } from 'admin/controllers';
