import { Injectable, PendingTasks, computed, inject, isDevMode, signal } from '@angular/core';
import { capitalCase } from 'change-case';
import { ADMIN_CONFIG } from 'admin/config';
import { recordId, recordLabel } from 'admin/core';
import type { AdminRecord, PageAction, Resource } from 'admin/core';
import { BUILT_IN_MESSAGES, ɵLOADED_MESSAGES } from './built-in-messages';
import { ADMIN_MESSAGES } from './app-messages';
import { ɵAdminLocale } from './locale';
import type { AdminMessages } from './messages-en';
import { EN_SHELL_MESSAGES } from './messages-en-shell';
import { ɵsingularize } from './i18n-internal';

/** Parameters interpolated into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number | null | undefined>>;

function flatten(
  tree: AdminMessages,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * Messages, the UI locale and the localised names and titles of resources
 * (docs/decisions.md §7 "Titles"). The locale is a signal: everything computed from it follows a
 * switch without a reload.
 *
 * The built-in catalogues are loaded with `import()`: English (every locale's fallback) from the
 * start, the others (French) when their locale is first used; only the English messages of the
 * shell (sign-in page, layout, status pages, titles) are in the first download. `adminRoutes()`
 * waits for them (`ready()`), so that no admin page renders before its messages. The app's
 * messages (`ADMIN_MESSAGES`, `addMessages()`) always win over the built-in ones, whenever those
 * arrive.
 */
@Injectable({ providedIn: 'root' })
export class AdminI18n {
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  private readonly extra = inject(ADMIN_MESSAGES, { optional: true }) ?? [];
  private readonly pendingTasks = inject(PendingTasks);
  /** The locale, its switch and `<html lang>` (see `ɵAdminLocale`). */
  private readonly state = inject(ɵAdminLocale);
  /** The built-in catalogues loaded so far, by locale. */
  private readonly builtIn = new Map(
    [...ɵLOADED_MESSAGES].map(([locale, messages]) => [locale, flatten(messages)] as const),
  );
  /** The English messages of the shell, there from the start (until all English arrives). */
  private readonly shell = flatten(EN_SHELL_MESSAGES);
  /** The app's catalogues, by locale: looked up before the built-in ones. */
  private readonly catalogs = new Map<string, Map<string, string>>();
  /** The loads of built-in catalogues under way, by locale. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Bumped when a built-in catalogue arrives: what was computed from `t()` follows. */
  private readonly arrivals = signal(0);
  private readonly warned = new Set<string>();

  /** Locales the UI offers. */
  readonly locales: readonly string[] = this.state.locales;
  /** The current UI locale. */
  readonly locale = this.state.locale;
  /** The app title from the config. */
  readonly appTitle = computed(() => this.config?.title ?? 'Admin');

  constructor() {
    for (const entry of this.extra) this.addMessages(entry.locale, entry.messages);
    this.load('en');
    this.load(this.locale());
  }

  /** Merges messages into a locale's catalogue (later calls win; over the built-in ones too). */
  addMessages(locale: string, messages: AdminMessages): void {
    const catalog = this.catalogs.get(locale) ?? new Map<string, string>();
    flatten(messages, '', catalog);
    this.catalogs.set(locale, catalog);
  }

  /**
   * Switches the UI locale and remembers it in this browser. When the locale's built-in catalogue
   * is not loaded yet, this starts loading it (a pending task: the app is not stable until it is
   * in); meanwhile messages are in English, and they switch once it arrives. See `ready()`.
   */
  setLocale(locale: string): void {
    this.state.set(locale);
    this.load(locale);
  }

  /**
   * Resolves once the built-in catalogues of the current locale and of English (its fallback)
   * are loaded (at once when they already are). `adminRoutes()` awaits it; a fixture's or the
   * app's `whenStable()` already waits for it too. It also resolves when a load fails: the error
   * is logged, messages fall back to English (or to their keys), and the next `setLocale()` of
   * that locale tries again.
   */
  ready(): Promise<void> {
    const loads = [this.loading.get('en'), this.loading.get(this.locale())];
    return Promise.all(loads).then(() => undefined);
  }

