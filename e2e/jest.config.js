// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the built demo and the demo API.
const { availableParallelism } = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // Tests that start the demo API in-process (start.e2e.ts) load @fastify/static, which requires
    // the ESM-only content-disposition: Node 20.19+ can require() it, jest on Node 20 needs it
    // compiled (as the demo-api project of jest.config.js does).
    '^.+/content-disposition/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(?:@fastify/static/node_modules/)?content-disposition/)',
  ],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  // One worker per core (at most 4; E2E_WORKERS overrides), each with its own demo API and seed data
  // (support/global-setup.mjs): the files of a worker run one after another, as they did in band.
  maxWorkers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism()),
  testTimeout: 60000,
  modulePathIgnorePatterns: ['<rootDir>/../dist/'],
};
