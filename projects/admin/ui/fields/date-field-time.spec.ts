import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';

import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { VaDateField } from './date-field';

/** VaDateField with `showTime`: the time of an instant, in a zone, for the UI locale. */
@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaDateField],
  template: `
    <va-date-field id="day" source="at" [record]="record" />
    <va-date-field id="time" source="at" [record]="record" showTime [timeZone]="zone()" />
  `,
})
class Host {
  readonly record = { id: 1, at: '2024-03-05T19:30:00Z' };
  readonly zone = signal<string | null>('America/New_York');
}

describe('VaDateField showTime', () => {
  let fixture: ComponentFixture<Host>;
  const value = (id: string) =>
    (fixture.nativeElement as HTMLElement)
      .querySelector(`#${id} .va-field-value`)!
      .textContent!.trim()
      .replace(/\s/g, ' ');

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true })],
    });
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  it('shows the date alone unless asked for the time', () => {
    expect(value('day')).toBe('Mar 5, 2024');
    expect(value('time')).toBe('Mar 5, 2024, 2:30 PM');
  });

  it('shows the time in the zone given, the day changing with it', async () => {
    fixture.componentInstance.zone.set('Asia/Kolkata');
    await fixture.whenStable();
    expect(value('time')).toBe('Mar 6, 2024, 1:00 AM');
  });

  it('follows the UI locale (24-hour clock in French)', async () => {
    TestBed.inject(AdminI18n).setLocale('fr');
    await fixture.whenStable();
    expect(value('time')).toBe('5 mars 2024, 14:30');
  });

  it('keeps the instant in the datetime attribute', () => {
    const time = (fixture.nativeElement as HTMLElement).querySelector('#time time')!;
    expect(time.getAttribute('datetime')).toBe('2024-03-05T19:30:00.000Z');
  });
});
