// withPresence(): presence and edit locks, off by default; the demo API's provider unless another is given.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { of } from 'rxjs';

import { ADMIN_PRESENCE, type AdminPresenceProvider, type PresenceAnswer } from 'admin/config';
import { normalizeResources } from 'admin/core';
import { AdminHttpError } from 'admin/data';
import { withPresence } from './admin-features';
import { provideAdmin } from './provide-admin';

const resources = [{ name: 'posts', label: 'title' }];
const [posts] = normalizeResources(resources);
const EDDIE = {
  user: { id: 9, name: 'Eddie' },
  mode: 'edit',
  since: '2026-11-28T10:42:00.000Z',
  tab: 'tab-eddie-1',
};

describe('withPresence()', () => {
  it('is off without the feature', () => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources })] });
    expect(TestBed.inject(ADMIN_PRESENCE)).toBeNull();
  });

  it('joins, is refused the lock (409) and leaves through the demo API’s routes by default', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources, apiUrl: '/backend/' }, withPresence()),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const presence = TestBed.inject(ADMIN_PRESENCE)!;
    expect([presence.heartbeat, presence.takeOverRoles]).toEqual([20_000, ['admin']]);
    const http = TestBed.inject(HttpTestingController);
    const answers: PresenceAnswer[] = [];
    presence.provider
      .join(posts, 7, { mode: 'edit', tab: 'tab-mine-1', takeOver: true })
      .subscribe((answer) => answers.push(answer));
    // httpPresence() (admin/data) loads with import() when a page first joins.
    await new Promise((resolve) => setTimeout(resolve));
    const granted = http.expectOne({ method: 'PUT', url: '/backend/posts/7/presence' });
    expect(granted.request.body).toEqual({ tab: 'tab-mine-1', mode: 'edit', takeOver: true });
    const state = { resource: 'posts', id: 7, people: [{ ...EDDIE, tab: 'tab-mine-1' }] };
    granted.flush({ ...state, lock: state.people[0] });
    expect(answers).toEqual([{ state, granted: true }]);

    presence.provider
      .join(posts, 7, { mode: 'edit', tab: 'tab-mine-1' })
      .subscribe((answer) => answers.push(answer));
    await new Promise((resolve) => setTimeout(resolve));
    const refused = http.expectOne('/backend/posts/7/presence');
    expect(refused.request.body).toEqual({ tab: 'tab-mine-1', mode: 'edit' });
    const held = { resource: 'posts', id: 7, people: [EDDIE] };
    refused.flush(
      { message: 'Locked: Eddie is editing posts 7', ...held, lock: EDDIE },
      { status: 409, statusText: 'Conflict' },
    );
    expect(answers[1]).toEqual({ state: held, granted: false });

    let failure: unknown;
    presence.provider
      .join(posts, 7, { mode: 'view', tab: 'tab-mine-1' })
      .subscribe({ error: (error: unknown) => (failure = error) });
    await new Promise((resolve) => setTimeout(resolve));
    http
      .expectOne('/backend/posts/7/presence')
      .flush({ message: 'Forbidden' }, { status: 403, statusText: 'Forbidden' });
    expect(failure).toBeInstanceOf(AdminHttpError);
    expect((failure as AdminHttpError).status).toBe(403);

    let left = false;
    presence.provider
      .leave(posts, 7, 'tab-mine-1', { keepalive: true })
      .subscribe(() => (left = true));
    await new Promise((resolve) => setTimeout(resolve));
    const leave = http.expectOne({
      method: 'DELETE',
      url: '/backend/posts/7/presence?tab=tab-mine-1',
    });
    expect(leave.request.keepalive).toBe(true);
    leave.flush(null, { status: 204, statusText: 'No Content' });
    expect(left).toBe(true);
    http.verify();
  });

  it('takes another backend’s provider, heartbeat and roles', () => {
    const provider: AdminPresenceProvider = {
      join: () => of({ state: { resource: 'posts', id: 1, people: [] }, granted: true }),
      leave: () => of(undefined),
    };
    TestBed.configureTestingModule({
      providers: [
        provideAdmin(
          { resources },
          withPresence(() => provider, { heartbeat: 5000, takeOverRoles: ['chief'] }),
        ),
      ],
    });
    expect(TestBed.inject(ADMIN_PRESENCE)).toEqual({
      provider,
      heartbeat: 5000,
      takeOverRoles: ['chief'],
    });
  });

  it('names what is wrong with its options', () => {
    expect(() => withPresence(undefined, { heartbeat: 10 })).toThrow(
      'withPresence(provider, { heartbeat }): heartbeat must be a number of milliseconds ≥ 1000, got 10',
    );
    expect(() => withPresence(undefined, { takeOverRoles: 'admin' as never })).toThrow(
      'withPresence(provider, { takeOverRoles }): takeOverRoles must be a list of role names, got "admin"',
    );
    expect(() => withPresence('http' as never)).toThrow(
      'withPresence(provider): provider must be an AdminPresenceProvider or a function creating one, got http',
    );
  });
});
