import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ApplicationInitStatus, ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { MatIconRegistry } from '@angular/material/icon';
import { TestBed } from '@angular/core/testing';

import { provideAdmin } from '../../setup/provide-admin';
import { ɵAdminIcons, provideAdminIcons } from 'admin/icons';
import { ɵCORE_UI_ICONS, ɵregisterShellIcons } from './core-icons';
import { UI_ICONS } from '../../icons/ui-icons';
import { VaIcon } from './va-icon';

const CUSTOM = 'M1,1H23V23H1Z';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [VaIcon],
  template: `<va-icon [name]="name()" [label]="label()" />`,
})
class Host {
  readonly name = signal('mdi-account');
  readonly label = signal<string | undefined>(undefined);
}

describe('AdminIcons and VaIcon', () => {
  function setup(icons?: Record<string, string>) {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({ resources: [], icons }),
      ],
    });
  }

  afterEach(() => jest.restoreAllMocks());

  async function render(name: string, label?: string) {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.name.set(name);
    fixture.componentInstance.label.set(label);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  it('renders a built-in icon inline, without any HTTP request', async () => {
    setup();
    const element = await render('mdi-pencil');
    const path = element.querySelector('va-icon svg path');
    expect(path?.getAttribute('d')).toBe(UI_ICONS['mdi-pencil']);
    expect(element.querySelector('va-icon svg')?.getAttribute('aria-hidden')).toBe('true');
    // Drawn inline: no Material icon, no icon registry.
    expect(element.querySelector('mat-icon')).toBeNull();
    TestBed.inject(HttpTestingController).verify();
  });

  it("registers the app's icons from provideAdmin({ icons })", async () => {
    setup({ 'mdi-rocket': CUSTOM });
    const element = await render('mdi-rocket', 'Rocket');
    expect(element.querySelector('va-icon svg path')?.getAttribute('d')).toBe(CUSTOM);
    const icon = element.querySelector('va-icon svg')!;
    expect(icon.getAttribute('aria-label')).toBe('Rocket');
    expect(icon.getAttribute('role')).toBe('img');
    expect(TestBed.inject(ɵAdminIcons).has('mdi:rocket')).toBe(true);
    TestBed.inject(HttpTestingController).verify();
  });

  it('shows a fallback for an unknown icon and warns once in dev mode', async () => {
    setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await render('mdi-no-such-icon');
    expect(element.querySelector('va-icon svg path')?.getAttribute('d')).toBe(
      UI_ICONS['mdi-help-circle-outline'],
    );
    TestBed.inject(ɵAdminIcons).path('mdi-no-such-icon');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('unknown icon "mdi-no-such-icon"');
    TestBed.inject(HttpTestingController).verify();
  });

  it('refuses a bad icon name or bad path data, naming the icon', () => {
    setup();
    const icons = TestBed.inject(ɵAdminIcons);
    expect(() => icons.register({ account: 'M0,0Z' })).toThrow(
      'Icon "account": the name must be "mdi-<id>"',
    );
    expect(() => icons.register({ 'mdi-x': '"/><script>alert(1)</script>' })).toThrow(
      'Icon "mdi-x": the value must be SVG path data',
    );
    expect(icons.has('mdi-x')).toBe(false);
  });

  it('registers at start-up with provideAdminIcons, for plain mat-icons', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({ resources: [], icons: { 'mdi-post': CUSTOM } }),
        provideAdminIcons({ 'mdi-rocket': CUSTOM }),
      ],
    });
    // The app starts once Material's registry (loaded with import()) has the icons.
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const registry = TestBed.inject(MatIconRegistry);
    const svgOf = (id: string) => {
      let svg: SVGElement | undefined;
      registry.getNamedSvgIcon(id, 'mdi').subscribe((icon) => (svg = icon));
      return svg?.querySelector('path')?.getAttribute('d');
    };
    // The extra icons, the app's, the shell's once it registered them, and the UI icons once
    // their chunk loaded.
    expect(svgOf('rocket')).toBe(CUSTOM);
    expect(svgOf('post')).toBe(CUSTOM);
    TestBed.runInInjectionContext(() => ɵregisterShellIcons());
    expect(svgOf('menu')).toBe(ɵCORE_UI_ICONS['mdi-menu']);
    await TestBed.inject(ɵAdminIcons).loadUiIcons();
    expect(svgOf('pencil')).toBe(UI_ICONS['mdi-pencil']);
  });

  it('withIcons or provideAdmin({ icons }) alone puts nothing in MatIconRegistry', () => {
    setup({ 'mdi-rocket': CUSTOM });
    expect(TestBed.inject(ɵAdminIcons).has('mdi-rocket')).toBe(true);
    const error = jest.fn();
    TestBed.inject(MatIconRegistry).getNamedSvgIcon('rocket', 'mdi').subscribe({ error });
    expect(error).toHaveBeenCalled();
  });

  it('registers the shell icons with the shell and the other UI icons once their chunk loaded', async () => {
    setup({ 'mdi-logout': CUSTOM });
    const icons = TestBed.inject(ɵAdminIcons);
    // Their path data travels with the shell's code, not with the icon service.
    expect(icons.has('mdi-menu')).toBe(false);
    TestBed.runInInjectionContext(() => ɵregisterShellIcons());
    expect(icons.path('mdi-menu')).toBe(ɵCORE_UI_ICONS['mdi-menu']);
    // The app's icon of the same name stays.
    expect(icons.path('mdi-logout')).toBe(CUSTOM);
    expect(icons.has('mdi-pencil')).toBe(false);
    // Not loaded yet: nothing rather than the fallback, and no warning.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(icons.path('mdi-pencil')).toBe('');
    await icons.loadUiIcons();
    expect(icons.path('mdi:pencil')).toBe(UI_ICONS['mdi-pencil']);
    expect(Object.keys(UI_ICONS).every((name) => icons.has(name))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps the app's path data for a name the library also ships", async () => {
    setup({ 'mdi-pencil': CUSTOM });
    await TestBed.inject(ɵAdminIcons).loadUiIcons();
    expect(TestBed.inject(ɵAdminIcons).path('mdi-pencil')).toBe(CUSTOM);
    const element = await render('mdi-pencil');
    expect(element.querySelector('va-icon svg path')?.getAttribute('d')).toBe(CUSTOM);
  });

  it('the shell icons are the same as in UI_ICONS', () => {
    expect(Object.keys(ɵCORE_UI_ICONS).length).toBeGreaterThan(10);
    for (const [name, path] of Object.entries(ɵCORE_UI_ICONS)) expect(path).toBe(UI_ICONS[name]);
  });

  it('ships every icon the library uses', () => {
    for (const name of ['mdi-menu', 'mdi-delete', 'mdi-magnify', 'mdi-logout', 'mdi-view-grid']) {
      expect(UI_ICONS[name]).toMatch(/^M/);
    }
  });
});
