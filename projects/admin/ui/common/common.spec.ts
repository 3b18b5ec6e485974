import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';

import { provideAdmin } from '../../setup/provide-admin';
import { normalizeResources } from '../../core/normalize';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdminMessages } from '../../i18n/app-messages';
import { AdminNotifications } from 'admin/feedback';
import { toChoices } from './choices';
import { AdminConfirm } from 'admin/feedback';
import { fieldLabel, humanizeSource } from '../../controllers/field-label';
import { ɵreadPath as readPath } from 'admin/controllers';

const [posts] = normalizeResources([{ name: 'posts', label: 'title' }]);

describe('ui/common', () => {
  let overlay: HTMLElement;

  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [] }),
        provideAdminMessages('fr', { resources: { posts: { fields: { title: 'Titre' } } } }),
      ],
    });
    overlay = TestBed.inject(OverlayContainer).getContainerElement();
  });

  afterEach(() => {
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  // The dialog code loads on the first question: wait for it, then for the rendering.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await TestBed.inject(ApplicationRef).whenStable();
  };

  describe('AdminConfirm', () => {
    async function open(danger = true) {
      const answer = TestBed.inject(AdminConfirm).confirm({
        title: 'Delete post',
        message: 'Delete post “Hello”?',
        confirmText: 'Delete',
        danger,
      });
      await settle();
      return answer;
    }

    it('shows an alert dialog naming what is confirmed; resolves true on confirm', async () => {
      const answer = open();
      await settle();
      const dialog = overlay.querySelector('mat-dialog-container')!;
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      const titleId = dialog.getAttribute('aria-labelledby')!;
      expect(overlay.querySelector(`#${titleId}`)?.textContent?.trim()).toBe('Delete post');
      expect(dialog.textContent).toContain('Delete post “Hello”?');
      const ok = overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!;
      expect(ok.textContent?.trim()).toBe('Delete');
      expect(ok.classList).toContain('va-danger');
      ok.click();
      await expect(answer).resolves.toBe(true);
    });

    it('resolves false on cancel, with localised default button texts', async () => {
      TestBed.inject(AdminI18n).setLocale('fr');
      const answer = TestBed.inject(AdminConfirm).confirm({ title: 'T', message: 'M' });
      await settle();
      const cancel = overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!;
      expect(cancel.textContent?.trim()).toBe('Annuler');
      expect(overlay.querySelector('.va-confirm-ok')?.textContent?.trim()).toBe('Confirmer');
      cancel.click();
      await expect(answer).resolves.toBe(false);
    });

    it('resolves false when dismissed with Escape', async () => {
      const answer = open(false);
      await settle();
      const dialog = overlay.querySelector('mat-dialog-container')!;
      const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
      Object.defineProperty(escape, 'keyCode', { value: 27 });
      dialog.dispatchEvent(escape);
      await expect(answer).resolves.toBe(false);
    });
  });

  describe('AdminNotifications', () => {
    it('announces record changes in the current locale', async () => {
      const notifications = TestBed.inject(AdminNotifications);
      notifications.recordChanged(posts, 'deleted', { id: 1, title: 'Hello' });
      await settle();
      expect(overlay.textContent).toContain('Post “Hello” deleted');
      expect(overlay.querySelector('.va-notification-success')).not.toBeNull();
    });

    it('shows API errors by their message, network failures by a readable text', async () => {
      const notifications = TestBed.inject(AdminNotifications);
      expect(notifications.errorMessage({ status: 403, message: 'Forbidden here' })).toBe(
        'Forbidden here',
      );
      expect(notifications.errorMessage({ status: 0, message: 'Http failure' })).toBe(
        'The server could not be reached',
      );
      expect(notifications.errorMessage(new Error('Boom'))).toBe('Boom');
      expect(notifications.errorMessage(undefined)).toBe('Something went wrong');
      notifications.error({ status: 422, message: 'Title is required' });
      await settle();
      expect(overlay.textContent).toContain('Error: Title is required');
      const error = overlay.querySelector('.va-notification-error')!;
      expect(error).not.toBeNull();
      expect(error.querySelector('button')?.textContent?.trim()).toBe('Close');
    });
  });

  it('humanises sources and reads labels from messages per locale', () => {
    const i18n = TestBed.inject(AdminI18n);
    expect(humanizeSource('publishedAt')).toBe('Published at');
    expect(humanizeSource('userId')).toBe('User');
    expect(humanizeSource('tagIds')).toBe('Tags');
    expect(humanizeSource('category_id')).toBe('Category');
    expect(humanizeSource('author.name')).toBe('Author name');
    expect(humanizeSource('title_like')).toBe('Title');
    expect(fieldLabel(i18n, posts, 'title')).toBe('Title');
    i18n.setLocale('fr');
    expect(fieldLabel(i18n, posts, 'title')).toBe('Titre');
    expect(fieldLabel(i18n, posts, 'title', 'Custom')).toBe('Custom');
  });

  it('reads property paths and normalises choices', () => {
    expect(readPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(readPath({ 'a.b': 1 }, 'a.b')).toBe(1);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath(null, 'a')).toBeUndefined();
    expect(toChoices(['x', { value: 1, label: 'One' }])).toEqual([
      { value: 'x', label: 'x' },
      { value: 1, label: 'One' },
    ]);
  });
});
