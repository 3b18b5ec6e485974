/*
 * Public API of the `admin` library: the public names of every entry point, so that
 * `import { … } from 'admin'` keeps working. Each concern is also its own entry point
 * (`admin/config`, `admin/data`, …) with a hand-written public-api.ts.
 */

export * from 'admin/core';
export * from 'admin/config';
export * from 'admin/i18n';
export * from 'admin/data';
export * from 'admin/auth';
export * from 'admin/controllers';
export * from 'admin/routing';
export * from 'admin/links';
export * from 'admin/ui';
export * from 'admin/setup';
