// ListLinks: a row's or cell's link from absolute router commands, built once per URL.
import { APP_BASE_HREF } from '@angular/common';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { ListLinks } from './list-links';

describe('ListLinks', () => {
  function setup() {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: '**', children: [] }]),
        { provide: APP_BASE_HREF, useValue: '/app/' },
      ],
    });
    return TestBed.inject(ListLinks);
  }

  it('gives the router URL and the href under the base href, encoded as the router does', () => {
    const links = setup();
    expect(links.link(['/admin/posts', 12, 'edit'])).toEqual({
      route: '/admin/posts/12/edit',
      href: '/app/admin/posts/12/edit',
    });
    expect(links.link(['/tags', 'a b/c'])?.route).toBe('/tags/a%20b%2Fc');
    expect(links.link(null)).toBeNull();
  });

  it('builds each URL once, whatever the number of rows that show it', () => {
    const links = setup();
    const build = jest.spyOn(TestBed.inject(Router), 'createUrlTree');
    const first = links.link(['/categories', 'a b']);
    for (let i = 0; i < 25; i++) expect(links.link(['/categories', 'a b'])).toBe(first);
    expect(links.link(['/categories', 'c d'])).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('writes plain URLs without a URL tree, exactly as the router would', () => {
    const links = setup();
    const router = TestBed.inject(Router);
    const build = jest.spyOn(router, 'createUrlTree');
    const plain: (string | number)[][] = [
      ['/posts', 12],
      ['/admin/posts', 'a-1_b.c~d', 'edit'],
      ['/', 'posts', 3],
      ['/posts'],
      ['/'],
    ];
    const made = plain.map((commands) => links.link(commands)!.route);
    expect(build).not.toHaveBeenCalled();
    build.mockRestore();
    expect(made).toEqual(plain.map((c) => router.serializeUrl(router.createUrlTree(c))));
    // Anything else goes through the router.
    const other = jest.spyOn(router, 'createUrlTree');
    for (const commands of [
      ['/posts', 'a b'],
      ['/posts', 'x;y'],
      ['/a//b', 1],
      ['posts', 1],
    ]) {
      links.link(commands);
    }
    expect(other).toHaveBeenCalledTimes(4);
  });

  it("navigates to a link's router URL (a plain click)", async () => {
    const links = setup();
    const link = links.link(['/admin/posts', 12])!;
    await expect(links.navigate(link.route)).resolves.toBe(true);
    expect(TestBed.inject(Router).url).toBe('/admin/posts/12');
  });
});
