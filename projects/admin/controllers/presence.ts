import {
  DestroyRef,
  Injectable,
  PLATFORM_ID,
  computed,
  inject,
  signal,
  type Signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
import { isPlatformBrowser } from '@angular/common';
import {
  EMPTY,
  Observable,
  Subject,
  catchError,
  concatMap,
  filter,
  firstValueFrom,
  interval,
  map,
  merge,
  of,
  switchMap,
  tap,
} from 'rxjs';

import { AdminAuth, AdminBeforeSignOut } from 'admin/auth';
import { ADMIN_PRESENCE, ɵnewTabId } from 'admin/config';
import type { PresenceAnswer, PresenceMode, PresencePerson, PresenceState } from 'admin/config';
import type { RecordId, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { AdminLiveUpdates } from './live-updates';

/** The record a page is on, and what it does with it. */
export interface PresenceSource {
  readonly resource: Resource;
  /** The record's key; null: no record (yet), the page is on none. */
  readonly id: RecordId | null;
  readonly mode: PresenceMode;
}

/** The collection name a backend gives a resource: the last segment of its `api`. */
const collectionOf = (resource: Resource) => resource.api.slice(resource.api.lastIndexOf('/') + 1);

/** A record a page is on. */
interface Key extends PresenceSource {
  readonly id: RecordId;
}

/**
 * Who views or edits a record, and its soft edit lock, without any UI (`withPresence()`): the
 * page joins the record (`view` on a show page, `edit` on an edit page), says it is still there
 * every `heartbeat`, and leaves when it goes (another record, the page destroyed, sign-out, the
 * tab closing: `pagehide`). Changes made by others arrive through live updates (`withRealtime()`)
 * at once, or at the next heartbeat without them.
 *
 * An edit page takes the lock when nobody holds it; while someone else does, `readOnly()` is true
 * (the form shows what it holds and cannot be saved) and the page takes the lock by itself once
 * it is free. `takeOver()` takes it from the holder, for the roles allowed (`canTakeOver()`); the
 * page that loses it is told (`lostTo()`) and keeps what its user typed. Opening the edit page
 * takes the lock from the user's own other tab. One instance per page:
 * `providers: [PresenceController]`, then `connect(() => ({ resource, id, mode }))`. Off
 * (`enabled` false) without `withPresence()`, and on the server.
 */
@Injectable()
export class PresenceController {
  private readonly config = inject(ADMIN_PRESENCE);
  private readonly auth = inject(AdminAuth);
  private readonly i18n = inject(AdminI18n);
  private readonly live = inject(AdminLiveUpdates);
  private readonly beforeSignOut = inject(AdminBeforeSignOut);
  private readonly destroyRef = inject(DestroyRef);
  private readonly browser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly source = signal<() => PresenceSource | null>(() => null);
  private readonly state = signal<PresenceState | null>(null);
  private readonly failure = signal<unknown>(null);
  private readonly asks = new Subject<{ takeOver: boolean }>();

  /** This page's id among the record's people. */
  readonly tab = ɵnewTabId();
  /** Whether presence is on (`withPresence()`, in a browser). */
  readonly enabled = this.config !== null && this.browser;
  /** Whether a take-over is under way. */
  readonly takingOver = signal(false);
  /** Who took the lock from this page (it keeps what its user typed); null otherwise. */
  readonly lostTo = signal<PresencePerson | null>(null);

  private readonly key = computed<Key | null>(
    () => {
      const source = this.source()();
      return source && source.id !== null && source.id !== undefined
        ? { resource: source.resource, id: source.id, mode: source.mode }
        : null;
    },
    {
      equal: (a, b) =>
        a === b || (!!a && !!b && a.resource === b.resource && a.id === b.id && a.mode === b.mode),
    },
  );

  /** Everyone on the record now, this page included. */
  readonly people: Signal<readonly PresencePerson[]> = computed(() => this.state()?.people ?? []);
  /** The others on the record (other people, and this user's other tabs). */
  readonly others = computed(() => this.people().filter((p) => p.tab !== this.tab));
  /** The others viewing it, one entry per person (their tabs merged), by name. */
  readonly viewers = computed(() => {
    const seen = new Map<string, PresencePerson>();
    for (const person of this.others()) {
      const id = String(person.user.id);
      if (person.mode === 'view' && !seen.has(id)) seen.set(id, person);
    }
    return [...seen.values()];
  });
  /** Whoever holds the edit lock (this page included), or null. */
  readonly editor = computed(() => this.people().find((p) => p.mode === 'edit') ?? null);
  /** Whether this page holds the lock. */
  readonly holdsLock = computed(() => this.editor()?.tab === this.tab);
  /** Someone else (or this user in another tab) holding the lock, or null. */
  readonly lockedBy = computed(() => {
    const editor = this.editor();
    return editor && editor.tab !== this.tab ? editor : null;
  });
  /** Whether the lock is held by this user in another tab. */
  readonly lockedByMe = computed(
    () => String(this.lockedBy()?.user.id ?? '') === String(this.auth.user()?.id ?? '-'),
  );
  /** An edit page that may not edit now: someone else holds the lock. */
  readonly readOnly = computed(() => this.key()?.mode === 'edit' && this.lockedBy() !== null);
  /** Whether "Take over" applies: the lock is someone else's and this user may take it. */
  readonly canTakeOver = computed(() => {
    const holder = this.lockedBy();
    if (!holder || this.key()?.mode !== 'edit' || !this.config) return false;
    if (this.lockedByMe()) return true;
    const roles = this.auth.permissions();
    return this.config.takeOverRoles.some((role) => roles.includes(role));
  });
  /** The last failure to reach the backend (it is tried again at each heartbeat), or null. */
  readonly error = this.failure.asReadonly();

  constructor() {
    this.destroyRef.onDestroy(() => this.asks.complete());
    if (!this.enabled) return;
    toObservable(this.key)
      .pipe(
        switchMap((key) => (key ? this.session(key) : EMPTY)),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe();
  }

  /**
   * Follows the record `source` names (re-read when the signals it reads change); null: none.
   */
  connect(source: () => PresenceSource | null): void {
    this.source.set(source);
  }

  /** Takes the lock from whoever holds it (`canTakeOver()`). */
  takeOver(): void {
    if (!this.canTakeOver()) return;
    this.takingOver.set(true);
    this.asks.next({ takeOver: true });
  }

  /** Asks the backend again now (after an error). */
  retry(): void {
    this.asks.next({ takeOver: false });
  }

  /** Forgets who took the lock (the user read the notice). */
  dismissLost(): void {
    this.lostTo.set(null);
  }

  /** A time of the record's presence (`since`) as the UI says it: `10:42`. */
  time(person: PresencePerson): string {
    const at = new Date(person.since);
    return Number.isNaN(at.getTime())
      ? ''
      : new Intl.DateTimeFormat(this.i18n.locale(), { timeStyle: 'short' }).format(at);
  }

  /** The page on one record: joins, beats, follows the others, leaves. */
  private session(key: Key): Observable<unknown> {
    const config = this.config!;
    this.state.set(null);
    this.failure.set(null);
    this.lostTo.set(null);
    let serverId: RecordId = key.id;
    const collection = collectionOf(key.resource);
    const leave = (keepalive: boolean) =>
      config.provider
        .leave(key.resource, key.id, this.tab, { keepalive })
        .pipe(catchError(() => EMPTY));
    const stopSignOut = this.beforeSignOut.add(() =>
      firstValueFrom(leave(false), { defaultValue: undefined }),
    );
    const hidden = () => leave(true).subscribe();
    const shown = (event: PageTransitionEvent) => {
      // Back from the browser's page cache: the page joins again.
      if (event.persisted) this.asks.next({ takeOver: false });
    };
    addEventListener('pagehide', hidden);
    addEventListener('pageshow', shown);

    let first = true;
    const join = (takeOver: boolean) =>
      config.provider.join(key.resource, key.id, { mode: key.mode, tab: this.tab, takeOver }).pipe(
        tap((answer) => {
          serverId = answer.state.id;
          this.apply(key, answer);
          const opened = first;
          first = false;
          // The user opened the record's edit page in this tab while another of their tabs
          // holds the lock (maybe one left open, or closed without a word): it follows them here.
          if (opened && key.mode === 'edit' && !answer.granted && this.lockedByMe()) {
            this.asks.next({ takeOver: true });
          }
        }),
        catchError((error: unknown) => {
          this.failure.set(error);
          return EMPTY;
        }),
        tap({ finalize: () => takeOver && this.takingOver.set(false) }),
      );

    // The asks first: a join answered at once may ask again (take over from the user's own tab).
    const asked = merge(
      this.asks,
      of({ takeOver: false }),
      interval(config.heartbeat).pipe(map(() => ({ takeOver: false }))),
      // Presence events were maybe missed (the stream was lost): ask who is there.
      this.live.refetches().pipe(map(() => ({ takeOver: false }))),
    ).pipe(concatMap(({ takeOver }) => join(takeOver)));

    const told = this.live.presence().pipe(
      filter((m) => m.resource === collection && String(m.id) === String(serverId)),
      tap((state) => {
        const held = this.holdsLock();
        this.state.set({ resource: state.resource, id: state.id, people: state.people });
        if (key.mode !== 'edit') return;
        const holder = this.editor();
        if (held && holder && holder.tab !== this.tab) this.lostTo.set(holder);
        // The lock is free: this edit page takes it (its user may edit again).
        if (!holder) this.asks.next({ takeOver: false });
      }),
    );

    return new Observable<unknown>((subscriber) => {
      const subscription = merge(asked, told).subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        removeEventListener('pagehide', hidden);
        removeEventListener('pageshow', shown);
        stopSignOut();
        // Signed out, the session's pages have left already (and a request would ask to sign in).
        if (this.auth.signedIn()) leave(false).subscribe();
        this.state.set(null);
        this.takingOver.set(false);
      };
    });
  }

  /** A join's answer: who is there; the lock lost when this page held it and now does not. */
  private apply(key: Key, answer: PresenceAnswer): void {
    const held = this.holdsLock();
    this.failure.set(null);
    this.state.set(answer.state);
    if (key.mode !== 'edit') return;
    if (answer.granted) this.lostTo.set(null);
    else if (held) this.lostTo.set(this.editor());
  }
}
