/*
 * admin/testing: component harnesses for the admin's pages, in the Angular CDK style
 * (`@angular/cdk/testing`): the list, the form and its inputs, the show page, the dialogs and the
 * menu. For the specs of an app (and the library's own); never imported by the library's code.
 *
 * Written by hand: each line names a file whose exports are public (`export *`).
 */

export * from './list-harness';
export * from './dialog-harnesses';
export * from './form-harness';
export * from './input-harnesses';
export * from './menu-harness';
export * from './show-harness';
