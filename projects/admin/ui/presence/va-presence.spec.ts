import { ChangeDetectionStrategy, Component, inject, input, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter, withComponentInputBinding, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { Subject, of, type Observable } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { ADMIN_CONFIG } from '../../config/config';
import {
  ADMIN_PRESENCE,
  type AdminPresenceProvider,
  type PresenceAnswer,
  type PresenceJoin,
  type PresencePerson,
} from '../../config/presence';
import { ADMIN_REALTIME, type AdminLiveMessage } from '../../config/realtime';
import type { AdminUser } from '../../config/types';
import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { ɵadminRouteData } from '../../routing/route-meta';
import { provideAdmin } from '../../setup/provide-admin';
import { VaForm } from '../form/va-form';
import { VaTextInput } from '../inputs/va-text-input';
import { VaShow } from '../show/va-show';

const SINCE = '2026-11-28T10:42:00.000Z';
const EDDIE: PresencePerson = {
  user: { id: 9, name: 'Eddie Moreau' },
  mode: 'edit',
  since: SINCE,
  tab: 'tab-eddie-1',
};
const VERA: PresencePerson = {
  user: { id: 7, name: 'Vera Laurent' },
  mode: 'view',
  since: SINCE,
  tab: 'tab-vera-1',
};

/** The backend: Eddie holds post 1's lock unless taken over; Vera views it. */
class Backend implements AdminPresenceProvider {
  joins: PresenceJoin[] = [];
  holder: PresencePerson | null = EDDIE;

  join(_resource: Resource, id: RecordId, request: PresenceJoin): Observable<PresenceAnswer> {
    this.joins.push(request);
    const me: PresencePerson = { user: { id: 1, name: 'Alice' }, ...request, since: SINCE };
    let granted = true;
    if (request.mode === 'edit') {
      if (this.holder && !request.takeOver) granted = false;
      else this.holder = me;
    }
    const mine = granted ? me : { ...me, mode: 'view' as const };
    const people = [VERA, ...(this.holder && this.holder !== me ? [this.holder] : []), mine];
    return of({ state: { resource: 'posts', id, people }, granted });
  }

  leave(): Observable<void> {
    return of(undefined);
  }
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaTextInput],
  template: `
    <va-form [resource]="resource" [item]="item()">
      <va-text-input source="title" />
    </va-form>
  `,
})
class EditPage {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaShow],
  template: `<va-show [resource]="resource" [item]="item()" />`,
})
class ShowPage {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = input<AdminRecord>();
}

const post = { id: 1, title: 'Hello' };
const routes: Routes = [
  {
    path: 'posts/:id/edit',
    component: EditPage,
    data: ɵadminRouteData('posts', 'edit'),
    resolve: { item: () => post },
  },
  { path: 'posts/:id', component: ShowPage, resolve: { item: () => post } },
];

describe('VaPresence on the show and edit pages', () => {
  let backend: Backend;
  let messages: Subject<AdminLiveMessage>;
  let harness: RouterTestingHarness;

  async function setup(roles: string[]) {
    backend = new Backend();
    messages = new Subject();
    const me: AdminUser = { id: 1, name: 'Alice', roles };
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [{ name: 'posts', label: 'title' }],
          canAccess: () => true,
          auth: { login: () => me, logout: () => undefined, me: () => me },
        }),
        { provide: ADMIN_REALTIME, useValue: { messages, status: signal('live').asReadonly() } },
        {
          provide: ADMIN_PRESENCE,
          useValue: { provider: backend, heartbeat: 20_000, takeOverRoles: ['admin'] },
        },
        provideRouter(routes, withComponentInputBinding()),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create();
  }

  const page = () => harness.routeNativeElement as HTMLElement;
  const text = (selector: string) => page().querySelector(selector)?.textContent?.trim() ?? null;
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };

  it('shows the viewers and the editor on the show page, without a take-over', async () => {
    await setup(['admin']);
    await harness.navigateByUrl('/posts/1');
    await settle();
    expect(backend.joins[0]).toMatchObject({ mode: 'view' });
    expect(text('.va-presence-viewer')).toContain('Vera Laurent');
    expect(text('.va-presence-banner')).toMatch(/^Eddie Moreau is editing this post since \d/);
    expect(page().querySelector('.va-presence-take-over')).toBeNull();
  });

  it('makes the edit page read-only while Eddie edits; an editor cannot take over', async () => {
    await setup(['editor']);
    await harness.navigateByUrl('/posts/1/edit');
    await settle();
    expect(backend.joins[0]).toMatchObject({ mode: 'edit' });
    expect(text('.va-presence-banner')).toMatch(
      /^Eddie Moreau is editing this post since .+: the form is read-only until they leave\.$/,
    );
    const input = page().querySelector<HTMLInputElement>('input')!;
    expect(input.readOnly).toBe(true);
    expect(page().querySelector<HTMLButtonElement>('.va-save')!.disabled).toBe(true);
    expect(page().querySelector('.va-presence-take-over')).toBeNull();

    // Eddie leaves: the page takes the lock, and may be edited.
    backend.holder = null;
    messages.next({ type: 'presence', resource: 'posts', id: 1, people: [VERA] });
    await settle();
    expect(page().querySelector('.va-presence-banner')).toBeNull();
    expect(input.readOnly).toBe(false);
    expect(page().querySelector<HTMLButtonElement>('.va-save')!.disabled).toBe(false);
  });

  it('lets an admin take over, and tells the page that loses the lock, keeping what was typed', async () => {
    await setup(['admin']);
    await harness.navigateByUrl('/posts/1/edit');
    await settle();
    const button = page().querySelector<HTMLButtonElement>('.va-presence-take-over')!;
    expect(button.textContent?.trim()).toBe('Take over');
    button.click();
    await settle();
    expect(backend.joins.at(-1)).toMatchObject({ mode: 'edit', takeOver: true });
    const input = page().querySelector<HTMLInputElement>('input')!;
    expect(input.readOnly).toBe(false);
    input.value = 'Typed by Alice';
    input.dispatchEvent(new Event('input'));
    await settle();

    // Eddie takes it back.
    const tab = backend.joins.at(-1)!.tab;
    messages.next({
      type: 'presence',
      resource: 'posts',
      id: 1,
      people: [EDDIE, { user: { id: 1, name: 'Alice' }, mode: 'view', since: SINCE, tab }],
    });
    await settle();
    expect(text('.va-presence-lost')).toMatch(
      /^Eddie Moreau took over editing at .+\. What you typed is kept on this page, but cannot be saved while they edit\./,
    );
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('Typed by Alice');
  });
});
