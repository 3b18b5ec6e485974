import {
  Injector,
  inject,
  makeEnvironmentProviders,
  provideAppInitializer,
  type EnvironmentProviders,
} from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';
import { ɵAdminIcons, ɵICON_NAMESPACE } from './icon-registry-internal';

/**
 * Registers `extra` icons with the admin's when the app starts, and puts every admin icon (the
 * library's, the app's, and those registered later) in Material's `MatIconRegistry` under the
 * `mdi` namespace, for an app's own `<mat-icon svgIcon="mdi:account">`. `VaIcon` needs none of
 * this: it draws the admin's icons itself.
 */
export function provideAdminIcons(
  extra: Readonly<Record<string, string>> = {},
): EnvironmentProviders {
  return makeEnvironmentProviders([
    // Material's icon registry loads with import(), and the app starts once it has the icons: a
    // static import would put MatIcon into the first download of every app, since this entry
    // point is in it (whenever a lazy page, e.g. a stepper, uses MatIcon).
    provideAppInitializer(() => {
      const icons = inject(ɵAdminIcons);
      const injector = inject(Injector);
      const sanitizer = inject(DomSanitizer);
      icons.register(extra);
      return import('@angular/material/icon').then(({ MatIconRegistry }) => {
        const registry = injector.get(MatIconRegistry);
        icons.mirror((id, path) =>
          registry.addSvgIconLiteralInNamespace(
            ɵICON_NAMESPACE,
            id,
            sanitizer.bypassSecurityTrustHtml(
              `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`,
            ),
          ),
        );
      });
    }),
  ]);
}
