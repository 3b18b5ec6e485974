/** @jest-environment node */
import { demoApiDialectChecks } from './dialect-integration.testing';
import { laravelDialect } from './laravel-dialect';

describe('laravelDialect (Laravel API resources with spatie/laravel-query-builder) against the demo API under /api/laravel', () => {
  demoApiDialectChecks(laravelDialect, 'laravel');
});
