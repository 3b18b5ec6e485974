// The measures of a run as flat metrics, the targets of issue 11, the comparison with an earlier
// run and the Markdown report.

/** [key, label, unit, value of a run, summary (median/min/max/spread) when there is one]. */
export const METRICS = [
  ['initialJsGzip', 'Initial JS (gzip)', 'bytes', (r) => r.size?.initialJs?.gzip],
  ['initialJsRaw', 'Initial JS (raw)', 'bytes', (r) => r.size?.initialJs?.raw],
  ['initialCssGzip', 'Initial CSS (gzip)', 'bytes', (r) => r.size?.initialCss?.gzip],
  ['initialCssRaw', 'Initial CSS (raw)', 'bytes', (r) => r.size?.initialCss?.raw],
  ['largestLazyGzip', 'Largest lazy chunk (gzip)', 'bytes', (r) => r.size?.largestLazyChunk?.gzip],
  ['largestLazyRaw', 'Largest lazy chunk (raw)', 'bytes', (r) => r.size?.largestLazyChunk?.raw],
  [
    'everyPageJsGzip',
    'JS to visit every page (gzip)',
    'bytes',
    (r) => r.browser?.everyPage?.js?.gzip,
  ],
  ['everyPageJsRaw', 'JS to visit every page (raw)', 'bytes', (r) => r.browser?.everyPage?.js?.raw],
  [
    'firstLoadIcons',
    'Icons on first load (SVG files + icon data in JS, gzip)',
    'bytes',
    (r) => r.browser?.firstLoad?.icons?.total,
  ],
  [
    'coldList',
    'Cold /posts until every reference label shows',
    'ms',
    (r) => r.browser?.cold?.median,
    (r) => r.browser?.cold,
  ],
  [
    'coldListRequests',
    'Requests of the cold list (data)',
    'count',
    (r) => r.browser?.cold?.dataRequests,
  ],
  [
    'coldApiRequests',
    'Requests of the cold load (with session restore)',
    'count',
    (r) => r.browser?.cold?.requests,
  ],
  ['showMs', 'List → show (warm)', 'ms', (r) => r.browser?.show?.median, (r) => r.browser?.show],
  ['showRequests', 'Requests of list → show', 'count', (r) => r.browser?.show?.requests],
  [
    'backMs',
    'Show → back to list (warm)',
    'ms',
    (r) => r.browser?.back?.median,
    (r) => r.browser?.back,
  ],
  ['backRequests', 'Requests of show → back to list', 'count', (r) => r.browser?.back?.requests],
  [
    'pageChangeMs',
    'List page change',
    'ms',
    (r) => r.browser?.pageChange?.median,
    (r) => r.browser?.pageChange,
  ],
  [
    'pageChangeRequests',
    'Requests of a page change',
    'count',
    (r) => r.browser?.pageChange?.requests,
  ],
  [
    'rows100Ms',
    '100-row page render',
    'ms',
    (r) => r.browser?.rows100?.median,
    (r) => r.browser?.rows100,
  ],
  ['heapUsed', 'JS heap after visiting every page', 'bytes', (r) => r.browser?.everyPage?.heapUsed],
  [
    'microTotal',
    '1 000 resources normalised + routed + linked',
    'ms',
    (r) => r.micro?.total?.median,
    (r) => r.micro?.total,
  ],
  [
    'microNormalize',
    '… normalizeResources',
    'ms',
    (r) => r.micro?.normalize?.median,
    (r) => r.micro?.normalize,
  ],
  [
    'microRoutes',
    '… createAdminRoutes',
    'ms',
    (r) => r.micro?.routing?.median,
    (r) => r.micro?.routing,
  ],
  [
    'microLinks',
    '… getResourceLinks',
    'ms',
    (r) => r.micro?.linking?.median,
    (r) => r.micro?.linking,
  ],
  [
    'schematicMs',
    'admin:resource schematic (in process)',
    'ms',
    (r) => r.schematic?.inProcess?.median,
    (r) => r.schematic?.inProcess,
  ],
  [
    'schematicCliMs',
    '`ng generate admin:resource` (CLI)',
    'ms',
    (r) => r.schematic?.cli?.median,
    (r) => r.schematic?.cli,
  ],
  ['buildSeconds', 'Production build', 's', (r) => r.size?.build?.seconds],
];

/** Issue 11, item 4 (also stated in the README). */
export const TARGETS = [
  { metric: 'initialJsGzip', op: '<=', value: 150_000 },
  { metric: 'coldList', op: '<=', value: 500 },
  { metric: 'coldListRequests', op: '==', value: 3 },
  { metric: 'backMs', op: '<=', value: 100 },
  { metric: 'backRequests', op: '==', value: 0 },
  { metric: 'firstLoadIcons', op: '<=', value: 10_000 },
  { metric: 'microTotal', op: '<=', value: 20 },
];

const UNITS = Object.fromEntries(METRICS.map(([key, , unit]) => [key, unit]));
const LABELS = Object.fromEntries(METRICS.map(([key, label]) => [key, label]));

