/*
 * The internals of ./admin-features.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { type EnvironmentProviders, type Provider } from '@angular/core';
import { type AdminFeatureKind, type AdminFeature } from './admin-features';

export function ɵfeature(
  kind: AdminFeatureKind,
  providers: readonly (Provider | EnvironmentProviders)[],
) {
  return Object.freeze({ kind, providers: Object.freeze([...providers]) }) as AdminFeature;
}

/** The providers of a feature list; a kind given twice (messages aside) is a mistake. */
export function ɵfeatureProviders(
  features: readonly (AdminFeature | readonly AdminFeature[])[],
): (Provider | EnvironmentProviders)[] {
  const seen = new Set<AdminFeatureKind>();
  const providers: (Provider | EnvironmentProviders)[] = [];
  for (const entry of features.flat()) {
    if (!entry || typeof entry !== 'object' || !Array.isArray(entry.providers)) {
      throw new TypeError(
        `provideAdmin(config, ...features): a feature must come from a with…() function, got ${String(entry)}`,
      );
    }
    if (entry.kind !== 'messages' && seen.has(entry.kind)) {
      throw new TypeError(
        `provideAdmin(config, ...features): the "${entry.kind}" feature is given twice`,
      );
    }
    seen.add(entry.kind);
    providers.push(...entry.providers);
  }
  return providers;
}
