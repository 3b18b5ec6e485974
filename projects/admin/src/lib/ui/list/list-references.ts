// Headless (controllers/list): the table-wide reference look-up. Names unchanged.
export { ListReferences } from '../../controllers/list/list-references';
export { wantedReferences } from '../../controllers/list/list-prefetch';
