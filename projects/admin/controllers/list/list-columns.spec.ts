import { signal } from '@angular/core';

import {
  ListColumns,
  fitColumnState,
  localColumnStorage,
  type ListColumnStorage,
} from './list-columns';

/** A Storage kept in a Map (what jsdom's localStorage does, without state between tests). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function setup(sources = ['id', 'title', 'status', 'views']) {
  const storage = memoryStorage();
  const columns = signal<readonly string[]>(sources);
  const key = signal<string | null>('admin.columns.1.posts');
  const store: ListColumnStorage = localColumnStorage(storage);
  return { storage, columns, key, list: new ListColumns(columns, key, store), store };
}

describe('ListColumns', () => {
  it('starts with the declared columns, all shown, comfortable', () => {
    const { list } = setup();
    expect(list.visible()).toEqual(['id', 'title', 'status', 'views']);
    expect(list.density()).toBe('comfortable');
    expect(list.customised()).toBe(false);
  });

  it('hides and shows columns, never the last one shown', () => {
    const { list } = setup(['id', 'title']);
    expect(list.setVisible('id', false)).toBe(true);
    expect(list.visible()).toEqual(['title']);
    expect(list.setVisible('title', false)).toBe(false);
    expect(list.visible()).toEqual(['title']);
    expect(list.toggle('id')).toBe(true);
    expect(list.visible()).toEqual(['id', 'title']);
    expect(() => list.setVisible('nope', false)).toThrow('no column "nope"');
  });

  it('reorders by drop indexes and by keyboard steps, stopping at the ends', () => {
    const { list } = setup();
    list.move(0, 2);
    expect(list.visible()).toEqual(['title', 'status', 'id', 'views']);
    expect(list.moveBy('views', -1)).toBe(true);
    expect(list.visible()).toEqual(['title', 'status', 'views', 'id']);
    expect(list.moveBy('title', -1)).toBe(false);
    expect(list.moveBy('id', 1)).toBe(false);
    expect(list.customised()).toBe(true);
  });

  it('resizes within 48–960 px and forgets a width set to null', () => {
    const { list } = setup();
    list.resize('title', 12);
    list.resize('status', 5000);
    list.resize('views', 200.4);
    expect(list.items().map((item) => item.width)).toEqual([null, 48, 960, 200]);
    list.resize('views', null);
    expect(list.items()[3].width).toBeNull();
  });

  it('keeps the layout per user and list, survives a new controller, resets to defaults', () => {
    const { list, storage, columns, key, store } = setup();
    list.setVisible('status', false);
    list.setDensity('compact');
    expect(JSON.parse(storage.getItem('admin.columns.1.posts')!)).toMatchObject({
      hidden: ['status'],
      density: 'compact',
    });
    // A reload: a new controller reads what was stored.
    const again = new ListColumns(columns, key, store);
    expect(again.visible()).toEqual(['id', 'title', 'views']);
    expect(again.density()).toBe('compact');
    // Another user sees the defaults.
    key.set('admin.columns.2.posts');
    expect(again.visible()).toEqual(['id', 'title', 'status', 'views']);
    key.set('admin.columns.1.posts');
    again.reset();
    expect(again.visible()).toEqual(['id', 'title', 'status', 'views']);
    expect(again.density()).toBe('comfortable');
    expect(storage.getItem('admin.columns.1.posts')).toBeNull();
  });

  it('applies a saved layout fitted to the columns declared now', () => {
    const { list } = setup();
    list.apply({ order: ['views', 'id', 'gone'], hidden: ['id'], widths: { views: 100 } });
    expect(list.visible()).toEqual(['views', 'title', 'status']);
    expect(list.items()[0]).toEqual({ source: 'views', visible: true, width: 100 });
  });
});

describe('fitColumnState', () => {
  it('places new columns after the one declared before them and drops unknown ones', () => {
    const state = fitColumnState(['a', 'b', 'c', 'd'], { order: ['c', 'a', 'x'], hidden: ['x'] });
    expect(state.order).toEqual(['c', 'd', 'a', 'b']);
    expect(state.hidden).toEqual([]);
  });

  it('gives the defaults for anything that is not a state, and shows all when all are hidden', () => {
    expect(fitColumnState(['a'], 'junk').order).toEqual(['a']);
    expect(fitColumnState(['a', 'b'], { hidden: ['a', 'b'] }).hidden).toEqual([]);
    expect(fitColumnState(['a'], { density: 'huge', widths: { a: 'wide' } })).toEqual({
      order: ['a'],
      hidden: [],
      widths: {},
      density: 'comfortable',
    });
  });

  it('reads nothing from corrupt or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(localColumnStorage(storage).read('k')).toBeNull();
    expect(localColumnStorage(null).read('k')).toBeNull();
  });
});
