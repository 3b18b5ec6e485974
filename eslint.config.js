// @ts-check
const eslint = require('@eslint/js');
const tseslint = require('typescript-eslint');
const angular = require('angular-eslint');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

/** The library's layers, lowest first; a folder imports only folders of lower layers. */
const LAYERS = [
  ['core'],
  ['config'],
  ['i18n', 'data', 'auth', 'icons'],
  ['controllers', 'status'],
  ['routing', 'links', 'feedback'],
  ['shell'],
  ['ui'],
  ['setup'],
  // The component harnesses (admin/testing) may reach every layer; only specs import them.
  ['testing'],
];

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'out-tsc/**',
      '.angular/**',
      'coverage/**',
      'node_modules/**',
      'schematics/**/files/**',
      'tmp/**',
      'e2e/results/**',
      'bench/results/**',
    ],
  },
  {
    files: ['**/*.ts'],
    extends: [
      eslint.configs.recommended,
      ...tseslint.configs.recommended,
      ...tseslint.configs.stylistic,
      ...angular.configs.tsRecommended,
    ],
    processor: angular.processInlineTemplates,
    rules: {
      '@angular-eslint/directive-selector': [
        'error',
        { type: 'attribute', prefix: ['va', 'app'], style: 'camelCase' },
      ],
      '@angular-eslint/component-selector': [
        'error',
        { type: 'element', prefix: ['va', 'app'], style: 'kebab-case' },
      ],
      '@angular-eslint/component-class-suffix': 'off',
      '@angular-eslint/directive-class-suffix': 'off',
      '@angular-eslint/prefer-on-push-component-change-detection': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The descriptor core is shared with the CommonJS schematics: no Angular, no RxJS, nothing
    // from the library's other folders.
    files: ['projects/admin/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@angular/|rxjs(/|$)|admin(/|$)|\\.\\./)',
              message:
                'The descriptor core (admin/core) is framework-free and shared with the schematics: import only from admin/core itself and plain npm packages.',
            },
          ],
        },
      ],
    },
  },
  // The library's layers import downwards only (docs/architecture.md §2 "Layers"): core ← config ←
  // i18n/data/auth ← controllers ← routing/links ← shell ← ui ← setup. Each layer is an entry point
  // (admin/<folder>) and reaches another one only through its public API (`admin/<folder>`), never
  // by a relative path: a wrong-way or sideways import, or a relative one across folders, is a lint
  // error (and the package build fails on a cycle between entry points). Specs may set up the whole
  // library.
  ...LAYERS.flatMap((layer, index) =>
    (index === 0 ? [] : layer).map((folder) => {
      const others = LAYERS.flat().filter((f) => f !== folder);
      const above = [...LAYERS.slice(index + 1).flat(), ...layer.filter((f) => f !== folder)];
      return {
        files: [`projects/admin/${folder}/**/*.ts`],
        ignores: ['**/*.spec.ts', '**/*.testing.ts'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `^(\\.\\./)+(${others.join('|')}|src)(/|$)`,
                  message: `admin/${folder} reaches another folder through its entry point (admin/<folder>), not a relative path.`,
                },
                {
                  regex: `^admin(/(${above.join('|')}))?$`,
                  message: `admin/${folder} may import only the layers below it (${LAYERS.slice(0, index).flat().join(', ')}): see docs/architecture.md §2.`,
                },
              ],
            },
          ],
        },
      };
    }),
  ),
  {
    // ui/ holds views (issue 36): what a page decides lives in the headless controllers, so a view
    // imports no repository, no HTTP client and no router service (RouterLink is a view directive
    // and stays). No view is exempt (docs/architecture.md §2); specs and test helpers set pages up.
    files: ['projects/admin/ui/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'admin/data',
              // Its types (a repository handed to an action's `run`) describe, they do not fetch.
              allowTypeImports: true,
              message:
                'A view reads and writes data through the headless controllers (admin/controllers), not the repositories.',
            },
            {
              name: '@angular/common/http',
              message: 'A view sends no HTTP request: the controllers and repositories do.',
            },
            {
              name: '@angular/router',
              importNames: ['Router', 'ActivatedRoute'],
              message:
                'A view renders links (RouterLink) but does not navigate or read the route: its controller does.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the library and the schematics, inside a folder as well as between
    // folders (the layer rule above already forbids the latter); type-only imports may go both ways.
    files: ['projects/admin/**/*.ts', 'schematics/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.testing.ts', 'schematics/**/files/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.spec.ts', 'schematics/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.html'],
    extends: [...angular.configs.templateRecommended, ...angular.configs.templateAccessibility],
    rules: {},
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [eslint.configs.recommended],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        exports: 'writable',
      },
    },
  },
);
