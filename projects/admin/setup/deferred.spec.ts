// The deferred defaults of withRealtime() and withHistory(): loaded once, when first used; a failed
// load is tried again on the next use.
import { signal } from '@angular/core';
import { Subject, firstValueFrom, of } from 'rxjs';

import type {
  AdminHistoryProvider,
  AdminLiveMessage,
  AdminRealtimeStatus,
  AdminRealtimeTransport,
} from 'admin/config';
import { normalizeResources } from 'admin/core';
import { deferredHistory, deferredTransport } from './deferred';

describe('deferredTransport()', () => {
  it('loads the transport when first listened to, once, and shows its status', async () => {
    const stream = new Subject<AdminLiveMessage>();
    const status = signal<AdminRealtimeStatus>('connecting');
    const load = jest.fn(async (): Promise<AdminRealtimeTransport> => ({
      messages: stream,
      status,
    }));
    const transport = deferredTransport(load);
    expect(load).not.toHaveBeenCalled();
    expect(transport.status()).toBe('off');

    const first: AdminLiveMessage[] = [];
    const second: AdminLiveMessage[] = [];
    transport.messages.subscribe((message) => first.push(message));
    transport.messages.subscribe((message) => second.push(message));
    await new Promise((resolve) => setTimeout(resolve));
    expect(load).toHaveBeenCalledTimes(1);
    expect(transport.status()).toBe('connecting');
    status.set('live');
    expect(transport.status()).toBe('live');
    stream.next({ type: 'deleted', resource: 'posts', id: 3 });
    expect(first).toEqual([{ type: 'deleted', resource: 'posts', id: 3 }]);
    expect(second).toEqual(first);
  });

  it('tells the listener a failed load, and loads again for the next one', async () => {
    const load = jest
      .fn<Promise<AdminRealtimeTransport>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValueOnce({
        messages: of({ type: 'refetch', reason: 'reset' } as const),
        status: signal<AdminRealtimeStatus>('live'),
      });
    const transport = deferredTransport(load);
    await expect(firstValueFrom(transport.messages)).rejects.toThrow('chunk lost');
    await expect(firstValueFrom(transport.messages)).resolves.toEqual({
      type: 'refetch',
      reason: 'reset',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('deferredHistory()', () => {
  it('loads the provider when first asked, once, and passes each call on', async () => {
    const [posts] = normalizeResources([{ name: 'posts', label: 'title' }]);
    const provider: AdminHistoryProvider = {
      versions: (resource, id, request) =>
        of({ entries: [], total: Number(id) * 10 + request.page }),
      auditLog: (query) => of({ entries: [], total: query.page }),
    };
    const load = jest.fn(async () => provider);
    const history = deferredHistory(load);
    expect(load).not.toHaveBeenCalled();
    const versions = await firstValueFrom(history.versions(posts, 4, { page: 2, perPage: 5 }));
    const audit = await firstValueFrom(history.auditLog({ page: 3, perPage: 20 }));
    expect([versions.total, audit.total]).toEqual([42, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
