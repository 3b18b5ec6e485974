export * from './ui-icons';
export * from './admin-icons';
export * from './va-icon';
