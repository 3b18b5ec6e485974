// Small statistics helpers: median and spread of repeated measurements.

/** The q-quantile (0..1) of sorted numbers, linearly interpolated. */
export function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Median and spread of samples: min, max, interquartile range and the relative IQR (iqr / median),
 * rounded to 0.01; the samples are kept as measured.
 */
export function summarize(samples) {
  if (!samples.length) throw new Error('summarize: no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  return {
    median: round(median),
    min: round(sorted[0]),
    max: round(sorted[sorted.length - 1]),
    iqr: round(iqr),
    spread: median ? round(iqr / median, 3) : 0,
    runs: samples.length,
    samples: samples.map((s) => round(s)),
  };
}
