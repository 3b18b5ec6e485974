// withRealtime(): off by default; on, a server-sent-events stream from <apiUrl>/events with the
// session's token, open while someone is signed in; or the app's own transport. The API's writes
// name the browser tab (X-Admin-Client).
import { HttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { NEVER } from 'rxjs';

import { AdminAuth } from '../auth/auth';
import type { AuthProvider } from '../auth/auth-provider';
import {
  ADMIN_CLIENT_ID,
  ADMIN_REALTIME,
  type AdminRealtimeStatus,
  type AdminRealtimeTransport,
} from '../config/realtime';
import { AdminLiveUpdates } from '../controllers/live-updates';
import { AdminSseTransport } from '../data/sse-transport';
import { withHttp, withRealtime, type AdminFeature } from './admin-features';
import { provideAdmin } from './provide-admin';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(): void {
    // The frames are the transport's own spec's business.
  }
  close(): void {
    this.closed = true;
  }
}

let signedIn = true;
const auth: AuthProvider = {
  login: () => ({ id: 1, name: 'Ada' }),
  logout: () => {
    signedIn = false;
  },
  me: () => (signedIn ? { id: 1, name: 'Ada' } : null),
  token: () => (signedIn ? 'T0KEN' : null),
};
const config = { resources: [{ name: 'posts', label: 'title' }], apiUrl: '/back/api', auth };

describe('withRealtime()', () => {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    signedIn = true;
    FakeEventSource.opened = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = original;
  });

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      TestBed.tick();
    }
  };

  it('is off by default: no transport, nothing connected', async () => {
    TestBed.configureTestingModule({ providers: [provideRouter([]), provideAdmin(config)] });
    await TestBed.inject(AdminAuth).ready();
    expect(TestBed.inject(ADMIN_REALTIME, null)).toBeNull();
    const live = TestBed.inject(AdminLiveUpdates);
    expect(live.enabled).toBe(false);
    expect(live.status()).toBe('off');
    await settle();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("connects to <apiUrl>/events with the session's token from the start, and closes on sign-out", async () => {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideAdmin(config, withRealtime())],
    });
    const authState = TestBed.inject(AdminAuth);
    await authState.ready();
    // The server-sent-events transport (admin/data) loads with import() when first listened to.
    expect(TestBed.inject(ADMIN_REALTIME)).not.toBeInstanceOf(AdminSseTransport);
    await settle();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/back/api/events?access_token=T0KEN',
    ]);
    expect(TestBed.inject(AdminLiveUpdates).status()).toBe('connecting');
    await authState.logout();
    await settle();
    expect(FakeEventSource.opened[0].closed).toBe(true);
    expect(TestBed.inject(AdminLiveUpdates).status()).toBe('off');
  });

  it('takes another URL, or a transport of its own', async () => {
    const own: AdminRealtimeTransport = {
      messages: NEVER,
      status: signal<AdminRealtimeStatus>('live').asReadonly(),
    };
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideAdmin(config, withRealtime({ transport: () => own }))],
    });
    await TestBed.inject(AdminAuth).ready();
    expect(TestBed.inject(ADMIN_REALTIME)).toBe(own);
    expect(TestBed.inject(AdminLiveUpdates).status()).toBe('live');
    await settle();
    expect(FakeEventSource.opened).toEqual([]);

    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [provideRouter([]), provideAdmin(config, withRealtime({ url: '/live' }))],
    });
    await TestBed.inject(AdminAuth).ready();
    await settle();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/live?access_token=T0KEN',
    ]);
  });

  it('names a wrong option', () => {
    expect(() => withRealtime({ url: '' })).toThrow(/withRealtime\(\{ url \}\): url must be/);
    expect(() => withRealtime({ transport: 'ws' as never })).toThrow(
      /transport must be a function/,
    );
    expect(() => withRealtime({ maxGap: -1 })).toThrow(
      'withRealtime({ maxGap }): maxGap must be a number of milliseconds ≥ 0, got -1',
    );
    expect(() => withRealtime({ clientHeader: '' })).toThrow(
      new TypeError(
        'withRealtime({ clientHeader }): clientHeader must be a header name or false, got ',
      ),
    );
    expect(() => withRealtime({ clientHeader: 'X Client' })).toThrow(
      /clientHeader must be a header name or false, got X Client/,
    );
    expect(() => withRealtime({ clientHeader: true as never })).toThrow(TypeError);
  });

  describe("the tab's id on the API's writes", () => {
    const own = (): AdminRealtimeTransport => ({
      messages: NEVER,
      status: signal<AdminRealtimeStatus>('off').asReadonly(),
    });

    /** The headers each request was sent with: `METHOD url` → the header's value, or null. */
    async function sent(
      features: AdminFeature[],
      header = 'X-Admin-Client',
    ): Promise<{ id: string; seen: Record<string, string | null> }> {
      TestBed.configureTestingModule({
        providers: [
          provideRouter([]),
          provideAdmin(config, withHttp(), ...features),
          provideHttpClientTesting(),
        ],
      });
      await TestBed.inject(AdminAuth).ready();
      const client = TestBed.inject(HttpClient);
      const http = TestBed.inject(HttpTestingController);
      const calls: [string, string][] = [
        ['GET', '/back/api/posts'],
        ['POST', '/back/api/posts'],
        ['PUT', '/back/api/posts/1'],
        ['PATCH', '/back/api/posts/1'],
        ['DELETE', '/back/api/posts/1'],
        ['POST', 'https://elsewhere.example/back/api/posts'],
        ['POST', '/back/apis/posts'],
      ];
      for (const [method, url] of calls) client.request(method, url, { body: {} }).subscribe();
      const seen: Record<string, string | null> = {};
      for (const request of http.match(() => true)) {
        seen[`${request.request.method} ${request.request.url}`] =
          request.request.headers.get(header);
        request.flush({});
      }
      http.verify();
      return { id: TestBed.inject(ADMIN_CLIENT_ID), seen };
    }

    it('goes on writes to the API URL only, the same id on each', async () => {
      const { id, seen } = await sent([withRealtime({ transport: own })]);
      expect(id).toMatch(/^t[0-9a-f]{24}$/);
      expect(seen).toEqual({
        'GET /back/api/posts': null,
        'POST /back/api/posts': id,
        'PUT /back/api/posts/1': id,
        'PATCH /back/api/posts/1': id,
        'DELETE /back/api/posts/1': id,
        'POST https://elsewhere.example/back/api/posts': null,
        'POST /back/apis/posts': null,
      });
    });

    it('is under the header named by clientHeader; none with false, nor without withRealtime()', async () => {
      const named = await sent([withRealtime({ transport: own, clientHeader: 'X-Tab' })], 'X-Tab');
      expect(named.seen['PUT /back/api/posts/1']).toBe(named.id);
      expect(named.seen['GET /back/api/posts']).toBeNull();

      for (const features of [[withRealtime({ transport: own, clientHeader: false })], []]) {
        TestBed.resetTestingModule();
        const { seen } = await sent(features);
        expect(Object.values(seen)).toEqual(Array(7).fill(null));
      }
    });

    it('is not the same in another app instance (another tab)', async () => {
      const first = TestBed.inject(ADMIN_CLIENT_ID);
      TestBed.resetTestingModule();
      expect(TestBed.inject(ADMIN_CLIENT_ID)).not.toBe(first);
      expect(TestBed.inject(ADMIN_CLIENT_ID)).toBe(TestBed.inject(ADMIN_CLIENT_ID));
    });
  });
});
