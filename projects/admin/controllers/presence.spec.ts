import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import {
  EnvironmentInjector,
  createEnvironmentInjector,
  signal,
  type WritableSignal,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Subject, of, throwError, type Observable } from 'rxjs';

import { AdminAuth } from '../auth/auth';
import { AdminBeforeSignOut } from '../auth/before-sign-out';
import {
  ADMIN_PRESENCE,
  type AdminPresenceProvider,
  type PresenceAnswer,
  type PresenceJoin,
  type PresencePerson,
} from '../config/presence';
import { ADMIN_REALTIME, type AdminLiveMessage } from '../config/realtime';
import type { AdminUser } from '../config/types';
import type { RecordId, Resource } from '../core/types';
import { normalizeResources } from '../core/normalize';
import { provideAdmin } from '../setup/provide-admin';
import { PresenceController, type PresenceSource } from './presence';

const [posts] = normalizeResources([{ name: 'posts', label: 'title' }]);
const HEARTBEAT = 20_000;

const person = (id: number, name: string, mode: 'view' | 'edit', tab: string): PresencePerson => ({
  user: { id, name },
  mode,
  since: '2026-11-28T10:42:00.000Z',
  tab,
});
const EDDIE_EDITS = person(9, 'Eddie', 'edit', 'tab-eddie-1');
const VERA_VIEWS = person(7, 'Vera', 'view', 'tab-vera-1');

/** A backend's presence as a test drives it: `holder` holds the lock unless a take-over. */
class FakePresence implements AdminPresenceProvider {
  joins: { id: RecordId; request: PresenceJoin }[] = [];
  leaves: { id: RecordId; tab: string; keepalive: boolean }[] = [];
  holder: PresencePerson | null = null;
  others: PresencePerson[] = [];
  failing = false;

  join(_resource: Resource, id: RecordId, request: PresenceJoin): Observable<PresenceAnswer> {
    this.joins.push({ id, request });
    if (this.failing) return throwError(() => new Error('offline'));
    const me = person(1, 'Alice', request.mode, request.tab);
    let granted = true;
    if (request.mode === 'edit') {
      if (this.holder && !request.takeOver) granted = false;
      else this.holder = me;
    }
    const mine = granted ? me : { ...me, mode: 'view' as const };
    const people = [
      ...this.others,
      ...(this.holder && this.holder !== me ? [this.holder] : []),
      mine,
    ];
    return of({ state: { resource: 'posts', id: Number(id), people }, granted });
  }

  leave(
    _resource: Resource,
    id: RecordId,
    tab: string,
    options: { keepalive?: boolean } = {},
  ): Observable<void> {
    this.leaves.push({ id, tab, keepalive: options.keepalive ?? false });
    return of(undefined);
  }
}