/** `{ key: number }` of every metric the run measured. */
export function flatMetrics(run) {
  const metrics = {};
  for (const [key, , , get] of METRICS) {
    const value = get(run);
    if (typeof value === 'number' && Number.isFinite(value)) metrics[key] = value;
  }
  return metrics;
}

/** Each target with its measured value and `pass` (true, false, or null when not measured). */
export function evaluateTargets(metrics) {
  return TARGETS.map((target) => {
    const value = metrics[target.metric];
    const pass =
      value === undefined
        ? null
        : target.op === '=='
          ? value === target.value
          : value <= target.value;
    return { ...target, label: LABELS[target.metric], measured: value ?? null, pass };
  });
}

/** Ratio new / previous of every metric both runs have. */
export function compareRuns(run, previous) {
  const before = previous.metrics ?? flatMetrics(previous);
  const ratios = {};
  for (const [key, value] of Object.entries(run.metrics)) {
    const old = before[key];
    if (typeof old !== 'number') continue;
    ratios[key] = old === 0 ? (value === 0 ? 1 : null) : value / old;
  }
  return { date: previous.date ?? null, commit: previous.git?.commit ?? null, ratios, before };
}

export function formatValue(value, unit) {
  if (value === undefined || value === null) return '—';
  if (unit === 'bytes') {
    return value >= 1e6 ? `${(value / 1e6).toFixed(2)} MB` : `${(value / 1000).toFixed(1)} kB`;
  }
  if (unit === 'ms') return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  return String(value);
}

function formatTarget(target) {
  const unit = UNITS[target.metric];
  return `${target.op === '==' ? '=' : '≤'} ${formatValue(target.value, unit)}`;
}

function formatRatio(ratio) {
  if (ratio === undefined) return '';
  if (ratio === null) return 'new';
  return `×${ratio.toFixed(2)}`;
}

/** The Markdown report: one table of measures with targets and ratios, then notes. */
export function markdownReport(run, comparison, compareFile) {
  const targets = new Map(run.targets.map((t) => [t.metric, t]));
  const lines = [];
  const git = run.git?.commit
    ? ` · ${run.git.commit}${run.git.changedFiles ? ` + ${run.git.changedFiles} changed files` : ''}`
    : '';
  lines.push(`## Benchmark ${run.date}${git}`);
  lines.push('');
  lines.push(
    `${run.machine.cpus} × ${run.machine.cpu ?? 'CPU'}, Node ${run.machine.node}` +
      `${run.machine.chromium ? `, Chromium ${run.machine.chromium}` : ''}; ` +
      `${run.options.posts} posts, ${run.options.runs} browser runs.`,
  );
  lines.push('');
  const compare = comparison ? ` vs ${comparison.date ?? compareFile} |` : '';
  lines.push(`| Measure | Value | Spread | Target | Result |${compare}`);
  lines.push(`|---|---:|---|---|---|${comparison ? '---:|' : ''}`);
  for (const [key, label, unit, , summary] of METRICS) {
    const value = run.metrics[key];
    if (value === undefined) continue;
    const s = summary?.(run);
    const spread =
      s && s.runs > 1
        ? `${formatValue(s.min, unit)}–${formatValue(s.max, unit)}, IQR ${Math.round(s.spread * 100)} %`
        : '';
    const target = targets.get(key);
    const result = target ? (target.pass ? '✔ pass' : '✖ fail') : '';
    const ratio = comparison ? ` ${formatRatio(comparison.ratios[key])} |` : '';
    lines.push(
      `| ${label} | ${formatValue(value, unit)} | ${spread} | ${target ? formatTarget(target) : ''} | ${result} |${ratio}`,
    );
  }
  lines.push('');
  const measured = run.targets.filter((t) => t.pass !== null);
  lines.push(
    `Targets: ${measured.filter((t) => t.pass).length}/${run.targets.length} pass` +
      (measured.length < run.targets.length
        ? ` (${run.targets.length - measured.length} not measured: ` +
          `${run.targets
            .filter((t) => t.pass === null)
            .map((t) => t.label)
            .join('; ')})`
        : '') +
      '.',
  );
  const modules = run.size?.initialModules;
  if (modules?.length) {
    lines.push('');
    lines.push(
      `Initial JS by module (minified): ${modules
        .slice(0, 10)
        .map((m) => `${m.module} ${formatValue(m.raw, 'bytes')}`)
        .join(', ')}.`,
    );
  }
  const urls = run.browser?.cold?.urls;
  if (urls?.length)
    lines.push('', `Cold list requests: ${urls.map((u) => `\`${u}\``).join(', ')}.`);
  const errors = Object.entries(run)
    .filter(([, value]) => value && typeof value === 'object' && typeof value.error === 'string')
    .map(([name, value]) => `${name}: ${value.error.split('\n')[0]}`);
  for (const extra of [run.browser?.errors ?? [], run.browser?.everyPage?.error ?? []].flat()) {
    errors.push(`browser: ${extra.split('\n')[0]}`);
  }
  if (errors.length) {
    lines.push('', 'Not measured:');
    for (const error of errors) lines.push(`- ${error}`);
  }
  return lines.join('\n') + '\n';
}
