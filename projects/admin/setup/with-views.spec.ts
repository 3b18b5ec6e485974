// withViews(): saved views on the backend; without it, none is provided (the lists keep them
// in localStorage); the demo API's store unless another is given.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { of } from 'rxjs';

import { ADMIN_VIEW_SHARE_ROLES, ViewStore, type SavedView } from 'admin/config';
import { withViews } from './admin-features';
import { provideAdmin } from './provide-admin';

const resources = [{ name: 'posts', label: 'title' }];

describe('withViews()', () => {
  it('provides no store without the feature, and shares with the user’s own roles', () => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources })] });
    expect(TestBed.inject(ViewStore, null, { optional: true })).toBeNull();
    expect(TestBed.inject(ADMIN_VIEW_SHARE_ROLES)).toEqual([]);
  });

  it("loads httpViewStore() with import() at the first call, on provideAdmin's apiUrl", async () => {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin(
          { resources, apiUrl: '/backend/' },
          withViews(undefined, { shareWith: ['viewer'] }),
        ),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    expect(TestBed.inject(ADMIN_VIEW_SHARE_ROLES)).toEqual(['viewer']);
    const views: (readonly SavedView[])[] = [];
    TestBed.inject(ViewStore)
      .list('posts')
      .subscribe((list) => views.push(list));
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.inject(HttpTestingController)
      .expectOne({ method: 'GET', url: '/backend/views?resource=posts' })
      .flush({ data: [] });
    expect(views).toEqual([[]]);
  });

  it('uses the store given (or made by a factory in an injection context), and names a bad argument', () => {
    const store: ViewStore = { list: () => of([]), save: () => of(), remove: () => of() } as never;
    TestBed.configureTestingModule({
      providers: [
        provideAdmin(
          { resources },
          withViews(() => store),
        ),
      ],
    });
    expect(TestBed.inject(ViewStore)).toBe(store);
    expect(() => withViews('http' as never)).toThrow(
      'withViews(store): store must be a ViewStore or a function creating one, got http',
    );
    expect(() => withViews(undefined, { shareWith: 'viewer' as never })).toThrow(
      'withViews(store, { shareWith }): shareWith must be a list of role names, got "viewer"',
    );
  });
});
