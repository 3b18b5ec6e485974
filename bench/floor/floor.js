// The floor page of the browser benchmark: the admin's posts list by hand (see index.html).
// Plain DOM, one small script, no framework, no build. URLs: ?page=<n>&perPage=<n> (the list, as
// the admin's URL state) and ?show=<id> (a post).
/* global document, history, localStorage, location, performance, window, URLSearchParams */
'use strict';

(function () {
  performance.mark('floor:script');
  const token = localStorage.getItem('admin.token');
  // The floor knows its session at once: the token is all it sends.
  performance.mark('admin:session');
  const root = document.getElementById('floor');
  const PATHS = {
    eye: 'M12,9A3,3 0 0,0 9,12A3,3 0 0,0 12,15A3,3 0 0,0 15,12A3,3 0 0,0 12,9M12,17A5,5 0 0,1 7,12A5,5 0 0,1 12,7A5,5 0 0,1 17,12A5,5 0 0,1 12,17M12,4.5C7,4.5 2.73,7.61 1,12C2.73,16.39 7,19.5 12,19.5C17,19.5 21.27,16.39 23,12C21.27,7.61 17,4.5 12,4.5Z',
    pencil:
      'M20.71,7.04C21.1,6.65 21.1,6 20.71,5.63L18.37,3.29C18,2.9 17.35,2.9 16.96,3.29L15.12,5.12L18.87,8.87M3,17.25V21H6.75L17.81,9.93L14.06,6.18L3,17.25Z',
    delete: 'M19,4H15.5L14.5,3H9.5L8.5,4H5V6H19M6,19A2,2 0 0,0 8,21H16A2,2 0 0,0 18,19V7H6V19Z',
    check: 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z',
    close:
      'M19,6.41L17.59,5L12,10.59L6.41,5L5,6.41L10.59,12L5,17.59L6.41,19L12,13.41L17.59,19L19,17.59L13.41,12L19,6.41Z',
  };
  const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat('en');
  /** Records known by resource and id, as the admin's record cache. */
  const known = { categories: new Map(), tags: new Map() };
  /** The list on screen: kept, so that back from a post shows it again with no request. */
  let shown = null;

  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    if (attrs) for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    for (const child of children) {
      if (child !== null && child !== undefined) {
        node.append(typeof child === 'string' ? document.createTextNode(child) : child);
      }
    }
    return node;
  };
  const icon = (name, label) => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    if (label) {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', label);
    } else svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', PATHS[name]);
    svg.append(path);
    return svg;
  };

  async function get(url, translated) {
    const headers = { Authorization: `Bearer ${token}` };
    if (translated) headers['Accept-Language'] = 'en';
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
    return { body: await response.json(), total: Number(response.headers.get('X-Total-Count')) };
  }

  /** One request per resource for the ids not known yet, in order of first appearance. */
  function lookUp(resource, ids) {
    const cache = known[resource];
    const missing = [...new Set(ids)].filter((id) => id !== null && !cache.has(String(id)));
    if (!missing.length) return Promise.resolve();
    const query = missing.map((id) => `id=${encodeURIComponent(id)}`).join('&');
    return get(`/api/${resource}?${query}`).then(({ body }) => {
      for (const record of body) cache.set(String(record.id), record);
    });
  }

  function references(posts) {
    return Promise.all([
      lookUp(
        'categories',
        posts.map((p) => p.categoryId),
      ),
      lookUp(
        'tags',
        posts.flatMap((p) => p.tagIds ?? []),
      ),
    ]);
  }

  function refLink(resource, id) {
    const record = known[resource].get(String(id));
    return record
      ? el('a', { href: `/${resource}/${id}` }, record.name)
      : el('span', null, `#${id}`);
  }

  function row(post) {
    const label = post.title;
    return el(
      'tr',
      { class: 'va-row', tabindex: '0' },
      el('td', null, el('input', { type: 'checkbox', 'aria-label': `Select ${label}` })),
      el('td', null, post.title),
      el('td', null, post.categoryId === null ? '' : refLink('categories', post.categoryId)),
      el(
        'td',
        null,
        el(
          'ul',
          { class: 'tags' },
          ...(post.tagIds ?? []).map((id) => el('li', null, refLink('tags', id))),
        ),
      ),
      el('td', null, post.published ? icon('check', 'Yes') : icon('close', 'No')),
      el(
        'td',
        null,
        post.publishedAt
          ? el(
              'time',
              { datetime: new Date(post.publishedAt).toISOString() },
              dates.format(new Date(post.publishedAt)),
            )
          : '',
      ),
      el('td', null, numbers.format(post.views)),
      el(
        'td',
        { class: 'actions' },
        el(
          'a',
          { href: `?show=${post.id}`, class: 'va-row-show', 'aria-label': `Show ${label}` },
          icon('eye'),
        ),
        el('a', { href: `/posts/${post.id}/edit`, 'aria-label': `Edit ${label}` }, icon('pencil')),
        el('button', { type: 'button', 'aria-label': `Delete ${label}` }, icon('delete')),
      ),
    );
  }

  function renderList({ page, perPage, posts, total }) {
    const first = total ? (page - 1) * perPage + 1 : 0;
    const last = Math.min(total, page * perPage);
    const select = el(
      'select',
      { class: 'per-page', 'aria-label': 'Items per page' },
      ...[10, 25, 50, 100].map((n) =>
        el(
          'option',
          n === perPage ? { value: String(n), selected: '' } : { value: String(n) },
          String(n),
        ),
      ),
    );
    select.addEventListener('change', () => go({ page: 1, perPage: Number(select.value) }));
    const next = el('button', { type: 'button', class: 'next', 'aria-label': 'Next page' }, '›');
    next.addEventListener('click', () => go({ page: page + 1, perPage }));
    const table = el(
      'table',
      { 'aria-label': 'Posts' },
      el(
        'thead',
        null,
        el(
          'tr',
          null,
          el('th', null, el('input', { type: 'checkbox', 'aria-label': 'Select all' })),
          ...['Title', 'Category', 'Tags', 'Published', 'Published at', 'Views', ''].map((h) =>
            el('th', null, h),
          ),
        ),
      ),
      el('tbody', null, ...posts.map(row)),
    );
    root.replaceChildren(
      el('h1', { class: 'va-page-title' }, 'Posts'),
      el('div', { class: 'va-table-wrap', 'aria-busy': 'false' }, table),
      el('div', { class: 'pager' }, select, `${first} – ${last} of ${total}`, next),
    );
  }

  function openRow(event) {
    const link = event.target.closest('a.va-row-show');
    if (!link) return;
    event.preventDefault();
    history.pushState(null, '', link.getAttribute('href'));
    route();
  }

  async function showList(page, perPage) {
    const busy = root.querySelector('.va-table-wrap');
    if (busy) busy.setAttribute('aria-busy', 'true');
    const { body: posts, total } = await get(
      `/api/posts?_page=${page}&_limit=${perPage}&archived=false`,
      true,
    );
    await references(posts);
    shown = { page, perPage, posts, total, search: location.search };
    renderList(shown);
  }

  async function showPost(id) {
    const path = `/api/posts/${encodeURIComponent(id)}`;
    const { body: post } = await get(path, true);
    // The post's replies, as the admin's show page: their count (one record asked for, the total
    // read from X-Total-Count), then the first 10, newest first.
    const [count, replies] = await Promise.all([
      get(`${path}/comments?_page=1&_limit=1`),
      get(`${path}/comments?_page=1&_limit=10&_sort=createdAt&_order=desc`),
      references([post]),
    ]);
    const field = (label, ...value) =>
      el(
        'div',
        { class: 'field' },
        el('div', { class: 'label' }, label),
        el('div', null, ...value),
      );
    root.replaceChildren(
      el('h1', { class: 'va-page-title' }, `Post ${post.title}`),
      el(
        'div',
        { class: 'va-show-fields' },
        field('Title', post.title),
        field('Body', post.body ?? ''),
        field('Category', post.categoryId === null ? '' : refLink('categories', post.categoryId)),
        field(
          'Tags',
          el(
            'ul',
            { class: 'tags' },
            ...(post.tagIds ?? []).map((t) => el('li', null, refLink('tags', t))),
          ),
        ),
        field('Published', post.published ? icon('check', 'Yes') : icon('close', 'No')),
        field('Published at', post.publishedAt ? dates.format(new Date(post.publishedAt)) : ''),
        field('Views', numbers.format(post.views)),
        field('Replies', numbers.format(count.total)),
        el(
          'table',
          { 'aria-label': 'Replies' },
          el('thead', null, el('tr', null, el('th', null, 'Body'), el('th', null, 'Created at'))),
          el(
            'tbody',
            null,
            ...replies.body.map((reply) =>
              el(
                'tr',
                null,
                el('td', null, reply.body ?? ''),
                el('td', null, reply.createdAt ? dates.format(new Date(reply.createdAt)) : ''),
              ),
            ),
          ),
        ),
      ),
    );
  }

  function go({ page, perPage }) {
    const query = new URLSearchParams();
    if (page !== 1) query.set('page', String(page));
    if (perPage !== 25) query.set('perPage', String(perPage));
    const search = query.toString();
    history.pushState(null, '', search ? `?${search}` : location.pathname);
    route();
  }

  function route() {
    const query = new URLSearchParams(location.search);
    const show = query.get('show');
    if (show) return showPost(show);
    // Back to a list already shown: from memory, with no request (the admin's fresh answers).
    if (shown && shown.search === location.search) return renderList(shown);
    return showList(Number(query.get('page') || 1), Number(query.get('perPage') || 25));
  }

  root.addEventListener('click', openRow);
  window.addEventListener('popstate', route);
  route().catch((error) => {
    root.replaceChildren(el('p', { role: 'alert' }, String(error.message)));
  });
})();
