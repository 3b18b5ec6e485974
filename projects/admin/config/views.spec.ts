import { firstValueFrom } from 'rxjs';

import { localViewStore, savedViewProblem, type SavedViewDraft } from './views';

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

const DRAFT: SavedViewDraft = {
  resource: 'posts',
  name: ' Drafts ',
  sharedWith: ['viewer'],
  state: {
    q: '',
    filter: { status: 'draft' },
    sort: ['-id'],
    order: 'desc',
    perPage: 25,
    columns: null,
  },
};

describe('localViewStore', () => {
  it('keeps views per user in the storage, lists a list’s own, replaces and removes them', async () => {
    const storage = memoryStorage();
    let user: number | null = 2;
    let ids = 0;
    const store = localViewStore({ storage, user: () => user, newId: () => `id${++ids}` });

    const saved = await firstValueFrom(store.save(DRAFT));
    expect(saved).toEqual({ ...DRAFT, name: 'Drafts', id: 'id1', owner: 2 });
    await firstValueFrom(store.save({ ...DRAFT, resource: 'users', name: 'People' }));
    expect(JSON.parse(storage.getItem('admin.views.2')!)).toHaveLength(2);
    expect((await firstValueFrom(store.list('posts'))).map((v) => v.name)).toEqual(['Drafts']);

    await firstValueFrom(store.save({ ...DRAFT, id: 'id1', name: 'Renamed' }));
    expect((await firstValueFrom(store.list('posts'))).map((v) => v.name)).toEqual(['Renamed']);

    // Another user of the same browser has their own views; signed out, there are none.
    user = 3;
    expect(await firstValueFrom(store.list('posts'))).toEqual([]);
    user = null;
    expect(await firstValueFrom(store.list('posts'))).toEqual([]);
    await expect(firstValueFrom(store.save(DRAFT))).rejects.toThrow(
      'ViewStore: no one is signed in',
    );

    user = 2;
    await firstValueFrom(store.remove('id1'), { defaultValue: undefined });
    expect(await firstValueFrom(store.list('posts'))).toEqual([]);
    await expect(firstValueFrom(store.remove('id1'))).rejects.toThrow(
      'ViewStore.remove(id): no view "id1"',
    );
    await expect(firstValueFrom(store.save({ ...DRAFT, id: 'nope' }))).rejects.toThrow(
      'ViewStore.save(view): no view "nope"',
    );
  });

  it('reads broken storage as no views, and says so when there is no storage to write to', async () => {
    const storage = memoryStorage();
    storage.setItem('admin.views.1', '{not json');
    const store = localViewStore({ storage, user: () => 1 });
    expect(await firstValueFrom(store.list('posts'))).toEqual([]);
    const none = localViewStore({ storage: null, user: () => 1 });
    expect(await firstValueFrom(none.list('posts'))).toEqual([]);
    await expect(firstValueFrom(none.save(DRAFT))).rejects.toThrow(
      'ViewStore: the browser has no localStorage here',
    );
  });
});

describe('savedViewProblem', () => {
  it('names the field that is wrong', () => {
    expect(savedViewProblem(DRAFT)).toBeNull();
    expect(savedViewProblem({ ...DRAFT, name: ' ' })).toBe('name must not be empty');
    expect(savedViewProblem({ ...DRAFT, resource: '' })).toBe('resource must be the list’s name');
    expect(savedViewProblem({ ...DRAFT, sharedWith: [''] })).toBe(
      'sharedWith must be a list of role names',
    );
    expect(savedViewProblem({ ...DRAFT, state: { ...DRAFT.state, perPage: 0 } })).toBe(
      'state.perPage must be a whole number ≥ 1',
    );
    expect(
      savedViewProblem({
        ...DRAFT,
        state: { ...DRAFT.state, sort: 'title' as unknown as string[] },
      }),
    ).toBe('state.sort must be a list of field names');
    expect(savedViewProblem({ ...DRAFT, state: { ...DRAFT.state, order: 'up' as 'asc' } })).toBe(
      'state.order must be asc or desc',
    );
  });
});
