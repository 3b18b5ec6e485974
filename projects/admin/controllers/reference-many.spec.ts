import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS } from '../config/resource-catalog';
import type { RecordId, ResourceAction } from 'admin/core';
import { ResourceRepositories } from '../data/resource-repositories';
import { ɵPREFILL_PARAM, ɵRETURN_TO_PARAM, ɵparsePrefill, ɵsafeReturnTo } from './prefill';
import {
  injectReferenceMany,
  injectReferenceManyCount,
  type ReferenceManyOptions,
} from './reference-many';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'comments', label: 'body', include: ['author'] },
  { name: 'tags', label: 'name', actions: ['show'] },
  { name: 'replies', label: 'body', parent: 'posts' },
]);

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, postId: 1, body: `c${from + i}` }));

describe('ReferenceManyController', () => {
  let http: HttpTestingController;
  let denied: Set<string>;
  const parentId = signal<RecordId | null>(1);

  beforeEach(() => {
    denied = new Set();
    parentId.set(1);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        { provide: ADMIN_CONFIG, useValue: { resources } },
        {
          provide: ɵADMIN_ACCESS,
          useValue: (resource: string | { name: string }, action: ResourceAction) =>
            !denied.has(`${typeof resource === 'string' ? resource : resource.name}.${action}`),
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const many = (options: Partial<ReferenceManyOptions> = {}) =>
    TestBed.runInInjectionContext(() =>
      injectReferenceMany({ reference: 'comments', target: 'postId', id: parentId, ...options }),
    );
  const count = (options: Partial<ReferenceManyOptions> = {}) =>
    TestBed.runInInjectionContext(() =>
      injectReferenceManyCount({
        reference: 'comments',
        target: 'postId',
        id: parentId,
        ...options,
      }),
    );
  const listCall = (): TestRequest => http.expectOne((req) => req.url === '/api/comments');
  const answer = (req: TestRequest, data: object[], total: number) =>
    req.flush(data, { headers: { 'X-Total-Count': String(total) } });

  it('lists the records whose target is the parent id, with include, page and sort', () => {
    const comments = many({ sort: '-id' });
    TestBed.tick();
    expect(comments.status()).toBe('loading');
    const req = listCall();
    const params = req.request.params;
    expect(params.get('postId')).toBe('1');
    expect(params.getAll('_embed')).toEqual(['author']);
    expect(params.get('_page')).toBe('1');
    expect(params.get('_limit')).toBe('10');
    expect(params.get('_sort')).toBe('id');
    expect(params.get('_order')).toBe('desc');
    answer(req, rows(10), 12);
    expect(comments.status()).toBe('ready');
    expect(comments.rows().length).toBe(10);
    expect(comments.total()).toBe(12);
    expect(comments.empty()).toBe(false);
  });

  it('pages and sorts on its own, keeping the rows while the next page loads', () => {
    const comments = many();
    TestBed.tick();
    answer(listCall(), rows(10), 12);
    comments.setPage(2);
    TestBed.tick();
    expect(comments.status()).toBe('loading');
    expect(comments.rows().length).toBe(10);
    const second = listCall();
    expect(second.request.params.get('_page')).toBe('2');
    answer(second, rows(2, 11), 12);
    expect(comments.rows().map((r) => r['id'])).toEqual([11, 12]);

    comments.toggleSort('createdAt');
    TestBed.tick();
    const sorted = listCall();
    expect(sorted.request.params.get('_sort')).toBe('createdAt');
    expect(sorted.request.params.get('_order')).toBe('asc');
    expect(sorted.request.params.get('_page')).toBe('1');
    answer(sorted, rows(10), 12);
    comments.toggleSort('createdAt');
    TestBed.tick();
    expect(listCall().request.params.get('_order')).toBe('desc');
  });

  it('goes back to page 1 when the parent changes', () => {
    const comments = many();
    TestBed.tick();
    answer(listCall(), rows(10), 30);
    comments.setPage(3);
    TestBed.tick();
    answer(listCall(), rows(10, 21), 30);
    parentId.set(2);
    TestBed.tick();
    const req = listCall();
    expect(req.request.params.get('postId')).toBe('2');
    expect(req.request.params.get('_page')).toBe('1');
    answer(req, [], 0);
    expect(comments.empty()).toBe(true);
    expect(comments.query().page).toBe(1);
  });

  it('reports an error and retries', () => {
    const comments = many();
    TestBed.tick();
    listCall().flush({ message: 'Boom' }, { status: 500, statusText: 'Server Error' });
    expect(comments.status()).toBe('error');
    expect(comments.errorText()).toContain('Boom');
    comments.reload();
    TestBed.tick();
    answer(listCall(), rows(1), 1);
    expect(comments.status()).toBe('ready');
    expect(comments.errorText()).toBe('');
  });

  it('asks nothing while the parent id is unknown', () => {
    parentId.set(null);
    const comments = many();
    TestBed.tick();
    http.expectNone(() => true);
    expect(comments.status()).toBe('idle');
    expect(comments.createLink('/posts')).toBeNull();
  });

  it('asks nothing and links nowhere when the user may not list the related resource', () => {
    denied.add('comments.list');
    const comments = many();
    const counted = count();
    TestBed.tick();
    http.expectNone(() => true);
    expect(comments.status()).toBe('forbidden');
    expect(counted.status()).toBe('forbidden');
    expect(counted.count()).toBeNull();
    expect(comments.allowed()).toBe(false);
    expect(comments.createLink('/posts/1')).toBeNull();
    expect(comments.recordLink({ id: 5 })).toBeNull();
    expect(comments.listLink()).toBeNull();
  });

  it('treats a related resource without the list action as forbidden (no request)', () => {
    const tags = many({ reference: 'tags', target: 'postId' });
    TestBed.tick();
    http.expectNone(() => true);
    expect(tags.status()).toBe('forbidden');
  });

  it('links rows to their pages only when offered', () => {
    const comments = many();
    expect(comments.recordLink({ id: 5 })).toEqual({ commands: ['/comments', 5] });
    expect(comments.recordLink({ id: 5 }, 'edit')).toEqual({ commands: ['/comments', 5, 'edit'] });
    expect(comments.recordLink({})).toBeNull();
    denied.add('comments.edit');
    expect(comments.recordLink({ id: 5 }, 'edit')).toBeNull();
    TestBed.tick();
    answer(listCall(), [], 0);
  });

  it('links to the create page with the parent id prefilled and the way back', () => {
    const comments = many();
    const link = comments.createLink('/posts/1');
    expect(link?.commands).toEqual(['/comments', 'create']);
    expect(ɵparsePrefill(link?.queryParams?.[ɵPREFILL_PARAM])).toEqual({ postId: 1 });
    expect(link?.queryParams?.[ɵRETURN_TO_PARAM]).toBe('/posts/1');
    // Another host is never a way back.
    expect(
      comments.createLink('//evil.example/x')?.queryParams?.[ɵRETURN_TO_PARAM],
    ).toBeUndefined();
    denied.add('comments.create');
    expect(comments.createLink('/posts/1')).toBeNull();
    expect(comments.listLink()).toEqual({
      commands: ['/comments'],
      queryParams: { filter: '{"postId":1}' },
    });
    TestBed.tick();
    answer(listCall(), [], 0);
  });

  it('links to the nested pages of a resource nested under the parent', () => {
    const replies = many({ reference: 'replies', target: 'postId' });
    expect(replies.createLink('/posts/1')?.commands).toEqual(['/posts', 1, 'replies', 'create']);
    expect(replies.recordLink({ id: 7 })).toEqual({ commands: ['/posts', 1, 'replies', 7] });
    expect(replies.listLink()).toEqual({ commands: ['/posts', 1, 'replies'] });
    // Nested under posts by postId: another target cannot name the parent, so no link.
    const other = many({ reference: 'replies', target: 'authorId' });
    expect(other.createLink('/posts/1')).toBeNull();
    TestBed.tick();
    // The nested path selects the post's replies: no postId filter besides.
    const req = http.expectOne((r) => r.url === '/api/posts/1/replies');
    expect(req.request.params.has('postId')).toBe(false);
    answer(req, [{ id: 7, body: 'Hi' }], 1);
    expect(replies.total()).toBe(1);
    // The other one lists the top-level path: it has no post id to nest under.
    http.match(() => true).forEach((r) => r.flush([], { headers: { 'X-Total-Count': '0' } }));
  });

  it('counts through a one-record page; the same counts of a tick share one request', () => {
    const first = count();
    const second = count();
    TestBed.tick();
    const req = listCall();
    expect(req.request.params.get('_limit')).toBe('1');
    expect(req.request.params.get('postId')).toBe('1');
    answer(req, rows(1), 7);
    expect(first.count()).toBe(7);
    expect(second.count()).toBe(7);
    // A fresh answer: a third count on the page asks nothing.
    const third = count();
    TestBed.tick();
    http.expectNone(() => true);
    expect(third.count()).toBe(7);
  });

  it('counts again after a write to the related endpoint', () => {
    const counted = count();
    TestBed.tick();
    answer(listCall(), rows(1), 2);
    expect(counted.count()).toBe(2);
    // A comment created (e.g. from the create link): the endpoint's list answers are forgotten.
    TestBed.inject(ResourceRepositories)
      .for('comments')
      .create({ postId: 1, body: 'new' })
      .subscribe();
    http.expectOne({ method: 'POST', url: '/api/comments' }).flush({ id: 3, postId: 1 });
    const again = count();
    TestBed.tick();
    answer(listCall(), rows(1), 3);
    expect(again.count()).toBe(3);
  });
});

describe('prefill and returnTo', () => {
  it('keeps plain values of a JSON object, never the id or prototype keys', () => {
    expect(ɵparsePrefill('{"postId":12,"draft":true,"tagIds":[1,"2"]}')).toEqual({
      postId: 12,
      draft: true,
      tagIds: [1, '2'],
    });
    expect(ɵparsePrefill('{"id":3,"__proto__":{"x":1},"nested":{"a":1}}')).toBeNull();
    expect(ɵparsePrefill('not json')).toBeNull();
    expect(ɵparsePrefill('[1]')).toBeNull();
    expect(ɵparsePrefill(null)).toBeNull();
  });

  it('accepts only in-app paths as a way back', () => {
    expect(ɵsafeReturnTo('/posts/12')).toBe('/posts/12');
    expect(ɵsafeReturnTo('/admin/posts/12?tab=2#c')).toBe('/admin/posts/12?tab=2#c');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'posts/12',
      '/javascript:alert(1)',
      '/posts\n/12',
      '',
      null,
      42,
    ]) {
      expect(ɵsafeReturnTo(bad)).toBeNull();
    }
  });
});
