// Loading of the library's UI icon set, shared by AdminIcons and adminRoutes(). Not exported.

let uiIconSet: Promise<Readonly<Record<string, string>>> | null = null;

/**
 * Starts loading the library's UI icon set (`UI_ICONS`, a chunk of its own) if not yet started;
 * `adminRoutes()` calls it at start so that the first page finds the icons there.
 */
export function ɵpreloadUiIcons(): Promise<Readonly<Record<string, string>>> {
  uiIconSet ??= import('./ui-icons-loader').then(
    (m) => m.UI_ICONS,
    (error: unknown) => {
      uiIconSet = null;
      throw error;
    },
  );
  return uiIconSet;
}
