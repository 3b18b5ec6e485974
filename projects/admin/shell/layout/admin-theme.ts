import { DOCUMENT, Injectable, computed, effect, inject, signal } from '@angular/core';
import { ɵTHEME_STORAGE_KEY } from './admin-theme-internal';

/** A color scheme of the admin UI. */
export type AdminColorScheme = 'light' | 'dark';

/**
 * The light/dark theme: the user's choice remembered in this browser, else the OS preference
 * (`prefers-color-scheme`). Applied as `color-scheme` on `<html>`, which drives an M3 theme built
 * with `mat.theme((color: (theme-type: color-scheme, ...)))` (its tokens use `light-dark()`).
 */
@Injectable({ providedIn: 'root' })
export class AdminTheme {
  private readonly document = inject(DOCUMENT);
  private readonly view = this.document.defaultView;
  private readonly media = this.view?.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
  private readonly system = signal<AdminColorScheme>(this.media?.matches ? 'dark' : 'light');
  private readonly chosen = signal<AdminColorScheme | null>(this.stored());

  /** The scheme in use. */
  readonly scheme = computed(() => this.chosen() ?? this.system());
  /** Whether the user chose a scheme (else the OS preference applies). */
  readonly explicit = computed(() => this.chosen() !== null);

  constructor() {
    this.media?.addEventListener?.('change', (event) =>
      this.system.set(event.matches ? 'dark' : 'light'),
    );
    effect(() => {
      this.document.documentElement.style.colorScheme = this.scheme();
    });
  }

  /** Uses and remembers a scheme; `null` forgets the choice and follows the OS again. */
  set(scheme: AdminColorScheme | null): void {
    this.chosen.set(scheme);
    try {
      if (scheme) this.view?.localStorage?.setItem(ɵTHEME_STORAGE_KEY, scheme);
      else this.view?.localStorage?.removeItem(ɵTHEME_STORAGE_KEY);
    } catch {
      // storage unavailable (private mode, quota): the choice lasts for this page only
    }
  }

  /** Switches between light and dark. */
  toggle(): void {
    this.set(this.scheme() === 'dark' ? 'light' : 'dark');
  }

  private stored(): AdminColorScheme | null {
    try {
      const value = this.view?.localStorage?.getItem(ɵTHEME_STORAGE_KEY);
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      return null;
    }
  }
}
