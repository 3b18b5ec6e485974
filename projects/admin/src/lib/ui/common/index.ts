export * from './choices';
export * from './field-label';
export * from './record-context';
export * from './admin-notifications';
export * from './confirm-dialog';
export * from './admin-actions';
export * from './admin-delete';
export * from './references';
