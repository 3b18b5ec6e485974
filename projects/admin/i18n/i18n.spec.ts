import { TestBed } from '@angular/core/testing';

import { provideAdmin } from '../setup/provide-admin';
import { normalizeResources } from '../core/normalize';
import { AdminI18n, provideAdminMessages, ɵsingularize } from './i18n';
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

  afterEach(() => jest.restoreAllMocks());

  it('has a French message for every English key', () => {
    expect(flatKeys(FR_MESSAGES).sort()).toEqual(flatKeys(EN_MESSAGES).sort());
  });

  it('builds the titles of DESIGN §3 from names and labels', () => {
    const i18n = setup();
    expect(i18n.pageTitle(users, 'list')).toBe('Users');
    expect(i18n.pageTitle(users, 'show', { id: 1, name: 'Alice' })).toBe('User Alice');
    expect(i18n.pageTitle(users, 'create')).toBe('New user');
    expect(i18n.pageTitle(users, 'edit', { id: 1, name: 'Alice' })).toBe('Edit user Alice');
    expect(i18n.pageTitle(blogPosts, 'edit', { id: 2, title: 'Hi' })).toBe('Edit blog post «Hi»');
    expect(i18n.pageTitle(categories, 'create')).toBe('New category');
  });

  it('uses resource names and titles from messages, per locale', () => {
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
    expect(i18n.pageTitle(users, 'list')).toBe('Utilisateurs');
    expect(i18n.pageTitle(users, 'create')).toBe('Nouvel utilisateur');
    expect(i18n.pageTitle(users, 'edit', { name: 'Alice' })).toBe('Modifier utilisateur Alice');
    i18n.setLocale('en');
    expect(i18n.pageTitle(users, 'list')).toBe('Users');
  });

  it('interpolates parameters and follows the locale signal', () => {
    const i18n = setup();
    expect(i18n.t('admin.pages.recordNotFound', { resource: 'User', id: 7 })).toBe(
      'User #7 not found',
    );
    i18n.setLocale('fr');
    expect(i18n.locale()).toBe('fr');
    expect(i18n.t('admin.pages.recordNotFound', { resource: 'Utilisateur', id: 7 })).toBe(
      'Utilisateur n°7 introuvable',
    );
    expect(localStorage.getItem('admin.locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('falls back to English with a warning when a locale lacks a key, and to the key when none has it', () => {
    const i18n = setup(provideAdminMessages('en', { custom: { hello: 'Hello {who}' } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18n.setLocale('fr');
    expect(i18n.t('custom.hello', { who: 'Ada' })).toBe('Hello Ada');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('missing "fr" message "custom.hello"'),
    );
    expect(i18n.t('nothing.here')).toBe('nothing.here');
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
