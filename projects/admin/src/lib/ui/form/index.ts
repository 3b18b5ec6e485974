export * from './form-container';
export * from './va-locale-switch';
export * from './va-form';