  /** Starts loading a locale's built-in catalogue unless it is loaded or on its way. */
  private load(locale: string): void {
    if (!this.builtInPending(locale) || this.loading.has(locale)) return;
    const done = this.pendingTasks.add();
    const loading = this.state
      .catalogue(locale)
      .then(
        (messages) => {
          this.builtIn.set(locale, flatten(messages));
          this.arrivals.update((n) => n + 1);
        },
        (error: unknown) => {
          const fallback = locale === 'en' ? '' : '; using English';
          console.error(`[admin] could not load the "${locale}" messages${fallback}`, error);
        },
      )
      .finally(() => {
        this.loading.delete(locale);
        done();
      });
    this.loading.set(locale, loading);
  }

  /** Whether a key has a message in the current locale or in English. */
  has(key: string): boolean {
    return this.lookup(key, false) !== undefined;
  }

  /**
   * The message for a key in the current locale, `{param}` placeholders filled in. A key missing
   * in the locale falls back to English (with a dev-mode warning); a key missing everywhere
   * returns the key itself. While the locale's built-in catalogue is loading, its messages are in
   * English too (without warnings), unless the app's own messages have them.
   */
  t(key: string, params?: MessageParams): string {
    const message = this.lookup(key, true) ?? key;
    return params ? interpolate(message, params) : message;
  }

  private lookup(key: string, warn: boolean): string | undefined {
    const locale = this.locale();
    this.arrivals();
    const found = this.message(locale, key);
    if (found !== undefined) return found;
    const english = this.message('en', key);
    // Not a missing message while the locale's or English's built-in catalogue is on its way (or
    // failed to load, which was logged once).
    if (this.builtInPending(locale) || this.builtInPending('en')) return english;
    if (warn && isDevMode() && !this.warned.has(`${locale}:${key}`)) {
      this.warned.add(`${locale}:${key}`);
      if (english !== undefined)
        console.warn(`[admin] missing "${locale}" message "${key}"; using English`);
      else console.warn(`[admin] missing message "${key}"`);
    }
    return english;
  }

  /** Whether a locale has a built-in catalogue that is not loaded (yet). */
  private builtInPending(locale: string): boolean {
    return !this.builtIn.has(locale) && Object.hasOwn(BUILT_IN_MESSAGES, locale);
  }

  /** A message of the app's catalogue for a locale, else of the built-in one (or the shell's). */
  private message(locale: string, key: string): string | undefined {
    const found = this.catalogs.get(locale)?.get(key) ?? this.builtIn.get(locale)?.get(key);
    return found ?? (locale === 'en' ? this.shell.get(key) : undefined);
  }

  /** A resource's display name: `resources.<name>.name.singular|plural`, else humanised from the name. */
  resourceName(resource: Pick<Resource, 'name'>, form: 'singular' | 'plural'): string {
    const key = `resources.${resource.name}.name.${form}`;
    const message = this.lookup(key, false);
    if (message !== undefined) return message;
    const plural = capitalCase(resource.name).replace(
      /(?<=.) (\w)/g,
      (_, c: string) => ` ${c.toLowerCase()}`,
    );
    if (form === 'plural') return plural;
    const words = plural.split(' ');
    words[words.length - 1] = ɵsingularize(words[words.length - 1]);
    return words.join(' ');
  }

  /** A record's display name through the resource's `label` (docs/contract.md §2.4). */
  recordLabel(resource: Pick<Resource, 'label'>, record: AdminRecord | null | undefined): string {
    return recordLabel(resource, record);
  }

  /**
   * The localised title of a resource page: list "Users", show "User Alice", create "New user",
   * edit "Edit user Alice". Per resource: `resources.<name>.titles.<action>`.
   */
  pageTitle(resource: Resource, action: PageAction, record?: AdminRecord | null): string {
    const singular = this.resourceName(resource, 'singular');
    const plural = this.resourceName(resource, 'plural');
    const label = record ? this.recordLabel(resource, record) : '';
    const params: MessageParams = {
      singular,
      plural,
      singularLower: lowerFirst(singular),
      pluralLower: lowerFirst(plural),
      label,
      id: String(recordId(resource, record) ?? ''),
    };
    const custom = `resources.${resource.name}.titles.${action}`;
    const key = this.lookup(custom, false) !== undefined ? custom : `admin.titles.${action}`;
    return this.t(key, params).replace(/\s+/g, ' ').trim();
  }
}

function interpolate(message: string, params: MessageParams): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
