// @ts-check
'use strict';

const { describe, it, expect } = require('@jest/globals');
const { negotiateLocale, localizePost, storePostWrite } = require('./i18n');

/** @returns {import('./seed').Post} */
const post = () => ({
  id: 1,
  title: 'Hello',
  body: 'World',
  userId: 1,
  categoryId: 1,
  tagIds: [],
  published: true,
  archived: false,
  publishedAt: '2024-01-01T00:00:00.000Z',
  views: 3,
  cover: null,
  translations: { fr: { title: 'Bonjour', body: 'Monde' } },
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['FR-ca', 'fr'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['de,fr;q=0.5', 'fr'],
    ['en;q=0.1, fr;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
    ['de', 'en'],
    ['*', 'en'],
  ])('%p → %p', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('localizePost', () => {
  it('serves the locale texts and never the translations key', () => {
    expect(localizePost(post(), 'fr')).toEqual({
      ...post(),
      translations: undefined,
      title: 'Bonjour',
      body: 'Monde',
    });
    expect(localizePost(post(), 'fr')).not.toHaveProperty('translations');
    expect(localizePost(post(), 'en')).not.toHaveProperty('translations');
    expect(localizePost(post(), 'en').title).toBe('Hello');
  });

  it('falls back to the default locale field by field', () => {
    const partial = { ...post(), translations: { fr: { title: 'Bonjour' } } };
    expect(localizePost(partial, 'fr')).toMatchObject({ title: 'Bonjour', body: 'World' });
    const untranslated = post();
    delete untranslated.translations;
    expect(localizePost(untranslated, 'fr')).toMatchObject({ title: 'Hello', body: 'World' });
  });
});

describe('storePostWrite', () => {
  it('stores a French creation as translation and default texts', () => {
    expect(
      storePostWrite('POST', { title: 'Salut', body: 'Texte', userId: 1 }, undefined, 'fr'),
    ).toEqual({
      title: 'Salut',
      body: 'Texte',
      userId: 1,
      translations: { fr: { title: 'Salut', body: 'Texte' } },
    });
  });

  it('keeps the other locale on a replacement', () => {
    const sent = { ...post(), title: 'Hi' };
    delete sent.translations;
    expect(storePostWrite('PUT', sent, post(), 'en')).toEqual({ ...post(), title: 'Hi' });
    expect(
      storePostWrite('PUT', { ...sent, title: 'Salut', body: undefined }, post(), 'fr'),
    ).toEqual({
      ...post(),
      translations: { fr: { title: 'Salut' } },
    });
  });

  it('merges a French patch into the French texts only', () => {
    expect(storePostWrite('PATCH', { title: 'Salut', views: 9 }, post(), 'fr')).toEqual({
      views: 9,
      translations: { fr: { title: 'Salut', body: 'Monde' } },
    });
    expect(storePostWrite('PATCH', { title: 'Hi' }, post(), 'en')).toEqual({ title: 'Hi' });
  });

  it('ignores a translations key sent by a client', () => {
    const written = storePostWrite(
      'POST',
      { title: 'A', translations: { fr: { title: 'X' } } },
      undefined,
      'en',
    );
    expect(written).toEqual({ title: 'A' });
  });
});
