import { signal } from '@angular/core';
import { Observable, Subject, type Subscription } from 'rxjs';

import type {
  AdminLiveChange,
  AdminLiveMessage,
  AdminLivePresence,
  PresencePerson,
  AdminRealtimeStatus,
  AdminRealtimeTransport,
} from 'admin/config';

/** The part of the browser's `EventSource` the transport uses (tests give their own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** Options of `AdminSseTransport`. */
export interface AdminSseOptions {
  /** The stream's URL (`https://api.example.com/events`, or a path). */
  readonly url: string;
  /**
   * The bearer token, read at each (re)connection and sent as `?access_token=` (an `EventSource`
   * cannot send headers); none when absent or null.
   */
  readonly token?: () => string | null | undefined;
  /**
   * Whether to connect at all (e.g. whether someone is signed in): the stream opens while this
   * emits true and someone listens; false closes it and forgets the resume point. Default: always.
   */
  readonly enabled?: Observable<boolean>;
  /** Milliseconds before the first reconnection; doubled at each failure (default 1000). */
  readonly retryDelay?: number;
  /** Longest delay between reconnections, in milliseconds (default 30 000). */
  readonly maxRetryDelay?: number;
  /**
   * Lost for longer than this (milliseconds, default 5 minutes), the stream starts afresh rather
   * than resuming, and the pages load again (`refetch`).
   */
  readonly maxGap?: number;
  /** Opens the stream (default `new EventSource(url)`). */
  readonly open?: (url: string) => EventSourceLike;
  /** The clock (default `Date.now`). */
  readonly now?: () => number;
}

const CHANGE_TYPES = ['created', 'updated', 'deleted'] as const;

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw new TypeError(
      `AdminSseTransport: ${name} must be a number of milliseconds ≥ 0, got ${value}`,
    );
  }
  return value;
}

/**
 * A change as the stream's `data:` carries it (`{ resource, id, version, etag, user, at, changed,
 * record, client }`), or null when it is not one.
 */
function parseChange(type: AdminLiveChange['type'], data: string): AdminLiveChange | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { resource, id, etag, version, user, at, changed, record, client } = body;
  if (typeof resource !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) {
    return null;
  }
  const by = user as AdminLiveChange['user'];
  return {
    type,
    resource,
    id,
    ...(typeof etag === 'string' || typeof version === 'number'
      ? { version: typeof etag === 'string' ? etag : (version as number) }
      : {}),
    ...(by === null || (by && typeof by === 'object') ? { user: by } : {}),
    ...(typeof at === 'string' ? { at } : {}),
    ...(Array.isArray(changed) ? { changed: changed.map(String) } : {}),
    ...(record && typeof record === 'object'
      ? { record: record as AdminLiveChange['record'] }
      : {}),
    ...(typeof client === 'string' && client !== '' ? { client } : {}),
  };
}

/** One person of a `presence` event, or null when malformed. */
function parsePerson(value: unknown): PresencePerson | null {
  if (!value || typeof value !== 'object') return null;
  const { user, mode, since, tab } = value as Record<string, unknown>;
  const who = user as { id?: unknown; name?: unknown } | null;
  if (!who || typeof who !== 'object') return null;
  if (typeof who.id !== 'number' && typeof who.id !== 'string') return null;
  if (mode !== 'view' && mode !== 'edit') return null;
  if (typeof since !== 'string' || typeof tab !== 'string') return null;
  return { user: { id: who.id, name: String(who.name ?? '') }, mode, since, tab };
}

/** A `presence` event's `data:` (`{ resource, id, people }`), or null when it is not one. */
function parsePresence(data: string): AdminLivePresence | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || !Array.isArray(body['people'])) return null;
  const { resource, id } = body;
  if (typeof resource !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) {
    return null;
  }
  const people = (body['people'] as unknown[]).map(parsePerson);
  if (people.some((person) => person === null)) return null;
  return { type: 'presence', resource, id, people: people as PresencePerson[] };
}

/**
 * Live updates over server-sent events (`GET <url>`, `text/event-stream`): `ready` (or `reset`)
 * first, then `created`, `updated`, `deleted` events whose `data` is the change. Lost, the stream
 * opens again after 1 s, 2 s, 4 s… (at most 30 s), resuming after the last event received
 * (`?lastEventId=`, as the `Last-Event-ID` header says it): nothing is missed. A `reset` from the
 * server (it no longer has the events since then, or its data was reset), or a loss longer than
 * `maxGap`, tells the pages to load again (`refetch`). `presence` events (who is on a record,
 * `withPresence()`) carry no id and are not resumed.
 */
export class AdminSseTransport implements AdminRealtimeTransport {
  private readonly currentStatus = signal<AdminRealtimeStatus>('off');
  readonly status = this.currentStatus.asReadonly();
  readonly messages: Observable<AdminLiveMessage>;

