import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { ResourceRegistry } from '../../config/resource-registry';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { VaCell } from './va-cell';
import { checkColumns } from './list-checks';

describe('datetime columns', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [{ name: 'posts' }] }), provideRouter([])],
    });
  });

  async function cell(type: 'date' | 'datetime', value: unknown) {
    const fixture = TestBed.createComponent(VaCell);
    fixture.componentRef.setInput('column', { source: 'at', type });
    fixture.componentRef.setInput('record', { id: 1, at: value });
    fixture.componentRef.setInput('resource', TestBed.inject(ResourceRegistry).get('posts'));
    await fixture.whenStable();
    return fixture;
  }
  const text = (root: HTMLElement) => root.textContent!.trim().replace(/\s/g, ' ');

  it('shows the date and the time of day, for the UI locale (the date column the date only)', async () => {
    // jest runs in UTC: 19:30Z is 7:30 PM here.
    const fixture = await cell('datetime', '2024-03-05T19:30:00Z');
    const root = fixture.nativeElement as HTMLElement;
    expect(text(root)).toBe('Mar 5, 2024, 7:30 PM');
    expect(root.querySelector('time')!.getAttribute('datetime')).toBe('2024-03-05T19:30:00.000Z');
    expect(text((await cell('date', '2024-03-05T19:30:00Z')).nativeElement)).toBe('Mar 5, 2024');
    TestBed.inject(AdminI18n).setLocale('fr');
    await fixture.whenStable();
    expect(text(root)).toBe('5 mars 2024, 19:30');
  });

  it('is a known column type', () => {
    expect(() => checkColumns([{ source: 'at', type: 'datetime', link: 'show' }])).not.toThrow();
  });
});
