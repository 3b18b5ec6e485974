/**
 * What a page depends on beyond its data: the time zone dates are shown in, the UI language and
 * the colour scheme. The server renders a page only when its own match this browser's (see
 * server.ts), so that taking the page over never changes what the user already sees.
 */
export interface DemoView {
  readonly zone: string;
  /** The language chosen in the app (`admin.locale`), '' for the app's default. */
  readonly locale: string;
  readonly scheme: 'light' | 'dark';
}

export const VIEW_COOKIE = 'demo.view';

/** This browser's view, from the same settings the admin reads. */
export function currentView(): DemoView {
  const chosen = localStorage.getItem('admin.theme');
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    locale: localStorage.getItem('admin.locale') ?? '',
    scheme: chosen === 'light' || chosen === 'dark' ? chosen : dark ? 'dark' : 'light',
  };
}

/**
 * Keeps this browser's view in a cookie for the server: now, and whenever the page is left (a
 * reload or a new visit then carries the language or scheme chosen meanwhile).
 */
export function rememberView(): void {
  const write = () => {
    const value = encodeURIComponent(JSON.stringify(currentView()));
    document.cookie = `${VIEW_COOKIE}=${value}; Path=/; SameSite=Strict`;
  };
  write();
  addEventListener('pagehide', write);
}

/** Reads a view cookie's value; null when absent or not a view. */
export function parseView(value: string | null | undefined): DemoView | null {
  if (!value) return null;
  try {
    const view = JSON.parse(decodeURIComponent(value)) as Partial<DemoView>;
    if (
      typeof view?.zone !== 'string' ||
      typeof view.locale !== 'string' ||
      (view.scheme !== 'light' && view.scheme !== 'dark')
    ) {
      return null;
    }
    return view as DemoView;
  } catch {
    return null;
  }
}
