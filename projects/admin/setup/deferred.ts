// The defaults of withRealtime(), withHistory(), withPresence() and withViews() live in admin/data, which setup loads only with
// import() when first used: a static import would put the whole data layer into the first download
// of every app, those that turn neither feature on included (measured: fresh `ng add` app 120.0 →
// 140.7 kB gzip). These wrappers stand in for the real transport and provider until then.
import { computed, signal } from '@angular/core';
import { defer, from, switchMap } from 'rxjs';

import type {
  AdminHistoryProvider,
  AdminPresenceProvider,
  AdminRealtimeTransport,
  ViewStore,
} from 'admin/config';

/** Loads once; a failed load (a chunk lost in a deployment) is tried again on the next use. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A live-updates transport that loads its implementation when someone first listens. */
export function deferredTransport(
  load: () => Promise<AdminRealtimeTransport>,
): AdminRealtimeTransport {
  const loaded = signal<AdminRealtimeTransport | null>(null);
  const get = once(() =>
    load().then((transport) => {
      loaded.set(transport);
      return transport;
    }),
  );
  return {
    // The transport shares its stream: each listener subscribes to it.
    messages: defer(get).pipe(switchMap((transport) => transport.messages)),
    status: computed(() => loaded()?.status() ?? 'off'),
  };
}

/** A history provider that loads its implementation when first asked. */
export function deferredHistory(load: () => Promise<AdminHistoryProvider>): AdminHistoryProvider {
  const get = once(load);
  return {
    versions: (resource, id, request) =>
      from(get()).pipe(switchMap((provider) => provider.versions(resource, id, request))),
    auditLog: (query) => from(get()).pipe(switchMap((provider) => provider.auditLog(query))),
  };
}

/** A presence provider that loads its implementation when a page first joins a record. */
export function deferredPresence(
  load: () => Promise<AdminPresenceProvider>,
): AdminPresenceProvider {
  const get = once(load);
  return {
    join: (resource, id, request) =>
      from(get()).pipe(switchMap((provider) => provider.join(resource, id, request))),
    leave: (resource, id, tab, options) =>
      from(get()).pipe(switchMap((provider) => provider.leave(resource, id, tab, options))),
  };
}

/** A view store that loads its implementation when a list first asks for its views. */
export function deferredViews(load: () => Promise<ViewStore>): ViewStore {
  const get = once(load);
  return {
    list: (resource) => from(get()).pipe(switchMap((store) => store.list(resource))),
    save: (view) => from(get()).pipe(switchMap((store) => store.save(view))),
    remove: (id) => from(get()).pipe(switchMap((store) => store.remove(id))),
  };
}
