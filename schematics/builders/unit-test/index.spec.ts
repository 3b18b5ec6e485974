import { withoutUndefinedDefaults } from './index';

describe('admin:unit-test options', () => {
  it("drops the empty lists the Angular CLI adds to a non-@angular/build builder's options", () => {
    // What `ng test --watch=false` passed to admin:unit-test (Angular 21.2 CLI, no options in
    // angular.json): Angular's schema refuses `browsers: []`.
    const given = {
      watch: false,
      runner: 'vitest',
      runnerConfig: false,
      browsers: [],
      include: ['**/*.spec.ts', '**/*.test.ts'],
      exclude: [],
      debug: false,
      coverageInclude: [],
      coverageExclude: [],
      coverageReporters: [],
      coverageThresholds: {},
      coverageWatermarks: { statements: [], branches: [], functions: [], lines: [] },
      reporters: [],
      setupFiles: [],
      listTests: false,
      dumpVirtualFiles: false,
    };
    expect(withoutUndefinedDefaults(given)).toEqual({
      watch: false,
      runner: 'vitest',
      runnerConfig: false,
      include: ['**/*.spec.ts', '**/*.test.ts'],
      debug: false,
      listTests: false,
      dumpVirtualFiles: false,
    });
  });

  it('keeps what the user gave', () => {
    const given = {
      browsers: ['ChromiumHeadless'],
      coverageWatermarks: { statements: [50, 80], lines: [] },
      buildTarget: 'app:build:development',
    };
    expect(withoutUndefinedDefaults(given)).toEqual({
      browsers: ['ChromiumHeadless'],
      coverageWatermarks: { statements: [50, 80] },
      buildTarget: 'app:build:development',
    });
  });
});
