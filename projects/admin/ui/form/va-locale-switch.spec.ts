import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';

import { provideAdmin } from '../../setup/provide-admin';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdminMessages } from '../../i18n/app-messages';
import { VaLocaleSwitch } from './va-locale-switch';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaLocaleSwitch],
  template: `<va-locale-switch [(locale)]="locale" [canSwitch]="canSwitch" />`,
})
class Host {
  readonly locale = signal<string | null>(null);
  answer: boolean | Promise<boolean> = true;
  readonly asked: string[] = [];
  readonly canSwitch = (locale: string) => {
    this.asked.push(locale);
    return this.answer;
  };
}

describe('VaLocaleSwitch', () => {
  let fixture: ComponentFixture<Host>;
  const toggle = (locale: string) =>
    fixture.nativeElement.querySelector(
      `mat-button-toggle[lang="${locale}"] button`,
    ) as HTMLButtonElement;
  const checked = () =>
    ['en', 'fr', 'de'].filter((l) => toggle(l)?.getAttribute('aria-checked') === 'true');

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [], locales: ['en', 'fr', 'de'] }),
        provideAdminMessages('de', {
          admin: {
            locales: { en: 'Englisch', fr: 'Französisch', de: 'Deutsch' },
            form: { contentLocale: 'Inhaltssprache' },
          },
        }),
      ],
    });
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  it('offers the configured locales, starting with the UI locale', () => {
    expect(checked()).toEqual(['en']);
    expect(toggle('fr').textContent?.trim()).toBe('FR');
    expect(toggle('fr').getAttribute('aria-label')).toBe('Français');
    expect(toggle('de').getAttribute('aria-label')).toBe('de');
    const group = fixture.nativeElement.querySelector('mat-button-toggle-group');
    expect(group.getAttribute('aria-label')).toBe('Content language');
  });

  it('switches when allowed, two-way bound', async () => {
    toggle('fr').click();
    await fixture.whenStable();
    await Promise.resolve();
    await fixture.whenStable();
    expect(fixture.componentInstance.asked).toEqual(['fr']);
    expect(fixture.componentInstance.locale()).toBe('fr');
    expect(checked()).toEqual(['fr']);
  });

  it('stays on the current locale when refused', async () => {
    fixture.componentInstance.answer = Promise.resolve(false);
    toggle('de').click();
    await fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fixture.whenStable();
    expect(fixture.componentInstance.locale()).toBeNull();
    expect(checked()).toEqual(['en']);
  });

  it('follows the UI locale until one is chosen', async () => {
    TestBed.inject(AdminI18n).setLocale('de');
    await fixture.whenStable();
    expect(checked()).toEqual(['de']);
  });
});