describe('PresenceController', () => {
  let backend: FakePresence;
  let messages: Subject<AdminLiveMessage>;
  let me: AdminUser;
  let injector: EnvironmentInjector;
  let source: WritableSignal<PresenceSource | null>;

  async function setup(options: { presence?: boolean; roles?: string[]; heartbeat?: number } = {}) {
    backend = new FakePresence();
    messages = new Subject();
    me = { id: 1, name: 'Alice', roles: options.roles ?? ['editor'] };
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [posts],
          auth: { login: () => me, logout: () => undefined, me: () => me },
        }),
        { provide: ADMIN_REALTIME, useValue: { messages, status: signal('live').asReadonly() } },
        ...(options.presence === false
          ? []
          : [
              {
                provide: ADMIN_PRESENCE,
                useValue: {
                  provider: backend,
                  heartbeat: options.heartbeat ?? HEARTBEAT,
                  takeOverRoles: ['admin'],
                },
              },
            ]),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    injector = createEnvironmentInjector([PresenceController], TestBed.inject(EnvironmentInjector));
    source = signal<PresenceSource | null>(null);
    const controller = injector.get(PresenceController);
    controller.connect(() => source());
    return controller;
  }

  /** Lets the signals' observers run. */
  const flush = async () => {
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
    await new Promise((resolve) => setTimeout(resolve));
  };

  afterEach(() => {
    if (!(injector as unknown as { destroyed: boolean }).destroyed) injector.destroy();
  });

  it('does nothing without withPresence()', async () => {
    const controller = await setup({ presence: false });
    source.set({ resource: posts, id: 1, mode: 'view' });
    await flush();
    expect(controller.enabled).toBe(false);
    expect(backend.joins).toEqual([]);
    expect(controller.readOnly()).toBe(false);
  });

  it('joins a show page as a viewer, shows the others, beats, follows live changes and leaves', async () => {
    const controller = await setup({ heartbeat: 60 });
    backend.others = [VERA_VIEWS];
    source.set({ resource: posts, id: 1, mode: 'view' });
    await flush();
    expect(backend.joins).toEqual([
      { id: 1, request: { mode: 'view', tab: controller.tab, takeOver: false } },
    ]);
    expect(controller.viewers().map((p) => p.user.name)).toEqual(['Vera']);
    expect(controller.people()).toHaveLength(2);
    expect(controller.readOnly()).toBe(false);

    // The heartbeat (60 ms here) joins again.
    const joined = backend.joins.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.joins.length).toBeGreaterThan(joined);

    // Someone else's record changes nothing here; this record's presence replaces the list.
    messages.next({ type: 'presence', resource: 'posts', id: 2, people: [EDDIE_EDITS] });
    messages.next({ type: 'presence', resource: 'posts', id: 1, people: [EDDIE_EDITS] });
    expect(controller.editor()?.user.name).toBe('Eddie');
    expect(controller.viewers()).toEqual([]);
    // A show page is never read-only, and offers no take-over.
    expect(controller.readOnly()).toBe(false);
    expect(controller.canTakeOver()).toBe(false);

    source.set({ resource: posts, id: 2, mode: 'view' });
    await flush();
    expect(backend.leaves).toEqual([{ id: 1, tab: controller.tab, keepalive: false }]);
    expect(backend.joins.at(-1)?.id).toBe(2);
    injector.destroy();
    expect(backend.leaves.at(-1)).toEqual({ id: 2, tab: controller.tab, keepalive: false });
    // Gone, the page beats no more.
    const total = backend.joins.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.joins).toHaveLength(total);
  });

  it('takes the lock on an edit page; read-only while someone else holds it, until it is free', async () => {
    const controller = await setup();
    backend.holder = EDDIE_EDITS;
    source.set({ resource: posts, id: 1, mode: 'edit' });
    await flush();
    expect(controller.lockedBy()?.user.name).toBe('Eddie');
    expect(controller.holdsLock()).toBe(false);
    expect(controller.readOnly()).toBe(true);
    // An editor may not take it from Eddie.
    expect(controller.canTakeOver()).toBe(false);
    controller.takeOver();
    expect(backend.joins).toHaveLength(1);

    // Eddie leaves: the page takes the lock by itself.
    backend.holder = null;
    messages.next({ type: 'presence', resource: 'posts', id: 1, people: [] });
    await flush();
    expect(backend.joins.at(-1)?.request).toEqual({
      mode: 'edit',
      tab: controller.tab,
      takeOver: false,
    });
    expect(controller.holdsLock()).toBe(true);
    expect(controller.readOnly()).toBe(false);
    expect(controller.lostTo()).toBeNull();
  });

  it('lets an admin take over; the page that loses the lock is told and turns read-only', async () => {
    const controller = await setup({ roles: ['admin'] });
    backend.holder = EDDIE_EDITS;
    source.set({ resource: posts, id: 1, mode: 'edit' });
    await flush();
    expect(controller.canTakeOver()).toBe(true);
    controller.takeOver();
    await flush();
    expect(backend.joins.at(-1)?.request).toEqual({
      mode: 'edit',
      tab: controller.tab,
      takeOver: true,
    });
    expect(controller.holdsLock()).toBe(true);
    expect(controller.takingOver()).toBe(false);

    // Someone takes it back: this page hears it live.
    const mine = person(1, 'Alice', 'view', controller.tab);
    messages.next({ type: 'presence', resource: 'posts', id: 1, people: [EDDIE_EDITS, mine] });
    expect(controller.lostTo()?.user.name).toBe('Eddie');
    expect(controller.readOnly()).toBe(true);
    controller.dismissLost();
    expect(controller.lostTo()).toBeNull();
  });

  it("takes the lock from the user's own other tab when the edit page opens, not at heartbeats", async () => {
    const controller = await setup();
    const otherTab = person(1, 'Alice', 'edit', 'tab-alice-old');
    backend.holder = otherTab;
    source.set({ resource: posts, id: 1, mode: 'edit' });
    await flush();
    expect(backend.joins.map((j) => j.request.takeOver)).toEqual([false, true]);
    expect(controller.holdsLock()).toBe(true);
    // Taken back by that tab: this one is told, and does not take it again by itself.
    backend.holder = otherTab;
    controller.retry();
    await flush();
    expect(controller.lostTo()).toEqual(otherTab);
    expect(controller.lockedByMe()).toBe(true);
    expect(backend.joins.at(-1)?.request.takeOver).toBe(false);
    expect(controller.canTakeOver()).toBe(true);
  });

  it('hears at a heartbeat that it lost the lock, when no live event told it', async () => {
    const controller = await setup();
    source.set({ resource: posts, id: 1, mode: 'edit' });
    await flush();
    expect(controller.holdsLock()).toBe(true);
    backend.holder = EDDIE_EDITS;
    controller.retry();
    await flush();
    expect(controller.lostTo()).toEqual(EDDIE_EDITS);
    expect(controller.readOnly()).toBe(true);
  });

  it('leaves with keepalive when the tab closes, and before a sign-out', async () => {
    const controller = await setup();
    source.set({ resource: posts, id: 3, mode: 'edit' });
    await flush();
    dispatchEvent(new Event('pagehide'));
    expect(backend.leaves).toEqual([{ id: 3, tab: controller.tab, keepalive: true }]);
    await TestBed.inject(AdminBeforeSignOut).run();
    expect(backend.leaves.at(-1)).toEqual({ id: 3, tab: controller.tab, keepalive: false });
  });

  it('keeps the failure to show it, and tries again', async () => {
    const controller = await setup();
    backend.failing = true;
    source.set({ resource: posts, id: 1, mode: 'view' });
    await flush();
    expect((controller.error() as Error).message).toBe('offline');
    backend.failing = false;
    controller.retry();
    await flush();
    expect(controller.error()).toBeNull();
    expect(controller.people()).toHaveLength(1);
  });
});
