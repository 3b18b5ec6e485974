// The pure parts of the live-updates benchmark (bench/live.mjs): reading versions from ETags, and
// finding the acknowledged writes a stream lost or delivered twice.
import { etagVersion, missingEvents } from './live-events.mjs';
import { evaluateTargets, flatMetrics } from './report.mjs';

describe('live benchmark', () => {
  it('reads the version an ETag names', () => {
    expect(['"4"', '"12-fr"', 'W/"7"', null, 'none'].map(etagVersion)).toEqual([
      4,
      12,
      7,
      null,
      null,
    ]);
  });

  it('finds the writes the stream lost, and those it sent twice', () => {
    const written = [
      { type: 'created', resource: 'tags', id: 1 },
      { type: 'updated', resource: 'posts', id: 3, version: 2 },
      { type: 'updated', resource: 'posts', id: 3, version: 3 },
    ];
    const received = [
      { type: 'created', resource: 'tags', id: 1, version: 1 },
      { type: 'updated', resource: 'posts', id: 3, version: 2 },
      { type: 'updated', resource: 'posts', id: 3, version: 2 },
    ];
    expect(missingEvents(written, received)).toEqual({
      lost: ['updated posts 3 3'],
      twice: ['updated posts 3 2'],
    });
    expect(missingEvents(written, [...received.slice(0, 2), received[0]].slice(0, 2))).toEqual({
      lost: ['updated posts 3 3'],
      twice: [],
    });
  });

  it('holds the issue’s bounds: median ≤ 2 s, nothing lost, no failed request', () => {
    const live = (median: number, lost: number, twice: number, failures: number) =>
      evaluateTargets(flatMetrics({ live: { latency: { median }, lost, twice, failures } }))
        .filter((t: { metric: string }) => t.metric.startsWith('live'))
        .map((t: { metric: string; pass: boolean }) => [t.metric, t.pass]);
    expect(live(140, 0, 0, 0)).toEqual([
      ['liveMedianMs', true],
      ['liveLost', true],
      ['liveFailures', true],
    ]);
    expect(live(2400, 1, 0, 0)).toEqual([
      ['liveMedianMs', false],
      ['liveLost', false],
      ['liveFailures', true],
    ]);
    expect(live(100, 0, 2, 3)).toEqual([
      ['liveMedianMs', true],
      ['liveLost', false],
      ['liveFailures', false],
    ]);
  });
});
