// The benchmark's report (targets, comparison, Markdown) and its command line, without a run.
import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';

import { PARTS, parseArgs } from './options.mjs';
import {
  TARGETS,
  compareRuns,
  evaluateTargets,
  flatMetrics,
  formatValue,
  markdownReport,
} from './report.mjs';

interface Target {
  metric: string;
  op: string;
  value: number;
  label: string;
  measured: number | null;
  pass: boolean | null;
}

const byMetric = (targets: Target[]) => new Map(targets.map((t) => [t.metric, t]));

/** A run as run.mjs writes it, with only what the report reads. */
function runOf(metrics: Record<string, number>, extra: Record<string, unknown> = {}) {
  return {
    date: '2026-01-02T03:04:05.000Z',
    git: { commit: 'abc1234', changedFiles: 2 },
    machine: { cpus: 2, cpu: 'Test CPU', node: 'v20.0.0', chromium: null },
    options: { runs: 9, posts: 10000, parts: PARTS },
    metrics,
    targets: evaluateTargets(metrics) as Target[],
    ...extra,
  };
}

describe('evaluateTargets', () => {
  it('passes a measure within its target and fails one beyond it', () => {
    const targets = byMetric(evaluateTargets({ initialJsGzip: 115_000, coldListRatio: 1.51 }));
    expect(targets.get('initialJsGzip')).toMatchObject({ measured: 115_000, pass: true });
    expect(targets.get('coldListRatio')).toMatchObject({ measured: 1.51, pass: false });
  });

  it('needs an exact value for a count target', () => {
    const targets = byMetric(evaluateTargets({ coldListRequests: 3, backRequests: 1 }));
    expect(targets.get('coldListRequests')).toMatchObject({ op: '==', value: 3, pass: true });
    expect(targets.get('backRequests')).toMatchObject({ op: '==', value: 0, pass: false });
    expect(byMetric(evaluateTargets({ coldListRequests: 2 })).get('coldListRequests')!.pass).toBe(
      false,
    );
  });

  it('marks a measure the run does not have as not measured (null), never as a failure', () => {
    const targets = evaluateTargets({}) as Target[];
    expect(targets).toHaveLength(TARGETS.length);
    for (const target of targets) expect(target).toMatchObject({ measured: null, pass: null });
  });

  it('states the targets of issue 18: browser timings as ratios to the floor', () => {
    const targets = byMetric(evaluateTargets({}));
    expect([...targets.keys()].sort()).toEqual(
      [
        'backMs',
        'backRequests',
        'coldListRatio',
        'coldListRequests',
        'firstLoadIcons',
        'floorSameRequests',
        'freshColdListRatio',
        'freshInitialJsGzip',
        'heapUsed',
        'initialJsGzip',
        'initialJsGzipSsr',
        'largePage1000Ratio',
        'largeScrollLongTasks',
        'liveFailures',
        'liveLost',
        'liveMedianMs',
        'microTotal',
        'pageChangeRatio',
        'rows100Ratio',
      ].sort(),
    );
    expect(targets.get('coldListRatio')).toMatchObject({ op: '<=', value: 1.5 });
    expect(targets.get('rows100Ratio')).toMatchObject({ op: '<=', value: 2 });
    expect(targets.get('pageChangeRatio')).toMatchObject({ op: '<=', value: 2 });
    expect(targets.get('initialJsGzip')).toMatchObject({ op: '<=', value: 115_000 });
    expect(targets.get('initialJsGzipSsr')).toMatchObject({ op: '<=', value: 125_000 });
    // A fresh ng add app has the client-rendered demo's size target.
    expect(targets.get('freshInitialJsGzip')).toMatchObject({ op: '<=', value: 115_000 });
    expect(targets.get('freshColdListRatio')).toMatchObject({ op: '<=', value: 2 });
    expect(targets.get('backMs')).toMatchObject({ op: '<=', value: 50 });
    expect(targets.get('heapUsed')).toMatchObject({ op: '<=', value: 13_400_000 });
    expect(targets.get('firstLoadIcons')).toMatchObject({ op: '<=', value: 10_000 });
    expect(targets.get('microTotal')).toMatchObject({ op: '<=', value: 20 });
    // Issue 38 §3: a 1 000-row page within 2× its floor, no long task scrolling 10 000 rows.
    expect(targets.get('largePage1000Ratio')).toMatchObject({ op: '<=', value: 2 });
    expect(targets.get('largeScrollLongTasks')).toMatchObject({ op: '==', value: 0 });
    for (const target of targets.values()) expect(target.label).toEqual(expect.any(String));
  });
});

