import { TestBed } from '@angular/core/testing';

import { normalizeResources } from '../core/normalize';
import { provideAdmin } from '../setup/provide-admin';
import { ɵAdminPagePrefetch } from './page-prefetch';

describe('ɵAdminPagePrefetch', () => {
  const [posts, users] = normalizeResources([
    { name: 'posts', label: 'title' },
    { name: 'users', label: 'name' },
  ]);

  function setup(pages: Record<string, () => Promise<unknown>>) {
    TestBed.configureTestingModule({
      providers: [provideAdmin({ resources: [posts, users], pages: pages as never })],
    });
    return TestBed.inject(ɵAdminPagePrefetch);
  }

  it("fetches a registered page's code once, and nothing for a page without a loader", async () => {
    class PostsShow {}
    const load = jest.fn(() => Promise.resolve(PostsShow));
    const prefetch = setup({ PostsShow: load });
    prefetch.prefetch(posts, 'show');
    prefetch.prefetch(posts, 'show');
    prefetch.prefetch(users, 'show');
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    class PostsEdit {}
    const load = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(PostsEdit);
    const prefetch = setup({ PostsEdit: load });
    prefetch.prefetch(posts, 'edit');
    await new Promise((resolve) => setTimeout(resolve));
    prefetch.prefetch(posts, 'edit');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
