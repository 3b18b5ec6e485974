// withHydration(): a page rendered on the server is taken over in the browser with the server's
// API answers (headers the admin reads included), and nothing is asked again.
import { HttpClient, HttpHeaders, type HttpResponse } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { APP_ID, PLATFORM_ID, TransferState } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { withHttp } from './admin-features';
import { withHydration } from './hydration';
import { provideAdmin } from './provide-admin';

const AUTH = new HttpHeaders({ Authorization: 'Bearer tok' });

function setup(platform: 'server' | 'browser', headers?: string[]) {
  TestBed.configureTestingModule({
    providers: [
      { provide: PLATFORM_ID, useValue: platform },
      { provide: APP_ID, useValue: 'demo' },
      provideAdmin({ resources: [{ name: 'posts' }] }, withHttp(), withHydration({ headers })),
      provideHttpClientTesting(),
    ],
  });
  return { http: TestBed.inject(HttpClient), mock: TestBed.inject(HttpTestingController) };
}

/** What the server would write in the page: its transfer state, after one signed-in GET. */
async function renderedState(headers?: string[]): Promise<string> {
  // Angular's server build defines ngServerMode; the transfer cache stores answers only then.
  const global = globalThis as { ngServerMode?: boolean };
  global.ngServerMode = true;
  try {
    return await render(headers);
  } finally {
    delete global.ngServerMode;
  }
}

async function render(headers?: string[]): Promise<string> {
  const { http, mock } = setup('server', headers);
  const answer = firstValueFrom(http.get('/api/posts', { headers: AUTH, observe: 'response' }));
  mock.expectOne('/api/posts').flush([{ id: 1 }], {
    headers: { 'X-Total-Count': '42', ETag: '"v1"', 'X-Page': '1', 'X-Secret': 'no' },
  });
  await answer;
  const state = TestBed.inject(TransferState).toJson();
  TestBed.resetTestingModule();
  return state;
}

describe('withHydration', () => {
  afterEach(() => document.getElementById('demo-state')?.remove());

  async function takeOver(state: string, headers?: string[]) {
    const script = document.createElement('script');
    script.id = 'demo-state';
    script.type = 'application/json';
    script.textContent = state;
    document.body.appendChild(script);
    const { http, mock } = setup('browser', headers);
    const response = await firstValueFrom(
      http.get('/api/posts', { headers: AUTH, observe: 'response' }),
    );
    mock.verify(); // no request: the server's answer was reused
    return response as HttpResponse<unknown>;
  }

  it("reuses the server's signed-in answers with the headers the admin reads", async () => {
    const response = await takeOver(await renderedState());
    expect(response.body).toEqual([{ id: 1 }]);
    expect(response.headers.get('X-Total-Count')).toBe('42');
    expect(response.headers.get('ETag')).toBe('"v1"');
    // Headers nobody asked for stay on the server.
    expect(response.headers.get('X-Secret')).toBeNull();
    expect(response.headers.get('X-Page')).toBeNull();
  });

  it('keeps the extra headers an app names', async () => {
    const response = await takeOver(await renderedState(['X-Page']), ['X-Page']);
    expect(response.headers.get('X-Page')).toBe('1');
  });

  it('rejects headers that are not a list of names', () => {
    expect(() => withHydration({ headers: ['X-Page', ''] })).toThrow(
      'withHydration({ headers }): headers must be a list of header names',
    );
    expect(() => withHydration({ headers: 'X-Page' as unknown as string[] })).toThrow(
      'headers must be a list',
    );
  });
});