describe('flatMetrics', () => {
  it('reads the finite numbers of a run and leaves out what is missing', () => {
    const metrics = flatMetrics({
      size: { initialJs: { gzip: 1000, raw: 3000 } },
      browser: { cold: { median: 420, dataRequests: 3 }, back: { median: Number.NaN } },
    });
    expect(metrics).toEqual({
      initialJsGzip: 1000,
      initialJsRaw: 3000,
      coldList: 420,
      coldListRequests: 3,
    });
  });

  it('counts the initial JS of each build against its own target, beside what was sent', () => {
    const sizes = { initialJs: { gzip: 120_000, raw: 380_000, brotli: 104_000 } };
    const browser = {
      firstLoad: {
        js: { raw: 650_000, gzip: 210_000, transferred: 186_000 },
        document: { raw: 9_500, transferred: 1_500 },
      },
    };
    const client = flatMetrics({ size: { ssr: false, ...sizes }, browser });
    expect(client).toEqual({
      initialJsGzip: 120_000,
      initialJsRaw: 380_000,
      initialJsBrotli: 104_000,
      coldJsRaw: 650_000,
      coldJsGzip: 210_000,
      coldJsTransferred: 186_000,
      coldPageRaw: 9_500,
      coldPageTransferred: 1_500,
    });
    const server = flatMetrics({ size: { ssr: true, ...sizes } });
    expect(server).toEqual({
      initialJsGzipSsr: 120_000,
      initialJsRaw: 380_000,
      initialJsBrotli: 104_000,
    });
    const byTarget = (metrics: Record<string, number>) => byMetric(evaluateTargets(metrics));
    // 120 kB: over the client-rendered build's 115 kB, within the server-rendered one's 125 kB.
    expect(byTarget(client).get('initialJsGzip')).toMatchObject({ value: 115_000, pass: false });
    expect(byTarget(client).get('initialJsGzipSsr')).toMatchObject({ pass: null });
    expect(byTarget(server).get('initialJsGzipSsr')).toMatchObject({ value: 125_000, pass: true });
    expect(byTarget(server).get('initialJsGzip')).toMatchObject({ pass: null });
  });
});

describe('compareRuns', () => {
  it('gives the ratio new / previous of every measure both runs have', () => {
    const previous = {
      date: '2026-01-01T00:00:00.000Z',
      git: { commit: 'old1234' },
      metrics: { initialJsGzip: 100_000, coldList: 400, microTotal: 10 },
    };
    const comparison = compareRuns(
      { metrics: { initialJsGzip: 110_000, coldList: 200 } },
      previous,
    );
    const ratios = comparison.ratios as Record<string, number | null>;
    expect(comparison.date).toBe('2026-01-01T00:00:00.000Z');
    expect(comparison.commit).toBe('old1234');
    expect(ratios['initialJsGzip']).toBeCloseTo(1.1);
    expect(ratios['coldList']).toBeCloseTo(0.5);
    // only in the previous run: no ratio
    expect(comparison.ratios).not.toHaveProperty('microTotal');
  });

  it('compares with zero: 0 → 0 is ×1, 0 → n has no ratio (null)', () => {
    const comparison = compareRuns(
      { metrics: { backRequests: 0, showRequests: 2 } },
      { metrics: { backRequests: 0, showRequests: 0 } },
    );
    expect(comparison.ratios).toEqual({ backRequests: 1, showRequests: null });
  });

  it('reads the measures of an older run file without `metrics`', () => {
    const comparison = compareRuns(
      { metrics: { initialJsGzip: 150 } },
      { size: { initialJs: { gzip: 100 } } },
    );
    expect((comparison.ratios as Record<string, number>)['initialJsGzip']).toBeCloseTo(1.5);
    expect(comparison).toMatchObject({ date: null, commit: null, before: { initialJsGzip: 100 } });
  });
});

