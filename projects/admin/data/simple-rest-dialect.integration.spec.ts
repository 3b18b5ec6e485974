/** @jest-environment node */
import { demoApiDialectChecks } from './dialect-integration.testing';
import { simpleRestDialect } from './simple-rest-dialect';

describe('simpleRestDialect (react-admin ra-data-simple-rest) against the demo API under /api/simple-rest', () => {
  demoApiDialectChecks(simpleRestDialect, 'simple-rest');
});
