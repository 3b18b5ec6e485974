import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { provideAdmin } from '../setup/provide-admin';
import { normalizeResources } from '../core/normalize';
import { BUILT_IN_MESSAGES, ɵLOADED_MESSAGES } from './built-in-messages';
import { AdminI18n } from './i18n';
import { ɵsingularize } from './i18n-internal';
import { provideAdminMessages } from './app-messages';
import { EN_MESSAGES } from './messages-en';
import { FR_MESSAGES } from './messages-fr';

function flatKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

describe('AdminI18n', () => {
  const [users, blogPosts, categories] = normalizeResources([
    { name: 'users', label: 'name' },
    { name: 'blogPosts', label: (r) => `«${r['title']}»` },
    { name: 'categories' },
  ]);

  function setup(...extra: ReturnType<typeof provideAdminMessages>[]) {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [], title: 'My Admin' }), ...extra],
    });
    return TestBed.inject(AdminI18n);
  }

  /** Counts the loads of the French catalogue (each still loads it). */
  const spyOnFrench = () => jest.spyOn(BUILT_IN_MESSAGES, 'fr');
  /** French arrives only after a few macrotasks, as over a network. */
  const slowFrench = () =>
    spyOnFrench().mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(FR_MESSAGES), 50)),
    );

  afterEach(() => jest.restoreAllMocks());

  it('has a French message for every English key', () => {
    expect(flatKeys(FR_MESSAGES).sort()).toEqual(flatKeys(EN_MESSAGES).sort());
  });

  it('builds the titles of docs/decisions.md §7 from names and labels', () => {
    const i18n = setup();
    expect(i18n.pageTitle(users, 'list')).toBe('Users');
    expect(i18n.pageTitle(users, 'show', { id: 1, name: 'Alice' })).toBe('User Alice');
    expect(i18n.pageTitle(users, 'create')).toBe('New user');
    expect(i18n.pageTitle(users, 'edit', { id: 1, name: 'Alice' })).toBe('Edit user Alice');
    expect(i18n.pageTitle(blogPosts, 'edit', { id: 2, title: 'Hi' })).toBe('Edit blog post «Hi»');
    expect(i18n.pageTitle(categories, 'create')).toBe('New category');
  });

  it('uses resource names and titles from messages, per locale', async () => {
    const i18n = setup(
      provideAdminMessages('fr', {
        resources: {
          users: {
            name: { singular: 'Utilisateur', plural: 'Utilisateurs' },
            titles: { create: 'Nouvel utilisateur' },
          },
        },
      }),
    );
    i18n.setLocale('fr');
    await i18n.ready();
    expect(i18n.pageTitle(users, 'list')).toBe('Utilisateurs');
    expect(i18n.pageTitle(users, 'create')).toBe('Nouvel utilisateur');
    expect(i18n.pageTitle(users, 'edit', { name: 'Alice' })).toBe('Modifier utilisateur Alice');
    i18n.setLocale('en');
    expect(i18n.pageTitle(users, 'list')).toBe('Users');
  });

  it('interpolates parameters and follows the locale signal', async () => {
    const i18n = setup();
    expect(i18n.t('admin.pages.recordNotFound', { resource: 'User', id: 7 })).toBe(
      'User #7 not found',
    );
    i18n.setLocale('fr');
    await i18n.ready();
    expect(i18n.locale()).toBe('fr');
    expect(i18n.t('admin.pages.recordNotFound', { resource: 'Utilisateur', id: 7 })).toBe(
      'Utilisateur n°7 introuvable',
    );
    expect(localStorage.getItem('admin.locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English with a warning when a locale lacks a key, and to the key when none has it', async () => {
    const i18n = setup(provideAdminMessages('en', { custom: { hello: 'Hello {who}' } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18n.setLocale('fr');
    await i18n.ready();
    expect(i18n.t('custom.hello', { who: 'Ada' })).toBe('Hello Ada');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('missing "fr" message "custom.hello"'),
    );
    expect(i18n.t('nothing.here')).toBe('nothing.here');
  });

  describe('the English catalogue, loaded with import() (only the shell in the first download)', () => {
    // The test set-up (jest.setup.ts) hands English over at once; here it is loaded as in an app.
    let preloaded: ReturnType<typeof ɵLOADED_MESSAGES.get>;
    beforeEach(() => {
      preloaded = ɵLOADED_MESSAGES.get('en');
      ɵLOADED_MESSAGES.clear();
    });
    afterEach(() => {
      if (preloaded) ɵLOADED_MESSAGES.set('en', preloaded);
    });

    it('has the shell messages at once, the others once ready() resolves, without warnings', async () => {
      const load = jest.spyOn(BUILT_IN_MESSAGES, 'en');
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const i18n = setup();
      const empty = TestBed.runInInjectionContext(() =>
        computed(() => i18n.t('admin.list.empty', { plural: 'posts' })),
      );
      // The shell's groups: the sign-in page, the layout, status pages, titles.
      expect(i18n.t('admin.login.submit')).toBe('Sign in');
      expect(i18n.t('admin.layout.signOut')).toBe('Sign out');
      expect(i18n.pageTitle(users, 'create')).toBe('New user');
      // The rest is on its way: the key, not a missing message.
      expect(empty()).toBe('admin.list.empty');
      expect(i18n.has('admin.list.empty')).toBe(false);
      await i18n.ready();
      expect(empty()).toBe(i18n.t('admin.list.empty', { plural: 'posts' }));
      expect(empty()).not.toBe('admin.list.empty');
      expect(i18n.has('admin.list.empty')).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps the app unstable until English is in', async () => {
      jest
        .spyOn(BUILT_IN_MESSAGES, 'en')
        .mockImplementation(
          () => new Promise((resolve) => setTimeout(() => resolve(EN_MESSAGES), 50)),
        );
      const i18n = setup();
      expect(i18n.has('admin.actions.delete')).toBe(false);
      await TestBed.inject(ApplicationRef).whenStable();
      expect(i18n.t('admin.actions.delete')).toBe('Delete');
    });

    it('names the failure when English does not load, and keeps the shell messages', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(BUILT_IN_MESSAGES, 'en').mockRejectedValue(new Error('offline'));
      const i18n = setup();
      await i18n.ready();
      expect(error).toHaveBeenCalledWith(
        '[admin] could not load the "en" messages',
        expect.objectContaining({ message: 'offline' }),
      );
      expect(i18n.t('admin.layout.signOut')).toBe('Sign out');
      expect(i18n.t('admin.actions.delete')).toBe('admin.actions.delete');
    });
  });

  describe('the French catalogue, loaded when asked for', () => {
    it('is not loaded in English; setLocale() starts loading it, in English until it arrives, then recomputes', async () => {
      const load = spyOnFrench();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const i18n = setup();
      const title = TestBed.runInInjectionContext(() =>
        computed(() => i18n.t('admin.pages.notFound')),
      );
      expect(title()).toBe('Page not found');
      await i18n.ready();
      await TestBed.inject(ApplicationRef).whenStable();
      expect(load).not.toHaveBeenCalled();

      i18n.setLocale('fr');
      expect(load).toHaveBeenCalledTimes(1);
      expect(i18n.locale()).toBe('fr');
      expect(localStorage.getItem('admin.locale')).toBe('fr');
      expect(document.documentElement.lang).toBe('fr');
      // Synchronously, still English, like a missing key but without the warning.
      expect(i18n.t('admin.pages.notFound')).toBe('Page not found');
      expect(title()).toBe('Page not found');
      expect(i18n.pageTitle(users, 'create')).toBe('New user');
      expect(warn).not.toHaveBeenCalled();

      await i18n.ready();
      expect(i18n.t('admin.pages.notFound')).toBe('Page introuvable');
      expect(title()).toBe('Page introuvable');
      expect(i18n.pageTitle(users, 'create')).toBe('Nouveau : user');
      expect(warn).not.toHaveBeenCalled();

      // Loaded once: switching back and forth does not load it again.
      i18n.setLocale('en');
      expect(title()).toBe('Page not found');
      i18n.setLocale('fr');
      expect(title()).toBe('Page introuvable');
      await i18n.ready();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps the app unstable until it is in: a component re-renders in French', async () => {
      slowFrench();
      @Component({
        selector: 'app-title',
        template: '<h1>{{ i18n.t("admin.pages.notFound") }}</h1>',
        changeDetection: ChangeDetectionStrategy.OnPush,
      })
      class TitleComponent {
        protected readonly i18n = inject(AdminI18n);
      }
      const i18n = setup();
      const fixture = TestBed.createComponent(TitleComponent);
      await fixture.whenStable();
      const text = () => (fixture.nativeElement as HTMLElement).textContent?.trim();
      expect(text()).toBe('Page not found');

      i18n.setLocale('fr');
      expect(fixture.isStable()).toBe(false);
      await fixture.whenStable();
      expect(text()).toBe('Page introuvable');
    });

    it.each([
      ['stored in this browser', 'stored'],
      ['configured', 'configured'],
    ])(
      'starts loading in the constructor when the initial locale is French (%s)',
      async (_, how) => {
        const load = slowFrench();
        localStorage.clear();
        if (how === 'stored') localStorage.setItem('admin.locale', 'fr');
        TestBed.configureTestingModule({
          providers: [
            provideAdmin({ resources: [], ...(how === 'configured' ? { locale: 'fr' } : {}) }),
          ],
        });
        const i18n = TestBed.inject(AdminI18n);
        expect(i18n.locale()).toBe('fr');
        expect(load).toHaveBeenCalledTimes(1);
        expect(i18n.t('admin.pages.notFound')).toBe('Page not found');
        await TestBed.inject(ApplicationRef).whenStable();
        expect(i18n.t('admin.pages.notFound')).toBe('Page introuvable');
      },
    );

    it("lets the app's messages win over it, whenever it arrives", async () => {
      const i18n = setup(
        provideAdminMessages('fr', { admin: { pages: { notFound: 'Rien ici' } } }),
      );
      i18n.addMessages('fr', { admin: { pages: { forbidden: 'Défense d’entrer' } } });
      i18n.setLocale('fr');
      // Before it arrives, the app's French messages already show.
      expect(i18n.t('admin.pages.notFound')).toBe('Rien ici');
      expect(i18n.t('admin.pages.forbidden')).toBe('Défense d’entrer');
      expect(i18n.t('admin.pages.error')).toBe('Something went wrong');
      // Added while it loads.
      i18n.addMessages('fr', { admin: { pages: { home: 'Au début' } } });
      await i18n.ready();
      expect(i18n.t('admin.pages.notFound')).toBe('Rien ici');
      expect(i18n.t('admin.pages.forbidden')).toBe('Défense d’entrer');
      expect(i18n.t('admin.pages.home')).toBe('Au début');
      expect(i18n.t('admin.pages.error')).toBe('Une erreur est survenue');
      // And after it arrived.
      i18n.addMessages('fr', { admin: { pages: { error: 'Zut' } } });
      expect(i18n.t('admin.pages.error')).toBe('Zut');
    });

    it('stays in English when it fails to load, logged once, and a later setLocale() tries again', async () => {
      const load = spyOnFrench().mockRejectedValueOnce(new Error('offline'));
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const i18n = setup();
      i18n.setLocale('fr');
      await TestBed.inject(ApplicationRef).whenStable();
      await i18n.ready();
      expect(i18n.locale()).toBe('fr');
      expect(i18n.t('admin.pages.notFound')).toBe('Page not found');
      expect(i18n.t('admin.pages.error')).toBe('Something went wrong');
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('could not load the "fr" messages'),
        expect.objectContaining({ message: 'offline' }),
      );
      expect(warn).not.toHaveBeenCalled();

      i18n.setLocale('en');
      i18n.setLocale('fr');
      expect(load).toHaveBeenCalledTimes(2);
      await i18n.ready();
      expect(i18n.t('admin.pages.notFound')).toBe('Page introuvable');
      expect(error).toHaveBeenCalledTimes(1);
    });
  });

  it('sets <html lang> to the stored locale from the start, before any switch', () => {
    document.documentElement.lang = 'en';
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [], title: 'My Admin' })],
    });
    localStorage.setItem('admin.locale', 'fr');
    jest.spyOn(BUILT_IN_MESSAGES, 'fr').mockReturnValue(new Promise(() => undefined));
    const i18n = TestBed.inject(AdminI18n);
    expect(i18n.locale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    localStorage.clear();
  });

  it('refuses an unknown locale with a clear error', () => {
    const i18n = setup();
    expect(() => i18n.setLocale('de')).toThrow('Unknown locale "de"; available: en, fr');
  });

  it.each([
    ['categories', 'category'],
    ['boxes', 'box'],
    ['posts', 'post'],
    ['status', 'status'],
    ['address', 'address'],
  ])('singularize(%s) = %s', (plural, singular) => {
    expect(ɵsingularize(plural)).toBe(singular);
  });
});
