import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { FormControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { VaForm } from '../form/va-form';
import { VaDateTimeInput, type VaDateTimeStorage } from './va-date-time-input';
import { VaTimeInput } from './va-time-input';

/**
 * VaDateTimeInput and VaTimeInput. jest cannot change the process time zone (UTC here), so the
 * zones are explicit (`timeZone`), and the user's zone is faked where the inputs read it: `Intl`'s
 * resolved options.
 */

function fakeUserTimeZone(zone: string): void {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [ReactiveFormsModule, VaDateTimeInput, VaTimeInput],
  template: `
    <form [formGroup]="form">
      <va-date-time-input
        id="at"
        formControlName="publishedAt"
        [timeZone]="zone()"
        [storage]="storage()"
        min="2024-01-01"
      />
      <va-time-input id="opens" formControlName="opensAt" min="08:00" max="18:30" />
    </form>
  `,
})
class PlainHost {
  readonly zone = signal<string | null>('America/New_York');
  readonly storage = signal<VaDateTimeStorage>('utc');
  readonly form = new FormGroup({
    publishedAt: new FormControl<string | null>('2024-03-05T19:30:00Z'),
    opensAt: new FormControl<string | null>('09:00:00'),
  });
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaDateTimeInput, VaTimeInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-date-time-input
        id="at"
        source="publishedAt"
        hint="When it goes out"
        timeZone="Europe/Paris"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
      <va-time-input
        id="opens"
        source="opensAt"
        hint="Opening time"
        [required]="required()"
        [disabled]="disabled()"
        [readonly]="readonly()"
      />
    </va-form>
  `,
})
class FormHost {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord>({
    id: 1,
    publishedAt: '2024-07-01T08:00:00Z',
    opensAt: '10:15',
  });
  readonly required = signal(false);
  readonly disabled = signal(false);
  readonly readonly = signal(false);
  readonly form = viewChild.required(VaForm);
}

describe('date and time inputs', () => {
  let fixture: ComponentFixture<unknown>;
  let host: HTMLElement;
  const stable = () => fixture.whenStable();
  const $ = (selector: string) => host.querySelector<HTMLInputElement>(selector)!;
  const day = () => $('#at input.va-date-time-day');
  const clock = () => $('#at input.va-date-time-clock');
  const time = () => $('#opens input');
  const text = (selector: string) => host.querySelector(selector)?.textContent?.trim() ?? '';

  async function type(input: HTMLInputElement, value: string) {
    input.value = value;
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('blur'));
    await stable();
  }

  function configure() {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
  }

  afterEach(() => jest.restoreAllMocks());

  describe('in a plain reactive form', () => {
    let plain: PlainHost;
    const create = async () => {
      const created = TestBed.createComponent(PlainHost);
      fixture = created;
      plain = created.componentInstance;
      host = created.nativeElement;
      await stable();
    };

    beforeEach(() => configure());

    it('shows an instant in the chosen zone and keeps it as it was when unchanged', async () => {
      await create();
      expect(day().value).toBe('3/5/2024');
      expect(clock().value).toBe('2:30 PM');
      expect(text('#at mat-hint')).toBe('Time zone: America/New_York');
      expect(plain.form.value.publishedAt).toBe('2024-03-05T19:30:00Z');
      expect(plain.form.pristine).toBe(true);
    });

    it('stores what the user picks as UTC, across a daylight-saving change', async () => {
      await create();
      await type(clock(), '4:45 PM');
      expect(plain.form.value.publishedAt).toBe('2024-03-05T21:45:00Z');
      // New York moves to daylight-saving time on 10 March 2024: -04:00.
      await type(day(), '3/10/2024');
      expect(plain.form.value.publishedAt).toBe('2024-03-10T20:45:00Z');
      expect(plain.form.dirty).toBe(true);
    });

    it('stores with the offset when asked', async () => {
      await create();
      plain.storage.set('offset');
      await stable();
      await type(day(), '3/10/2024');
      expect(plain.form.value.publishedAt).toBe('2024-03-10T14:30:00-04:00');
    });

    it("shows the user's zone by default, without naming it", async () => {
      fakeUserTimeZone('Asia/Kolkata');
      await create();
      plain.zone.set(null);
      await stable();
      plain.form.controls.publishedAt.setValue('2024-03-05T19:30:00Z');
      await stable();
      expect(day().value).toBe('3/6/2024');
      expect(clock().value).toBe('1:00 AM');
      expect(host.querySelector('#at mat-hint')).toBeNull();
      await type(clock(), '9:15 AM');
      expect(plain.form.value.publishedAt).toBe('2024-03-06T03:45:00Z');
    });

    it('a day without a time is midnight; no day, no value', async () => {
      await create();
      plain.form.controls.publishedAt.setValue(null);
      await stable();
      expect(day().value).toBe('');
      await type(clock(), '10:00 AM');
      expect(plain.form.value.publishedAt).toBeNull();
      await type(clock(), '');
      await type(day(), '4/2/2024');
      expect(plain.form.value.publishedAt).toBe('2024-04-02T04:00:00Z');
    });

    it('shows the errors of the pickers', async () => {
      await create();
      await type(clock(), 'half past');
      expect(plain.form.controls.publishedAt.errors).toHaveProperty('matTimepickerParse');
      expect(text('#at mat-error')).toBe('Enter a valid time');
      await type(clock(), '2:30 PM');
      await type(day(), '12/31/2023');
      expect(text('#at mat-error')).toBe('Must be on or after 1/1/2024');
      await type(time(), '7:30 AM');
      expect(text('#opens mat-error')).toBe('Must be at 8:00 AM or later');
      await type(time(), '7:30 PM');
      expect(text('#opens mat-error')).toBe('Must be at 6:30 PM or earlier');
    });

    it('time of day: no zone, HH:mm, unchanged values kept', async () => {
      await create();
      expect(time().value).toBe('9:00 AM');
      expect(plain.form.value.opensAt).toBe('09:00:00');
      await type(time(), '9:05 AM');
      expect(plain.form.value.opensAt).toBe('09:05');
      await type(time(), '13:20');
      expect(plain.form.value.opensAt).toBe('13:20');
      plain.form.controls.opensAt.setValue('not a time');
      await stable();
      expect(time().value).toBe('');
    });

    it('follows the UI locale', async () => {
      await create();
      TestBed.inject(AdminI18n).setLocale('fr');
      plain.form.controls.publishedAt.setValue('2024-03-05T19:30:00Z');
      plain.form.controls.opensAt.setValue('14:30');
      await stable();
      expect(day().value).toBe('05/03/2024');
      expect(clock().value).toBe('14:30');
      expect(time().value).toBe('14:30');
      expect(text('#at mat-hint')).toBe('Fuseau horaire : America/New_York');
    });

    it('names an unknown zone', async () => {
      await create();
      plain.zone.set('Mars/Olympus');
      await expect(stable()).rejects.toThrow(
        '<va-date-time-input> timeZone: unknown time zone "Mars/Olympus"',
      );
    });
  });

  describe('in <va-form>', () => {
    let formHost: FormHost;

    beforeEach(async () => {
      configure();
      const created = TestBed.createComponent(FormHost);
      fixture = created;
      formHost = created.componentInstance;
      host = created.nativeElement;
      await stable();
    });

    it('reads and saves the record, labelled as a group', () => {
      expect(day().value).toBe('7/1/2024');
      expect(clock().value).toBe('10:00 AM');
      expect(time().value).toBe('10:15 AM');
      expect(formHost.form().value()).toMatchObject({
        publishedAt: '2024-07-01T08:00:00Z',
        opensAt: '10:15',
      });
      const group = host.querySelector('#at [role="group"]')!;
      expect(group.getAttribute('aria-label')).toBe('Published at');
      expect(text('#at mat-label')).toBe('Published at');
      expect(text('#at .va-date-time-time mat-label')).toBe('Time');
      expect(text('#at .va-date-time-date mat-hint')).toBe('When it goes out');
    });

    it('required: "Required" once touched', async () => {
      formHost.required.set(true);
      formHost.item.set({ id: 1 });
      await stable();
      expect(formHost.form().form.invalid).toBe(true);
      day().dispatchEvent(new Event('blur'));
      time().dispatchEvent(new Event('blur'));
      await stable();
      expect(text('#at mat-error')).toBe('Required');
      expect(text('#opens mat-error')).toBe('Required');
      // A time alone is not a date-time.
      await type(clock(), '10:00 AM');
      expect(text('#at mat-error')).toBe('Required');
    });

    it('shows server (422) errors', async () => {
      const unplaced = formHost
        .form()
        .showErrors({ publishedAt: ['Too early'], opensAt: ['Closed then'] });
      await stable();
      expect(unplaced).toEqual({});
      expect(text('#at mat-error')).toBe('Too early');
      expect(text('#opens mat-error')).toBe('Closed then');
    });

    it('disabled and read-only: nothing to change, values kept', async () => {
      formHost.disabled.set(true);
      await stable();
      expect([day().disabled, clock().disabled, time().disabled]).toEqual([true, true, true]);
      formHost.disabled.set(false);
      formHost.readonly.set(true);
      await stable();
      expect([day().readOnly, clock().readOnly, time().readOnly]).toEqual([true, true, true]);
      expect(host.querySelector('mat-datepicker-toggle, mat-timepicker-toggle')).toBeNull();
      expect(formHost.form().dirty()).toBe(false);
      expect(formHost.form().value()).toMatchObject({
        publishedAt: '2024-07-01T08:00:00Z',
        opensAt: '10:15',
      });
    });
  });
});
