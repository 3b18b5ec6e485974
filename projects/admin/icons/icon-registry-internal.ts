/*
 * The internals of ./icon-registry.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
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
import { ADMIN_CONFIG } from 'admin/config';
import { ɵpreloadUiIcons } from './ui-icons-preload';

/** The MatIconRegistry namespace of the admin's icons: `<mat-icon svgIcon="mdi:account">`. */
export const ɵICON_NAMESPACE = 'mdi';

/** Shown for an icon that was never registered. */
export const ɵFALLBACK_ICON = 'mdi-help-circle-outline';

const NAME = /^mdi[-:]([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** SVG path data: commands, numbers, separators; nothing that could carry markup. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;

/**
 * The admin's icons (docs/decisions.md §11 "Icons"): the library's own UI icons plus the app's
 * `mdi-*` icons from `provideAdmin({ icons })`, kept as SVG path data that `VaIcon` draws inline
 * (no icon registry, no markup parsed, nothing ever fetched: `mdi.svg`, 2.9 MB, is never used as an
 * icon set). The UI icons of the shell (layout, menu, sign-in page) come with the shell's code
 * (`ɵregisterShellIcons()`), so that an app whose layout loads lazily keeps them out of its
 * initial bundle; the others (`UI_ICONS`, used by pages) load as a JavaScript chunk of their
 * own, started at once.
 * `provideAdminIcons()` also puts every one of them in Material's `MatIconRegistry`, for an app's
 * own `<mat-icon svgIcon="mdi:account">`.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminIcons {
  private readonly pendingTasks = inject(PendingTasks);
  /** Path data by icon id (`account`). */
  private readonly paths = new Map<string, string>();
  private readonly warned = new Set<string>();
  /** Bumped on every registration: `path()` in a `computed()` follows late registrations. */
  private readonly version = signal(0);
  /** Told of every icon registered, past and future (`mirror`). */
  private readonly mirrors: ((id: string, path: string) => void)[] = [];
  /** Set once the library's UI icons are registered (or failed to load). */
  private readonly uiIconsLoaded = signal(false);
  private uiIcons: Promise<void> | null = null;

  constructor() {
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
        .then((UI_ICONS) => this.registerMissing(UI_ICONS))
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
      this.paths.set(id, path);
      for (const mirror of this.mirrors) mirror(id, path);
    }
    this.version.update((v) => v + 1);
  }

  /**
   * Registers the icons of `icons` whose name has no path data yet: the library's own icons
   * never replace an app's icon of the same name.
   */
  registerMissing(icons: Readonly<Record<string, string>>): void {
    const missing = Object.entries(icons).filter(([name]) => !this.has(name));
    if (missing.length) this.register(Object.fromEntries(missing));
  }

  /** Calls `mirror` with every icon registered so far, then with each one registered later. */
  mirror(mirror: (id: string, path: string) => void): void {
    for (const [id, path] of this.paths) mirror(id, path);
    this.mirrors.push(mirror);
  }

  /**
   * Whether an icon (`mdi-account` or `mdi:account`) is registered; the library's own icons only
   * once the shell registered its own or `loadUiIcons()` resolved.
   */
  has(name: string | null | undefined): boolean {
    const id = name ? NAME.exec(name)?.[1] : undefined;
    return !!id && this.paths.has(id);
  }

  /**
   * The SVG path data (viewBox 0 0 24 24) of an icon name (`mdi-account` or `mdi:account`); an
   * unknown or malformed name gives the fallback icon's and a dev-mode warning (once per name).
   * While the UI icons load, an icon not registered yet gives `''` (nothing drawn); this reads a
   * signal, so a `computed()` gives the icon once it is there.
   */
  path(name: string | null | undefined): string {
    this.version();
    const id = name ? NAME.exec(name)?.[1] : undefined;
    const loaded = this.uiIconsLoaded();
    const path = id ? this.paths.get(id) : undefined;
    if (path) return path;
    if (!loaded) return '';
    if (isDevMode() && !this.warned.has(String(name))) {
      this.warned.add(String(name));
      console.warn(
        `[admin] unknown icon "${String(name)}": add it to provideAdmin({ icons }) ` +
          '(the schematics generate src/resources/icons.ts); showing a fallback icon',
      );
    }
    return this.paths.get(ɵFALLBACK_ICON.slice(4)) ?? '';
  }
}

/** Registers `icons` with the admin's when the app starts (`withIcons()`); `VaIcon` draws them. */
export function ɵregisterAdminIcons(icons: Readonly<Record<string, string>>): EnvironmentProviders {
  return makeEnvironmentProviders([
    provideEnvironmentInitializer(() => inject(ɵAdminIcons).register(icons)),
  ]);
}
