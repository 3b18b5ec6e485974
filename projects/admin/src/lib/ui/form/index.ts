export * from './form-container';
export * from './unsaved-changes';
export * from './va-locale-switch';
export * from './va-form';
