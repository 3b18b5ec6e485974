import { isSignal, signal, type Signal } from '@angular/core';

/**
 * A controller option given as a plain value or a signal (a component input fits), read as a
 * signal. `isSignal`, not `typeof`: a plain function is a value (a reference input's `optionText`).
 * Shared by the controllers; not exported from the entry point.
 */
export function asSignal<T>(value: Signal<T> | T): Signal<T> {
  return isSignal(value) ? (value as Signal<T>) : signal(value).asReadonly();
}
