import {
  Injectable,
  PendingTasks,
  inject,
  isDevMode,
  makeEnvironmentProviders,
  provideEnvironmentInitializer,
  signal,
  type EnvironmentProviders,
} from '@angular/core';
import { MatIconRegistry } from '@angular/material/icon';
import { DomSanitizer } from '@angular/platform-browser';

import { ADMIN_CONFIG } from 'admin/config';
import { CORE_UI_ICONS } from './core-icons';
import { ɵpreloadUiIcons } from './ui-icons-preload';

/** The MatIconRegistry namespace of every admin icon: `<mat-icon svgIcon="mdi:account">`. */
export const ɵICON_NAMESPACE = 'mdi';

/** Shown for an icon that was never registered. */
export const ɵFALLBACK_ICON = 'mdi-help-circle-outline';

const NAME = /^mdi[-:]([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** SVG path data: commands, numbers, separators; nothing that could carry markup. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;

/**
 * The admin's icons (DESIGN §3 "Icons"): the library's own UI icons plus the app's `mdi-*` icons
 * from `provideAdmin({ icons })`, registered as SVG literals in MatIconRegistry under the `mdi`
 * namespace. Nothing is ever fetched: `mdi.svg` (2.9 MB) is never registered as an icon set.
 * The UI icons of the shell (layout, menu, sign-in page) are registered at once; the others
 * (`UI_ICONS`, used by pages) load as a JavaScript chunk of their own, started at once too.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminIcons {
  private readonly registry = inject(MatIconRegistry);
  private readonly sanitizer = inject(DomSanitizer);
  private readonly pendingTasks = inject(PendingTasks);
  private readonly known = new Set<string>();
  private readonly warned = new Set<string>();
  /** Set once the library's UI icons are registered (or failed to load). */
  private readonly uiIconsLoaded = signal(false);
  private uiIcons: Promise<void> | null = null;

  constructor() {
    this.register(CORE_UI_ICONS);
    const icons = inject(ADMIN_CONFIG, { optional: true })?.icons;
    if (icons) this.register(icons);
    void this.loadUiIcons();
  }

  /**
   * Resolves once every icon of `UI_ICONS` is registered (started by the constructor; the app
   * is not stable before). Icons registered by the app keep their path data.
   */
  loadUiIcons(): Promise<void> {
    this.uiIcons ??= (() => {
      const done = this.pendingTasks.add();
      return ɵpreloadUiIcons()
        .then((UI_ICONS) => {
          const missing = Object.entries(UI_ICONS).filter(([name]) => !this.has(name));
          this.register(Object.fromEntries(missing));
        })
        .catch((error: unknown) => console.error('[admin] the UI icons failed to load', error))
        .finally(() => {
          this.uiIconsLoaded.set(true);
          done();
        });
    })();
    return this.uiIcons;
  }

  /**
   * Registers icons `{ 'mdi-<id>': '<path data>' }` (viewBox 0 0 24 24). Throws naming the first
   * bad entry: a name without the `mdi-` prefix or path data that is not SVG path data.
   */
  register(icons: Readonly<Record<string, string>>): void {
    if (!icons || typeof icons !== 'object') {
      throw new TypeError(
        'AdminIcons.register(icons): icons must be an object of name → path data',
      );
    }
    for (const [name, path] of Object.entries(icons)) {
      const id = NAME.exec(name)?.[1];
      if (!id) {
        throw new Error(`Icon "${name}": the name must be "mdi-<id>", e.g. "mdi-account"`);
      }
      if (typeof path !== 'string' || !PATH_DATA.test(path)) {
        throw new Error(`Icon "${name}": the value must be SVG path data such as "M12,4A4..."`);
      }
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;
      this.registry.addSvgIconLiteralInNamespace(
        ɵICON_NAMESPACE,
        id,
        this.sanitizer.bypassSecurityTrustHtml(svg),
      );
      this.known.add(id);
    }
  }

  /**
   * Whether an icon (`mdi-account` or `mdi:account`) is registered; library icons outside the
   * shell's only once `loadUiIcons()` resolved.
   */
  has(name: string | null | undefined): boolean {
    const id = name ? NAME.exec(name)?.[1] : undefined;
    return !!id && this.known.has(id);
  }

  /**
   * The `svgIcon` of a MatIcon for an icon name (`mdi-account` → `mdi:account`); an unknown or
   * malformed name gives the fallback icon and a dev-mode warning (once per name). While the UI
   * icons load, an icon not registered yet gives `''` (nothing shown); this reads a signal, so a
   * `computed()` gives the icon once they are there.
   */
  svgIcon(name: string | null | undefined): string {
    const id = name ? NAME.exec(name)?.[1] : undefined;
    const loaded = this.uiIconsLoaded();
    if (id && this.known.has(id)) return `${ɵICON_NAMESPACE}:${id}`;
    if (!loaded) return '';
    if (isDevMode() && !this.warned.has(String(name))) {
      this.warned.add(String(name));
      console.warn(
        `[admin] unknown icon "${String(name)}": add it to provideAdmin({ icons }) ` +
          '(the schematics generate src/resources/icons.ts); showing a fallback icon',
      );
    }
    return `${ɵICON_NAMESPACE}:${ɵFALLBACK_ICON.slice(4)}`;
  }
}

/**
 * Registers the admin's icons (and `extra` ones) when the app starts, for apps that use
 * `<mat-icon svgIcon="mdi:...">` before any admin component did (VaLayout and VaIcon register
 * them on first use anyway).
 */
export function provideAdminIcons(
  extra: Readonly<Record<string, string>> = {},
): EnvironmentProviders {
  return makeEnvironmentProviders([
    provideEnvironmentInitializer(() => inject(ɵAdminIcons).register(extra)),
  ]);
}