describe('markdownReport', () => {
  const metrics = {
    initialJsGzip: 140_000,
    coldList: 620,
    coldListRatio: 1.24,
    coldListRequests: 3,
    heapUsed: 13_250_000,
  };
  const browser = { floor: { cold: { median: 500 } } };

  it('tables every measure with its floor, ratio, target and result, and counts the targets', () => {
    const report = markdownReport(runOf(metrics, { browser }), null, null);
    expect(report).toContain('## Benchmark 2026-01-02T03:04:05.000Z · abc1234 + 2 changed files');
    expect(report).toContain('2 × Test CPU, Node v20.0.0; 10000 posts, 9 browser runs.');
    expect(report).toContain(
      '| Measure | Value | Floor | × floor | Spread | Target | Result |\n|---|---:|---:|---:|---|---|---|\n',
    );
    expect(report).toContain(
      '| Initial JS (gzip), client-rendered build | 140.0 kB |  |  |  | ≤ 115.0 kB | ✖ fail |\n',
    );
    // the run-by-run ratio (1.24), not 620 / 500, with the ratio target on the timing's row
    expect(report).toContain(
      '| Cold /posts until every reference label shows | 620 ms | 500 ms | 1.24× |  | ≤ 1.5× floor | ✔ pass |',
    );
    expect(report).not.toContain('| Cold /posts ÷ floor |');
    expect(report).toContain('| Requests of the cold list (data) | 3 |  |  |  | = 3 | ✔ pass |');
    expect(report).toContain(
      '| JS heap after visiting every page | 13.25 MB |  |  |  | ≤ 13.40 MB | ✔ pass |\n',
    );
    // a measure the run does not have gets no row
    expect(report).not.toContain('Initial CSS');
    expect(report).toMatch(/^Targets: 3\/19 pass \(15 not measured: .*Show → back to list/m);
    expect(report).toMatch(/not measured: .*Initial JS \(gzip\), server-rendered build \(--ssr\)/);
  });

  it('divides by the floor when a measure has no run-by-run ratio', () => {
    const report = markdownReport(
      runOf(
        { rowNodes: 30 },
        { browser: { rows: { admin: { nodesPerRow: 30 }, floor: { nodesPerRow: 20 } } } },
      ),
      null,
      null,
    );
    expect(report).toContain('| DOM nodes per row | 30 | 20 | 1.50× |');
  });

  it('prints the cold-load timeline, the admin beside the floor', () => {
    const timeline = {
      admin: { main: 120, session: 121, listSent: 130, rowsShown: 400, rowsPainted: 410 },
      floor: { main: 40, session: 41, listSent: 42, rowsShown: 200, rowsPainted: 210 },
    };
    const report = markdownReport(runOf({}, { browser: { timeline } }), null, null);
    expect(report).toContain('| Step | Admin | Floor |');
    expect(report).toContain('| main script evaluated | 120 ms | 40 ms |');
    expect(report).toContain('| list request sent | 130 ms | 42 ms |');
    // Steps neither page went through are left out.
    expect(report).not.toContain('| references answered |');
    expect(report).not.toContain('| page rendered (server) |');
    expect(report).toContain('| rows painted | 410 ms | 210 ms |');
  });

  it('marks a server-rendered timeline and adds the browser-only one beside it', () => {
    const timeline = {
      admin: {
        firstByte: 20,
        listSent: 20,
        rendered: 120,
        rowsShown: 150,
        started: 600,
        serverRendered: 1,
      },
      floor: { firstByte: 10, listSent: 42, rowsShown: 200 },
      client: { firstByte: 12, listSent: 300, rowsShown: 650, started: 400 },
    };
    const report = markdownReport(runOf({}, { browser: { timeline } }), null, null);
    expect(report).toContain('| Step | Admin (server-rendered) | Floor | Admin, browser only |');
    expect(report).toContain('| navigation start | 0 ms | 0 ms | 0 ms |');
    expect(report).toContain('| page first byte | 20 ms | 10 ms | 12 ms |');
    expect(report).toContain('| page rendered (server) | 120 ms | — | — |');
    expect(report).toContain('| rows shown | 150 ms | 200 ms | 650 ms |');
    expect(report).toContain('| app started (interactive) | 600 ms | — | 400 ms |');
  });

  it('adds a column with the ratio to the compared run', () => {
    const run = runOf(metrics, { browser });
    const comparison = compareRuns(run, {
      date: '2026-01-01T00:00:00.000Z',
      metrics: { initialJsGzip: 127_272.73, coldList: 620, coldListRequests: 0 },
    });
    const report = markdownReport(run, comparison, '/tmp/old.json');
    expect(report).toContain(
      '| Measure | Value | Floor | × floor | Spread | Target | Result | vs 2026-01-01T00:00:00.000Z |\n|---|---:|---:|---:|---|---|---|---:|\n',
    );
    expect(report).toContain(
      '| Initial JS (gzip), client-rendered build | 140.0 kB |  |  |  | ≤ 115.0 kB | ✖ fail | ×1.10 |',
    );
    expect(report).toContain('| 620 ms | 500 ms | 1.24× |  | ≤ 1.5× floor | ✔ pass | ×1.00 |');
    // 0 → 3 requests: no ratio
    expect(report).toContain(
      '| Requests of the cold list (data) | 3 |  |  |  | = 3 | ✔ pass | new |',
    );
    // not in the compared run: an empty cell
    expect(report).toContain(
      '| JS heap after visiting every page | 13.25 MB |  |  |  | ≤ 13.40 MB | ✔ pass |  |',
    );
  });

  it('names the compared file when that run has no date', () => {
    const run = runOf(metrics);
    const report = markdownReport(run, compareRuns(run, { metrics: {} }), '/tmp/old.json');
    expect(report).toContain('| Result | vs /tmp/old.json |');
  });

  it('shows the spread of repeated measures and lists what could not be measured', () => {
    const run = runOf(
      { coldList: 450 },
      {
        browser: {
          cold: { median: 450, min: 400, max: 700, spread: 0.123, runs: 9 },
          errors: ['page crashed\nstack'],
        },
        micro: { error: 'esbuild failed\nmore' },
      },
    );
    const report = markdownReport(run, null, null);
    expect(report).toContain('| 450 ms |  |  | 400 ms–700 ms, IQR 12 % | ≤ 1.5× floor |  |');
    expect(report).toContain('Not measured:\n- micro: esbuild failed\n- browser: page crashed\n');
  });
});

describe('formatValue', () => {
  it('formats bytes, milliseconds, seconds and counts', () => {
    expect(formatValue(999, 'bytes')).toBe('1.0 kB');
    expect(formatValue(2_500_000, 'bytes')).toBe('2.50 MB');
    expect(formatValue(99.94, 'ms')).toBe('99.9 ms');
    expect(formatValue(123.4, 'ms')).toBe('123 ms');
    expect(formatValue(41.25, 's')).toBe('41.3 s');
    expect(formatValue(3, 'count')).toBe('3');
    expect(formatValue(1.234, 'ratio')).toBe('1.23×');
    expect(formatValue(undefined, 'ms')).toBe('—');
  });
});

describe('parseArgs (node bench/run.mjs …)', () => {
  const none = () => false;

  it('has the documented defaults', () => {
    expect(parseArgs([])).toEqual({
      runs: 9,
      posts: 10000,
      parts: PARTS,
      compare: null,
      skipBuild: false,
      ssr: false,
    });
  });

  it('reads every option', () => {
    const options = parseArgs(
      [
        '--runs',
        '11',
        '--posts',
        '500',
        '--only',
        'size, micro',
        '--skip-build',
        '--ssr',
        '--compare',
        'a.json',
      ],
      { exists: (file: string) => file === resolve('a.json') },
    );
    expect(options).toEqual({
      runs: 11,
      posts: 500,
      parts: ['size', 'micro'],
      compare: resolve('a.json'),
      skipBuild: true,
      ssr: true,
    });
    expect(parseArgs(['--help']).help).toBe(true);
    expect(parseArgs(['-h']).help).toBe(true);
  });

  it('refuses bad values with a message naming the option', () => {
    expect(() => parseArgs(['--runs', '6'])).toThrow('--runs must be an integer ≥ 7, got "6"');
    expect(() => parseArgs(['--runs', 'nine'])).toThrow(
      '--runs must be an integer ≥ 7, got "nine"',
    );
    expect(() => parseArgs(['--posts', '10.5'])).toThrow(
      '--posts must be an integer ≥ 100, got "10.5"',
    );
    expect(() => parseArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseArgs(['--compare', '--runs', '9'])).toThrow('--compare needs a value');
    expect(() => parseArgs(['--only', 'size,gpu'])).toThrow(
      '--only: unknown part(s) gpu (parts: size, fresh, micro, schematic, browser, live, large)',
    );
    expect(() => parseArgs(['--only', ','])).toThrow('--only needs at least one part among size');
    expect(() => parseArgs(['--compare', 'missing.json'], { exists: none })).toThrow(
      `--compare: no file ${resolve('missing.json')}`,
    );
  });

  it('refuses an unknown option with the usage text', () => {
    expect(() => parseArgs(['--run', '9'])).toThrow(
      /^unknown option "--run"\nUsage: node bench\/run\.mjs/,
    );
  });
});
