// Moved to controllers/list (headless, shared with the router's prefetch); names unchanged.
export * from '../../controllers/list/list-query';
