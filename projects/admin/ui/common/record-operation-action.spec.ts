// recordOperationAction(): a record operation of the API (Conduit's POST /articles/{slug}/favorite,
// a booking's POST /bookings/{id}/payment with a body) declared once, on the show page's actions
// and in the list's row actions, gated by can() like other actions.
import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import type { AdminUser } from '../../config/types';
import { ADMIN_NOTIFIER } from '../../controllers/notifier';
import { normalizeResources } from '../../core/normalize';
import type { Resource } from 'admin/core';
import { provideAdmin } from '../../setup/provide-admin';
import { VaTextField } from '../fields/text-field';
import { VaList } from '../list/va-list';
import { VaShow } from '../show/va-show';
import { recordOperationAction } from './record-operation-action';

jest.setTimeout(30_000);

const resources = normalizeResources([
  {
    name: 'bookings',
    label: 'guest',
    permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
  },
]);
const [bookings] = resources;
const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };

@Component({
  imports: [VaShow, VaTextField, VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (list()) {
      <va-list [resource]="resource()" [columns]="[{ source: 'guest' }]" [rowActions]="actions" />
    } @else {
      <va-show [resource]="resource()" [id]="id()" [actions]="actions">
        <va-text-field source="status" />
      </va-show>
    }
  `,
})
class BookingPage {
  readonly resource = input.required<Resource>();
  readonly id = input<string>();
  readonly list = input<boolean>();
  protected readonly actions = [
    recordOperationAction({
      id: 'confirm',
      label: 'Confirm',
      icon: 'mdi-check',
      method: 'POST',
      path: 'bookings/{id}/confirm',
      success: 'Confirmed {label}',
    }),
    recordOperationAction({
      id: 'pay',
      label: 'Pay',
      icon: 'mdi-pencil',
      method: 'POST',
      path: 'bookings/{id}/payment',
      fields: [
        { source: 'amount', label: 'Amount', type: 'number', required: true },
        { source: 'note', type: 'textarea' },
      ],
      success: 'Paid',
    }),
  ];
}

describe('recordOperationAction on the show page and in list rows', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let notices: [string, string][];

  async function setup(url: string, user: AdminUser = ADMIN) {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        {
          provide: ADMIN_NOTIFIER,
          useValue: { notify: (message: string, kind: string) => notices.push([message, kind]) },
        },
        provideRouter(
          [
            { path: 'bookings', component: BookingPage, data: { resource: bookings, list: true } },
            { path: 'bookings/:id', component: BookingPage, data: { resource: bookings } },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    return harness.routeNativeElement!;
  }

  const settle = async () => {
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
      harness.detectChanges();
    }
  };
  const overlay = () => document.querySelector('.cdk-overlay-container')!;

  afterEach(() => {
    http.verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  async function openShow(user: AdminUser = ADMIN) {
    const root = await setup('/bookings/7', user);
    http.expectOne('/api/bookings/7').flush({ id: 7, guest: 'Ann', status: 'new' });
    await settle();
    return root;
  }

  it('show page: offers the actions beside edit; one without body POSTs, notifies and fetches the record again', async () => {
    const root = await openShow();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('.va-record-action')];
    expect(buttons.map((b) => b.textContent!.trim())).toEqual(['Confirm', 'Pay']);
    buttons[0].click();
    await settle();
    const req = http.expectOne('/api/bookings/7/confirm');
    expect(req.request.method).toBe('POST');
    req.flush({ id: 7, guest: 'Ann', status: 'confirmed' });
    await settle();
    expect(notices).toEqual([['Confirmed Ann', 'success']]);
    http.expectOne('/api/bookings/7').flush({ id: 7, guest: 'Ann', status: 'confirmed' });
    await settle();
    expect(root.textContent).toContain('confirmed');
  });

  it('a viewer (no edit permission) is not offered them', async () => {
    const root = await openShow(VIEWER);
    expect(root.querySelectorAll('.va-record-action')).toHaveLength(0);
  });

  it('with a body: the dialog asks for it, checks required fields, shows a 422 under its field keeping what was typed, then sends', async () => {
    const root = await openShow();
    root.querySelector<HTMLButtonElement>('.va-action-pay')!.click();
    await settle();
    const dialog = overlay().querySelector('va-record-operation-dialog')!;
    expect(dialog).not.toBeNull();
    expect(dialog.querySelector('h2')!.textContent!.trim()).toBe('Pay');
    const send = () => dialog.querySelector<HTMLButtonElement>('.va-operation-send')!.click();
    send();
    await settle();
    expect(dialog.querySelector('[data-error="amount"]')!.textContent!.trim()).toBe('Required');

    const amount = dialog.querySelector<HTMLInputElement>('[data-field="amount"] input')!;
    amount.value = '-5';
    amount.dispatchEvent(new Event('input'));
    const note = dialog.querySelector<HTMLTextAreaElement>('[data-field="note"] textarea')!;
    note.value = 'cash';
    note.dispatchEvent(new Event('input'));
    await settle();
    send();
    await settle();
    const refused = http.expectOne('/api/bookings/7/payment');
    expect(refused.request.body).toEqual({ amount: -5, note: 'cash' });
    refused.flush(
      { message: 'Invalid', errors: { amount: ['Must be positive.'] } },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    await settle();
    expect(dialog.querySelector('[data-error="amount"]')!.textContent!.trim()).toBe(
      'Must be positive.',
    );
    expect(dialog.isConnected).toBe(true);
    expect(amount.value).toBe('-5');
    expect(note.value).toBe('cash');
    expect(notices).toEqual([]);

    amount.value = '40';
    amount.dispatchEvent(new Event('input'));
    await settle();
    send();
    await settle();
    const paid = http.expectOne('/api/bookings/7/payment');
    expect(paid.request.body).toEqual({ amount: 40, note: 'cash' });
    paid.flush({ id: 7, guest: 'Ann', status: 'paid' });
    await settle();
    expect(overlay().querySelector('va-record-operation-dialog')).toBeNull();
    expect(notices).toEqual([['Paid', 'success']]);
    http.expectOne('/api/bookings/7').flush({ id: 7, guest: 'Ann', status: 'paid' });
    await settle();
  });

  it('cancelling the dialog sends nothing and notifies nothing', async () => {
    const root = await openShow();
    root.querySelector<HTMLButtonElement>('.va-action-pay')!.click();
    await settle();
    overlay().querySelector<HTMLButtonElement>('.va-operation-cancel')!.click();
    await settle();
    expect(overlay().querySelector('va-record-operation-dialog')).toBeNull();
    expect(notices).toEqual([]);
    // The page fetches the record again (the action may have run).
    http.match('/api/bookings/7').forEach((r) => r.flush({ id: 7, guest: 'Ann', status: 'new' }));
  });

  it('list: the same action in the row menu sends the operation for that row', async () => {
    const root = await setup('/bookings');
    http
      .expectOne((r) => r.url === '/api/bookings')
      .flush([{ id: 7, guest: 'Ann' }], { headers: { 'X-Total-Count': '1' } });
    await settle();
    const button = root.querySelector<HTMLButtonElement>(
      '.va-row-custom.va-action-confirm, .va-action-confirm',
    );
    expect(button).not.toBeNull();
    button!.click();
    await settle();
    http.expectOne('/api/bookings/7/confirm').flush(null);
    await settle();
    expect(notices).toEqual([['Confirmed Ann', 'success']]);
    http
      .match((r) => r.url === '/api/bookings')
      .forEach((r) => r.flush([{ id: 7, guest: 'Ann' }], { headers: { 'X-Total-Count': '1' } }));
  });

  it('bad declarations are errors naming the action', () => {
    TestBed.runInInjectionContext(() => {
      expect(() =>
        recordOperationAction({ id: 'x', label: 'X', method: 'GET' as 'POST', path: 'a/{id}' }),
      ).toThrow(
        'recordOperationAction "x": "method" must be POST, PUT, PATCH or DELETE, got "GET"',
      );
      expect(() =>
        recordOperationAction({ id: 'x', label: 'X', method: 'POST', path: 'a/b' }),
      ).toThrow(
        `recordOperationAction "x": "path" must contain {id} for the record's key, got "a/b"`,
      );
    });
  });
});
