// One jest run over every project: library and demo in jsdom, schematics and demo-api in node.
const path = require('node:path');
const { createCjsPreset } = require('jest-preset-angular/presets');

const angularPreset = createCjsPreset({ tsconfig: '<rootDir>/tsconfig.spec.json' });
const esmPackages = ['change-case', '@angular', 'rxjs'].join('|');

/** ts-jest for an ESM-only package's .js files, which jest on Node 20 cannot require() as they are. */
const compileEsmJs = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true } },
];

/** @type {import('jest').Config} */
const angular = (name, root, specs = '<rootDir>/src/**/*.spec.ts') => ({
  ...angularPreset,
  displayName: name,
  rootDir: root,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
  // The dialect integration specs start the demo API, whose @fastify/static requires the ESM-only
  // content-disposition (see the demo-api project below).
  transformIgnorePatterns: [
    `node_modules/(?!.*\\.mjs$|${esmPackages}|(?:@fastify/static/node_modules/)?content-disposition/)`,
  ],
  // Absolute, normalised paths: a path with `..` would be a second copy of the same module.
  moduleNameMapper: {
    '^admin$': path.join(__dirname, 'projects/admin/src/public-api.ts'),
    '^admin/([a-z0-9-]+)$': path.join(__dirname, 'projects/admin/$1/public-api.ts'),
  },
  modulePathIgnorePatterns: ['<rootDir>/../../dist/'],
  testMatch: [specs],
});

/** @type {import('jest').Config} */
/**
 * Node-side specs beside ES-module scripts (scripts/, bench/): TypeScript through ts-jest, and the
 * .mjs files they test compiled to CommonJS by jest-preset-angular's transformer (esbuild), which
 * jest on Node 20 needs.
 */
const NODE_SCRIPT_TRANSFORM = {
  '^.+\\.ts$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'commonjs',
        target: 'ES2022',
        types: ['node'],
        strict: true,
        esModuleInterop: true,
        isolatedModules: true,
      },
    },
  ],
  '^.+\\.mjs$': ['jest-preset-angular', { tsconfig: { module: 'commonjs' } }],
};

module.exports = {
  projects: [
    // The library's entry points are its top folders (projects/admin/config, …/data, …).
    angular('admin', '<rootDir>/projects/admin', '<rootDir>/*/**/*.spec.ts'),
    angular('demo', '<rootDir>/projects/demo'),
    {
      displayName: 'schematics',
      rootDir: '<rootDir>/schematics',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.spec.ts'],
      testPathIgnorePatterns: ['/files/', '/node_modules/'],
      modulePathIgnorePatterns: ['<rootDir>/../dist/'],
      // `../core` (the descriptor core, bundled beside the built schematics) from its sources.
      moduleNameMapper: { '^(\\.\\./)+core$': '<rootDir>/../projects/admin/core/public-api.ts' },
      // The OpenAPI schematic's parser (@apidevtools/swagger-parser) requires the ESM-only
      // json-schema-ref-parser, and the core imports the ESM-only change-case: Node 20.19+ can
      // require() them, jest on Node 20 needs them compiled.
      transformIgnorePatterns: [
        '/node_modules/(?!@apidevtools/json-schema-ref-parser/|change-case/)',
      ],
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
        '^.+/(json-schema-ref-parser|change-case)/.+\\.js$': compileEsmJs,
      },
    },
    {
      displayName: 'demo-api',
      rootDir: '<rootDir>/projects/demo-api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.spec.{js,ts}'],
      modulePathIgnorePatterns: ['<rootDir>/../../dist/'],
      // @fastify/static requires the ESM-only content-disposition: Node 20.19+ can require() it,
      // jest on Node 20 needs it compiled.
      transformIgnorePatterns: [
        '/node_modules/(?!(?:@fastify/static/node_modules/)?content-disposition/)',
      ],
      transform: {
        '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
        '^.+/content-disposition/.+\\.js$': compileEsmJs,
      },
    },
    {
      // The repository's own checks (scripts/*.mjs) where they have pure parts: ES modules,
      // compiled to CommonJS as the bench project's are.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.spec.ts'],
      modulePathIgnorePatterns: ['<rootDir>/../dist/'],
      transform: NODE_SCRIPT_TRANSFORM,
    },
    {
      // The benchmark's pure parts (report, options); bench/*.mjs are ES modules, which jest on
      // Node 20 loads only once compiled to CommonJS: jest-preset-angular's transformer does that
      // for .mjs files (esbuild).
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.spec.ts'],
      testPathIgnorePatterns: ['/results/', '/node_modules/'],
      modulePathIgnorePatterns: ['<rootDir>/../dist/'],
      transform: NODE_SCRIPT_TRANSFORM,
    },
  ],
};
