// The pure parts of the live-updates benchmark (bench/live.mjs), tested in live.spec.ts.

/** The version an `ETag` header names (`"4"`, `"4-fr"`, `W/"4"`). */
export function etagVersion(header) {
  const match = /"(\d+)/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The writes the API acknowledged that the stream did not deliver, and those it delivered more
 * than once. `written`: `{ type, resource, id, version? }`; `received`: the stream's events.
 */
export function missingEvents(written, received) {
  const key = (e) =>
    e.type === 'created'
      ? `created ${e.resource} ${e.id}`
      : `${e.type} ${e.resource} ${e.id} ${e.version}`;
  const counts = new Map();
  for (const event of received) counts.set(key(event), (counts.get(key(event)) ?? 0) + 1);
  return {
    lost: written.filter((w) => !counts.has(key(w))).map(key),
    twice: [...counts].filter(([, n]) => n > 1).map(([k]) => k),
  };
}
