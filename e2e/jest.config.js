// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the built demo and the demo API.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  maxWorkers: 1,
  testTimeout: 60000,
  modulePathIgnorePatterns: ['<rootDir>/../dist/'],
};
