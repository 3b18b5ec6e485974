import { BehaviorSubject } from 'rxjs';

import type { AdminLiveMessage } from 'admin/config';
import { AdminSseTransport, type EventSourceLike } from './sse-transport';

class FakeSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends a frame. */
  emit(type: string, id: number, data: unknown): void {
    const event = { data: JSON.stringify(data), lastEventId: String(id) } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

describe('AdminSseTransport', () => {
  let sources: FakeSource[];
  let clock: number;
  let received: AdminLiveMessage[];

  const transport = (extra: Partial<ConstructorParameters<typeof AdminSseTransport>[0]> = {}) =>
    new AdminSseTransport({
      url: 'http://api.test/api/events',
      token: () => 'tok',
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      now: () => clock,
      ...extra,
    });
  const last = () => sources[sources.length - 1];
  const params = (source: FakeSource) => new URL(source.url).searchParams;

  beforeEach(() => {
    jest.useFakeTimers();
    sources = [];
    clock = 0;
    received = [];
  });
  afterEach(() => jest.useRealTimers());

  it('connects while someone listens, with the token, and delivers the changes', () => {
    const live = transport();
    expect(sources).toHaveLength(0);
    const subscription = live.messages.subscribe((m) => received.push(m));
    expect(sources).toHaveLength(1);
    expect(params(last()).get('access_token')).toBe('tok');
    expect(params(last()).has('lastEventId')).toBe(false);
    expect(live.status()).toBe('connecting');
    last().emit('ready', 7, { lastEventId: 7, resumed: false });
    expect(live.status()).toBe('live');
    last().emit('updated', 8, {
      resource: 'posts',
      id: 3,
      version: 4,
      etag: '"4"',
      user: { id: 2, name: 'Eddie' },
      at: '2026-11-28T04:00:00.000Z',
      changed: ['title'],
      record: { id: 3, title: 'New' },
      client: 'tab-1',
    });
    // The writing tab only when the API names it (a string).
    last().emit('deleted', 9, { resource: 'posts', id: 4, version: 2, client: 7 });
    expect(received).toEqual([
      {
        type: 'updated',
        resource: 'posts',
        id: 3,
        version: '"4"',
        user: { id: 2, name: 'Eddie' },
        at: '2026-11-28T04:00:00.000Z',
        changed: ['title'],
        record: { id: 3, title: 'New' },
        client: 'tab-1',
      },
      { type: 'deleted', resource: 'posts', id: 4, version: 2 },
    ]);
    subscription.unsubscribe();
    expect(last().closed).toBe(true);
    expect(live.status()).toBe('off');
  });

  it('reconnects with backoff, resuming after the last event received', () => {
    const live = transport();
    live.messages.subscribe((m) => received.push(m));
    last().emit('ready', 7, { lastEventId: 7, resumed: false });
    last().emit('created', 9, { resource: 'posts', id: 10, record: { id: 10 } });
    last().fail();
    expect(sources[0].closed).toBe(true);
    expect(live.status()).toBe('reconnecting');
    jest.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(params(last()).get('lastEventId')).toBe('9');
    // Failing again: 2 s, then 4 s.
    last().fail();
    jest.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    last().fail();
    jest.advanceTimersByTime(3999);
    expect(sources).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(4);
    expect(params(last()).get('lastEventId')).toBe('9');
    // Resumed: no refetch, and the next loss waits 1 s again.
    last().emit('ready', 9, { lastEventId: 9, resumed: true });
    expect(live.status()).toBe('live');
    expect(received.map((m) => m.type)).toEqual(['created']);
    last().fail();
    jest.advanceTimersByTime(1000);
    expect(sources).toHaveLength(5);
  });

  it('caps the delay between reconnections', () => {
    const live = transport({ retryDelay: 1000, maxRetryDelay: 3000 });
    live.messages.subscribe();
    for (let i = 0; i < 5; i++) {
      last().fail();
      jest.advanceTimersByTime(3000);
    }
    expect(sources).toHaveLength(6);
  });

  it('tells the pages to load again on a reset, and resumes after it', () => {
    const live = transport();
    live.messages.subscribe((m) => received.push(m));
    last().emit('reset', 50, { reason: 'too-old', lastEventId: 50 });
    expect(received).toEqual([{ type: 'refetch', reason: 'reset' }]);
    expect(live.status()).toBe('live');
    last().fail();
    jest.advanceTimersByTime(1000);
    expect(params(last()).get('lastEventId')).toBe('50');
  });

  it('starts afresh and asks for a refetch after a loss longer than maxGap', () => {
    const live = transport({ maxGap: 60_000, retryDelay: 1000, maxRetryDelay: 30_000 });
    live.messages.subscribe((m) => received.push(m));
    last().emit('ready', 5, { lastEventId: 5, resumed: false });
    clock = 1000;
    last().fail();
    for (let i = 0; i < 7; i++) {
      clock += 30_000;
      jest.advanceTimersByTime(30_000);
      if (i < 6) last().fail();
    }
    expect(params(last()).has('lastEventId')).toBe(false);
    last().emit('ready', 80, { lastEventId: 80, resumed: false });
    expect(received).toEqual([{ type: 'refetch', reason: 'gap' }]);
  });

  it('connects only while enabled, and starts afresh after being disabled', () => {
    const enabled = new BehaviorSubject(false);
    const live = transport({ enabled });
    live.messages.subscribe((m) => received.push(m));
    expect(sources).toHaveLength(0);
    enabled.next(true);
    expect(sources).toHaveLength(1);
    last().emit('ready', 5, { lastEventId: 5, resumed: false });
    enabled.next(false);
    expect(last().closed).toBe(true);
    expect(live.status()).toBe('off');
    enabled.next(true);
    expect(sources).toHaveLength(2);
    expect(params(last()).has('lastEventId')).toBe(false);
  });

  it('opens one stream when enabled says so at once (a signal turned into an observable)', () => {
    const enabled = new BehaviorSubject(true);
    const live = transport({ enabled });
    const first = live.messages.subscribe((m) => received.push(m));
    live.messages.subscribe((m) => received.push(m));
    expect(sources).toHaveLength(1);
    expect(sources[0].closed).toBe(false);
    first.unsubscribe();
    expect(sources).toHaveLength(1);
  });

  it('ignores frames that are not changes, and a closed stream', () => {
    const live = transport();
    live.messages.subscribe((m) => received.push(m));
    const first = last();
    first.emit('updated', 3, { id: 1 });
    first.fail();
    first.emit('updated', 4, { resource: 'posts', id: 1 });
    expect(received).toEqual([]);
  });

  it('delivers presence events without moving the resume point, and skips malformed ones', () => {
    const live = transport();
    live.messages.subscribe((m) => received.push(m));
    last().emit('ready', 7, { lastEventId: 7, resumed: false });
    const eddie = {
      user: { id: 2, name: 'Eddie' },
      mode: 'edit',
      since: '2026-11-28T10:42:00.000Z',
      tab: 'tab-12345678',
    };
    // An EventSource repeats the last id on a frame without one: presence is not resumed.
    last().emit('presence', 7, { resource: 'posts', id: 3, people: [eddie] });
    last().emit('presence', 7, { resource: 'posts', id: 3, people: [{ ...eddie, mode: 'own' }] });
    last().emit('presence', 7, { resource: 'posts', people: [] });
    expect(received).toEqual([{ type: 'presence', resource: 'posts', id: 3, people: [eddie] }]);
    last().fail();
    jest.advanceTimersByTime(1000);
    expect(params(last()).get('lastEventId')).toBe('7');
  });

  it('names a wrong option', () => {
    expect(() => new AdminSseTransport({ url: '' })).toThrow(/url must be a non-empty string/);
    expect(() => transport({ retryDelay: -1 })).toThrow(/retryDelay must be a number/);
  });
});
