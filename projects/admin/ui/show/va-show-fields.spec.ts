// Field permissions on a show page: a field hidden from the user (RecordController.canRead, through
// AdminAuth.fieldAccess()) is not on the page, and the record shown never holds its value, even when
// the record given (a cache, a resolver) still does.
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter } from '@angular/router';

import { AdminAuth } from '../../auth/auth';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { VaNumberField } from '../fields/number-field';
import { VaTextField } from '../fields/text-field';
import { VaShow } from './va-show';

const resources = normalizeResources([
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      { role: 'viewer', actions: ['list', 'show'], fields: { hidden: ['views'] } },
    ],
  },
]);

@Component({
  imports: [VaShow, VaTextField, VaNumberField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [item]="item()">
      <va-text-field source="title" />
      <va-number-field source="views" />
    </va-show>
  `,
})
class ShowPage {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

describe('VaShow and field permissions', () => {
  async function show(user: AdminUser): Promise<HTMLElement> {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const fixture = TestBed.createComponent(ShowPage);
    fixture.componentRef.setInput('resource', resources[0]);
    fixture.componentRef.setInput('item', { id: 1, title: 'Hello', views: 1234 });
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  const field = (root: HTMLElement, source: string) =>
    root.querySelector<HTMLElement>(`va-show .va-field[data-source="${source}"]`)!;

  it('leaves a field hidden from the user off the page, and its value out of the record', async () => {
    const root = await show({ id: 3, name: 'Victor', roles: ['viewer'] });
    expect(field(root, 'title').style.display).toBe('');
    expect(field(root, 'title').textContent).toContain('Hello');
    expect(field(root, 'views').style.display).toBe('none');
    expect(root.textContent).not.toContain('1,234');
  });

  it('shows every field to a user who may read them all', async () => {
    const root = await show({ id: 1, name: 'Alice', roles: ['admin'] });
    expect(field(root, 'views').style.display).toBe('');
    expect(field(root, 'views').textContent).toContain('1,234');
  });
});
