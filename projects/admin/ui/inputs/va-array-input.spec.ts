import { ChangeDetectionStrategy, Component, inject, signal, viewChild } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../../config/config';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminRecord } from 'admin/core';
import { provideAdminMessages } from '../../i18n/app-messages';
import { VaForm } from '../form/va-form';
import { VaArrayInput } from './va-array-input';
import { VaNumberInput } from './va-number-input';
import { VaTextInput } from './va-text-input';

const post: AdminRecord = {
  id: 1,
  links: [
    { url: 'https://a.example', title: 'A', clicks: 1 },
    { url: 'https://b.example', title: 'B', clicks: 2 },
  ],
};

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaForm, VaArrayInput, VaTextInput, VaNumberInput],
  template: `
    <va-form [resource]="resource" [item]="item()" mode="edit">
      <va-array-input id="links" source="links" required [disabled]="disabled()">
        <ng-template>
          <va-text-input class="url" source="url" required />
          <va-text-input class="title" source="title" />
        </ng-template>
      </va-array-input>
    </va-form>
  `,
})
class Host {
  readonly resource = inject(ADMIN_CONFIG).resources[0];
  readonly item = signal<AdminRecord | null>(post);
  readonly disabled = signal(false);
  readonly form = viewChild.required(VaForm);
}

describe('VaArrayInput', () => {
  let fixture: ComponentFixture<Host>;
  let host: HTMLElement;

  beforeEach(async () => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({ resources: [{ name: 'posts' }], canAccess: () => true }),
        provideAdminMessages('en', {
          resources: { posts: { fields: { 'links.url': 'Address' } } },
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
      ],
    });
    fixture = TestBed.createComponent(Host);
    host = fixture.nativeElement;
    await fixture.whenStable();
  });

  const groups = () => [...host.querySelectorAll<HTMLElement>('.va-array-item')];
  const inputs = (selector: string) =>
    [...host.querySelectorAll<HTMLInputElement>(`${selector} input`)].map((i) => i.value);
  const value = () => fixture.componentInstance.form().value()['links'];
  async function type(element: HTMLInputElement, text: string) {
    element.value = text;
    element.dispatchEvent(new Event('input'));
    element.dispatchEvent(new Event('blur'));
    await fixture.whenStable();
  }

  it('shows one group of inputs per item, labelled through the resource messages', () => {
    expect(groups()).toHaveLength(2);
    expect(inputs('.url')).toEqual(['https://a.example', 'https://b.example']);
    expect(inputs('.title')).toEqual(['A', 'B']);
    expect(host.querySelector('.url mat-label')?.textContent).toContain('Address');
    expect(host.querySelector('.title mat-label')?.textContent?.trim()).toBe('Title');
    expect(host.querySelector('legend')?.textContent?.trim()).toBe('Links *');
    expect(groups()[1].getAttribute('aria-label')).toBe('Links 2');
  });

  it('edits items, keeping their other properties', async () => {
    await type(host.querySelectorAll<HTMLInputElement>('.title input')[1], 'Bee');
    expect(value()).toEqual([
      { url: 'https://a.example', title: 'A', clicks: 1 },
      { url: 'https://b.example', title: 'Bee', clicks: 2 },
    ]);
    expect(post['links']).toEqual([
      { url: 'https://a.example', title: 'A', clicks: 1 },
      { url: 'https://b.example', title: 'B', clicks: 2 },
    ]);
  });

  it('adds and removes groups, marking the form dirty', async () => {
    host.querySelector<HTMLButtonElement>('.va-array-add')!.click();
    await fixture.whenStable();
    expect(groups()).toHaveLength(3);
    expect(fixture.componentInstance.form().dirty()).toBe(true);
    await type(host.querySelectorAll<HTMLInputElement>('.url input')[2], 'https://c.example');
    const remove = groups()[0].querySelector<HTMLButtonElement>('.va-array-remove')!;
    expect(remove.getAttribute('aria-label')).toBe('Remove Links 1');
    remove.click();
    await fixture.whenStable();
    expect(value()).toEqual([
      { url: 'https://b.example', title: 'B', clicks: 2 },
      { url: 'https://c.example', title: null },
    ]);
  });

  it('validates the inputs of each group and asks for at least one item', async () => {
    const form = fixture.componentInstance.form();
    await type(host.querySelectorAll<HTMLInputElement>('.url input')[0], '');
    expect(host.querySelector('.url mat-error')?.textContent?.trim()).toBe('Required');
    expect(form.form.invalid).toBe(true);
    for (const button of host.querySelectorAll<HTMLButtonElement>('.va-array-remove')) {
      button.click();
    }
    await fixture.whenStable();
    expect(groups()).toHaveLength(0);
    expect(host.querySelector('.va-array-empty')?.textContent?.trim()).toBe('No items.');
    expect(host.querySelector('#links .va-input-error')?.textContent?.trim()).toBe('Required');
    expect(value()).toEqual([]);
  });

  it('places nested server errors (links.1.url) under the input of that item', async () => {
    const form = fixture.componentInstance.form();
    const unplaced = form.showErrors({ 'links.1.url': ['is unreachable'], 'links.7.url': ['x'] });
    expect(unplaced).toEqual({ 'links.7.url': ['x'] });
    await fixture.whenStable();
    const errors = [...host.querySelectorAll('.url')].map((u) =>
      u.querySelector('mat-error')?.textContent?.trim(),
    );
    expect(errors).toEqual([undefined, 'is unreachable']);
  });

  it('disables its groups and hides add and remove', async () => {
    fixture.componentInstance.disabled.set(true);
    await fixture.whenStable();
    expect(host.querySelector('.va-array-add')).toBeNull();
    expect(host.querySelector('.va-array-remove')).toBeNull();
    expect(
      [...host.querySelectorAll<HTMLInputElement>('.url input')].every((i) => i.disabled),
    ).toBe(true);
    expect(value()).toHaveLength(2);
  });

  it('rebuilds its groups when the record changes', async () => {
    fixture.componentInstance.item.set({ id: 2, links: [{ url: 'https://z.example' }] });
    await fixture.whenStable();
    expect(inputs('.url')).toEqual(['https://z.example']);
    expect(fixture.componentInstance.form().dirty()).toBe(false);
  });
});
