import { VIEW_COOKIE, currentView, parseView, rememberView } from './view-cookie';

describe('the view cookie', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${VIEW_COOKIE}=; Path=/; Max-Age=0`;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark') && localStorage.getItem('os-dark') === '1',
    })) as unknown as typeof window.matchMedia;
  });

  it("holds this browser's time zone, chosen language and colour scheme", () => {
    expect(currentView()).toEqual({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: '',
      scheme: 'light',
    });
    localStorage.setItem('os-dark', '1');
    localStorage.setItem('admin.locale', 'fr');
    expect(currentView()).toMatchObject({ locale: 'fr', scheme: 'dark' });
    // A scheme chosen in the app wins over the system's.
    localStorage.setItem('admin.theme', 'light');
    expect(currentView().scheme).toBe('light');
  });

  it('is written on start and read back by the server', () => {
    localStorage.setItem('admin.locale', 'fr');
    rememberView();
    const raw = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${VIEW_COOKIE}=`))!
      .slice(VIEW_COOKIE.length + 1);
    expect(parseView(raw)).toEqual(currentView());
  });

  it('reads nothing from a missing or malformed cookie', () => {
    expect(parseView(null)).toBeNull();
    expect(parseView('%7B')).toBeNull();
    expect(parseView(encodeURIComponent('{"zone":"UTC","locale":"","scheme":"blue"}'))).toBeNull();
    expect(parseView(encodeURIComponent('{"zone":1,"locale":"","scheme":"light"}'))).toBeNull();
  });
});
