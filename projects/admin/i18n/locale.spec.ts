// ɵAdminLocale: the UI locale apart from the messages, so that what needs only the locale at start
// (the list reuse strategy, the data layer's content locale) leaves AdminI18n and the catalogues
// out of the first download; AdminI18n's locale, locales and setLocale are its own.
import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ɵADMIN_UI_LOCALE } from 'admin/config';
import { provideAdmin } from '../setup/provide-admin';
import { BUILT_IN_MESSAGES } from './built-in-messages';
import { AdminI18n } from './i18n';
import { ɵAdminLocale } from './locale';
import { FR_MESSAGES } from './messages-fr';

describe('ɵAdminLocale', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('is set up with provideAdmin: <html lang> and a French start’s catalogue, before AdminI18n', async () => {
    localStorage.setItem('admin.locale', 'fr');
    const load = jest.spyOn(BUILT_IN_MESSAGES, 'fr');
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    TestBed.inject(ApplicationRef);
    expect(document.documentElement.lang).toBe('fr');
    expect(load).toHaveBeenCalledTimes(1);

    // AdminI18n, when it comes, takes the catalogue already fetched.
    const i18n = TestBed.inject(AdminI18n);
    await i18n.ready();
    expect(i18n.t('admin.pages.notFound')).toBe('Page introuvable');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for English', () => {
    const load = jest.spyOn(BUILT_IN_MESSAGES, 'fr');
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    expect(TestBed.inject(ɵAdminLocale).locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('is the locale AdminI18n switches and the data layer reads', () => {
    jest.spyOn(BUILT_IN_MESSAGES, 'fr').mockReturnValue(new Promise(() => undefined));
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [], locales: ['en', 'fr'] })],
    });
    const locale = TestBed.inject(ɵAdminLocale);
    const uiLocale = TestBed.inject(ɵADMIN_UI_LOCALE);
    const i18n = TestBed.inject(AdminI18n);
    expect(i18n.locales).toEqual(['en', 'fr']);
    expect(locale.locales).toBe(i18n.locales);

    i18n.setLocale('fr');
    expect(locale.locale()).toBe('fr');
    expect(uiLocale()).toBe('fr');
    expect(localStorage.getItem('admin.locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    locale.set('en');
    expect(i18n.locale()).toBe('en');
    expect(() => locale.set('de')).toThrow('Unknown locale "de"; available: en, fr');
    expect(i18n.locale()).toBe('en');
  });

  it('fetches a catalogue once, and again after a failure', async () => {
    const load = jest
      .spyOn(BUILT_IN_MESSAGES, 'fr')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FR_MESSAGES);
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    const locale = TestBed.inject(ɵAdminLocale);
    await expect(locale.catalogue('fr')).rejects.toThrow('offline');
    await expect(locale.catalogue('fr')).resolves.toBe(FR_MESSAGES);
    await expect(locale.catalogue('fr')).resolves.toBe(FR_MESSAGES);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
