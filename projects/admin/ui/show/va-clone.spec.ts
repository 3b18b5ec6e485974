import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { VaForm } from '../form/va-form';
import { VaTextInput } from '../inputs/va-text-input';
import { VaShow } from './va-show';

jest.setTimeout(30_000);

const DESCRIPTORS: ResourceDescriptor[] = [
  {
    name: 'posts',
    label: 'title',
    permissions: ['admin', { role: 'editor', actions: ['list', 'show', 'edit'] }],
  },
  { name: 'tags', label: 'name', except: ['create'] },
];
const resources = normalizeResources(DESCRIPTORS);
const [posts, tags] = resources;
const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const EDITOR: AdminUser = { id: 2, name: 'Eve', roles: ['editor'] };
const POST: AdminRecord = { id: 7, title: 'Hello' };

@Component({
  imports: [VaShow],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-show [resource]="resource()" [item]="item()" [id]="id()" />`,
})
class ShowPage {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly id = input<string>();
}

@Component({
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-form [resource]="resource()" [item]="item()" mode="edit">
    <va-text-input source="title" />
  </va-form>`,
})
class EditPage {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('Clone button (show and edit pages)', () => {
  let harness: RouterTestingHarness;

  async function setup(url: string, user: AdminUser = ADMIN) {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources: DESCRIPTORS,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideRouter(
          [
            { path: 'posts', component: Page },
            { path: 'posts/create', component: Page },
            { path: 'posts/:id', component: ShowPage, data: { resource: posts, item: POST } },
            { path: 'posts/:id/edit', component: EditPage, data: { resource: posts, item: POST } },
            { path: 'tags/:id', component: ShowPage, data: { resource: tags, item: POST } },
            { path: 'tags/:id/edit', component: EditPage, data: { resource: tags, item: POST } },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
    return harness.routeNativeElement!;
  }

  afterEach(() => {
    TestBed.inject(HttpTestingController).verify();
    TestBed.inject(OverlayContainer).ngOnDestroy();
  });

  it.each(['/posts/7', '/posts/7/edit'])(
    '%s: Clone links to the create page with ?source=<id>, named after the record',
    async (url) => {
      const root = await setup(url);
      const clone = root.querySelector<HTMLAnchorElement>('a.va-clone')!;
      expect(clone.textContent!.trim()).toBe('Clone');
      expect(clone.getAttribute('href')).toBe('/posts/create?source=7');
      expect(clone.getAttribute('aria-label')).toBe('Clone Hello');
    },
  );

  it.each(['/posts/7', '/posts/7/edit'])(
    '%s: no Clone for a user who may not create',
    async (url) => {
      const root = await setup(url, EDITOR);
      expect(root.querySelector('.va-page-actions')).not.toBeNull();
      expect(root.querySelector('a.va-clone')).toBeNull();
    },
  );

  it.each(['/tags/7', '/tags/7/edit'])(
    '%s: no Clone when the resource does not enable create',
    async (url) => {
      const root = await setup(url);
      expect(root.querySelector('a.va-clone')).toBeNull();
    },
  );
});
