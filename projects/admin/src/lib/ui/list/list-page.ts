// Headless (controllers/list): the router reads it before any UI code loads; names unchanged.
export * from '../../controllers/list/list-page';