  private readonly out = new Subject<AdminLiveMessage>();
  private readonly retryDelay: number;
  private readonly maxRetryDelay: number;
  private readonly maxGap: number;
  private readonly now: () => number;
  private listeners = 0;
  private enabled: boolean;
  private enabledSubscription?: Subscription;
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The id of the last event received; the stream resumes after it. */
  private lastEventId: string | null = null;
  /** When the stream was lost (null while live). */
  private lostAt: number | null = null;
  /** Whether events may have been missed: the next `ready` tells the pages to load again. */
  private missed = false;

  constructor(private readonly options: AdminSseOptions) {
    if (typeof options?.url !== 'string' || options.url === '') {
      throw new TypeError(
        `AdminSseTransport: url must be a non-empty string, got ${String(options?.url)}`,
      );
    }
    this.retryDelay = positive(options.retryDelay, 1000, 'retryDelay');
    this.maxRetryDelay = positive(options.maxRetryDelay, 30_000, 'maxRetryDelay');
    this.maxGap = positive(options.maxGap, 5 * 60_000, 'maxGap');
    this.now = options.now ?? Date.now;
    this.enabled = !options.enabled;
    this.messages = new Observable<AdminLiveMessage>((subscriber) => {
      const subscription = this.out.subscribe(subscriber);
      if (this.listeners++ === 0) this.start();
      return () => {
        subscription.unsubscribe();
        if (--this.listeners === 0) this.stop();
      };
    });
  }

  /** The URL of the next connection: the token, and the resume point. */
  private url(): string {
    const url = new URL(this.options.url, globalThis.location?.href ?? 'http://localhost/');
    const token = this.options.token?.();
    if (token) url.searchParams.set('access_token', token);
    if (this.lastEventId !== null) url.searchParams.set('lastEventId', this.lastEventId);
    return /^[a-z][a-z0-9+.-]*:/i.test(this.options.url) ? url.href : url.pathname + url.search;
  }

  private start(): void {
    if (!this.options.enabled) {
      this.connect();
      return;
    }
    // It may say `true` at once, while subscribing: it then connects, once.
    this.enabledSubscription = this.options.enabled.subscribe((enabled) => {
      if (enabled === this.enabled) return;
      this.enabled = enabled;
      if (enabled) {
        this.connect();
      } else {
        // Another user may sign in next: a fresh stream, and the pages load again for them.
        this.close();
        this.lastEventId = null;
        this.lostAt = null;
        this.missed = false;
      }
    });
  }

  private stop(): void {
    this.enabledSubscription?.unsubscribe();
    this.enabledSubscription = undefined;
    if (this.options.enabled) this.enabled = false;
    this.close();
    // Nobody listened for a while: what they showed is gone, so the next listeners start afresh.
    this.lastEventId = null;
    this.lostAt = null;
    this.missed = false;
  }

  private close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.currentStatus.set('off');
  }

  private connect(): void {
    this.timer = null;
    if (this.lostAt !== null && this.now() - this.lostAt > this.maxGap) {
      this.lastEventId = null;
      this.missed = true;
    }
    // No EventSource (a page rendered on the server, an old browser): no live updates.
    if (!this.options.open && typeof EventSource === 'undefined') return;
    this.currentStatus.set(this.failures ? 'reconnecting' : 'connecting');
    const open = this.options.open ?? ((url: string) => new EventSource(url));
    const source = open(this.url());
    this.source = source;
    const current = () => this.source === source;
    source.addEventListener('ready', (event) => {
      if (!current()) return;
      this.remember(event);
      this.live();
      if (this.missed) this.out.next({ type: 'refetch', reason: 'gap' });
      this.missed = false;
    });
    source.addEventListener('reset', (event) => {
      if (!current()) return;
      this.remember(event);
      this.live();
      this.missed = false;
      this.out.next({ type: 'refetch', reason: 'reset' });
    });
    for (const type of CHANGE_TYPES) {
      source.addEventListener(type, (event) => {
        if (!current()) return;
        this.remember(event);
        const change = parseChange(type, event.data);
        if (change) this.out.next(change);
      });
    }
    source.addEventListener('presence', (event) => {
      if (!current()) return;
      const presence = parsePresence(event.data);
      if (presence) this.out.next(presence);
    });
    source.onerror = () => {
      if (!current()) return;
      // The browser would retry on its own, with the old token and no backoff: we do it instead.
      source.close();
      this.source = null;
      this.lostAt ??= this.now();
      const delay = Math.min(this.maxRetryDelay, this.retryDelay * 2 ** this.failures);
      this.failures++;
      this.currentStatus.set('reconnecting');
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private live(): void {
    this.failures = 0;
    this.lostAt = null;
    this.currentStatus.set('live');
  }

  private remember(event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
  }
}
