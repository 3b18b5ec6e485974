import { TestBed } from '@angular/core/testing';

import { AdminAccessError, AdminHttpError } from '../data/admin-http-error';
import { AdminI18n } from '../i18n/i18n';
import { provideAdminMessages } from '../i18n/app-messages';
import { ɵerrorMessage, ɵerrorNotice } from './notifier-internal';

const refused = (resource: string, action: 'list' | 'edit' | 'delete') =>
  new AdminAccessError({ resource, action, message: `${resource}: refused (developer text)` });

describe('errorMessage', () => {
  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdminMessages('fr', {
          resources: { posts: { name: { singular: 'Article', plural: 'Articles' } } },
        }),
      ],
    });
  });

  it('words a call the access check refused through the catalogue, in the current locale', async () => {
    const i18n = TestBed.inject(AdminI18n);
    expect(ɵerrorMessage(i18n, refused('posts', 'edit'))).toBe('You are not allowed to edit posts');
    expect(ɵerrorMessage(i18n, refused('archived-posts', 'list'))).toBe(
      'You are not allowed to list archived posts',
    );
    expect(ɵerrorNotice(i18n, refused('users', 'delete'))).toBe(
      'Error: You are not allowed to delete users',
    );
    i18n.setLocale('fr');
    await i18n.ready();
    expect(ɵerrorMessage(i18n, refused('posts', 'edit'))).toBe(
      'Vous n’êtes pas autorisé(e) à modifier les articles',
    );
  });

  it('keeps the API message of other errors', () => {
    const i18n = TestBed.inject(AdminI18n);
    expect(ɵerrorMessage(i18n, new AdminHttpError({ status: 403, message: 'Not yours' }))).toBe(
      'Not yours',
    );
  });
});
