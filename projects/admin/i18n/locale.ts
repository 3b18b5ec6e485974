import { DOCUMENT, isPlatformServer } from '@angular/common';
import { Injectable, PLATFORM_ID, inject, signal } from '@angular/core';

import { ADMIN_CONFIG } from 'admin/config';
import { BUILT_IN_MESSAGES, ɵLOADED_MESSAGES } from './built-in-messages';
import type { AdminMessages } from './messages-en';

const LOCALE_STORAGE_KEY = 'admin.locale';

/**
 * The UI locale alone: the offered locales, the current one (a signal; a stored choice first), the
 * switch that remembers it in this browser, `<html lang>`, and the fetch of the start locale's
 * built-in catalogue. `AdminI18n.locale`, `locales` and `setLocale` are this service's. It stands apart from the messages so that what needs only the
 * locale from the start (the list reuse strategy, the data layer's content locale) does not bring
 * the message catalogues and `AdminI18n` into the app's first download.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminLocale {
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  /** The page's document: the browser's, or the one a server render fills (none in plain Node). */
  private readonly document =
    isPlatformServer(inject(PLATFORM_ID)) || typeof document !== 'undefined'
      ? inject(DOCUMENT)
      : null;

  /** Locales the UI offers. */
  readonly locales: readonly string[] = this.config?.locales ?? ['en', 'fr'];
  private readonly current = signal(this.initialLocale());
  /** The current UI locale. */
  readonly locale = this.current.asReadonly();
  /** The fetches of built-in catalogues, by locale. */
  private readonly fetched = new Map<string, Promise<AdminMessages>>();

  constructor() {
    // `<html lang>` names the locale the page is in from the start (a stored choice too), in the
    // browser and in a page rendered on the server.
    this.setDocumentLang(this.current());
    // English (every locale's fallback) and the start locale's built-in catalogues are fetched
    // now, while the first page loads: `AdminI18n` finds them there (a failure is reported when
    // `AdminI18n` loads them).
    for (const locale of new Set(['en', this.current()])) {
      if (Object.hasOwn(BUILT_IN_MESSAGES, locale) && !ɵLOADED_MESSAGES.has(locale)) {
        this.catalogue(locale).catch(() => undefined);
      }
    }
  }

  /** Switches the locale and remembers it in this browser; throws on a locale not offered. */
  set(locale: string): void {
    if (!this.locales.includes(locale)) {
      throw new Error(`Unknown locale "${locale}"; available: ${this.locales.join(', ')}`);
    }
    this.current.set(locale);
    if (typeof localStorage !== 'undefined') localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    this.setDocumentLang(locale);
  }

  private initialLocale(): string {
    const stored =
      typeof localStorage !== 'undefined' ? localStorage.getItem(LOCALE_STORAGE_KEY) : null;
    if (stored && this.locales.includes(stored)) return stored;
    return this.config?.locale ?? 'en';
  }

  private setDocumentLang(locale: string): void {
    const html = this.document?.documentElement;
    if (html) html.lang = locale;
  }

  /**
   * The built-in catalogue of a locale (French; `BUILT_IN_MESSAGES`), fetched once: `AdminI18n`
   * loads catalogues through it. A failed fetch is tried again on the next call.
   */
  catalogue(locale: string): Promise<AdminMessages> {
    let fetched = this.fetched.get(locale);
    if (!fetched) {
      fetched = new Promise<AdminMessages>((resolve) => resolve(BUILT_IN_MESSAGES[locale]()));
      fetched.catch(() => this.fetched.delete(locale));
      this.fetched.set(locale, fetched);
    }
    return fetched;
  }
}
