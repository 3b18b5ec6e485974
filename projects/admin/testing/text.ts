import type { TestElement } from '@angular/cdk/testing';

/** An element's text as a reader sees it: white space collapsed, trimmed. */
export async function readText(element: TestElement | null): Promise<string> {
  return element ? (await element.text()).replace(/\s+/g, ' ').trim() : '';
}

/** Whether `value` matches `pattern`: equal text, or a regular expression found in it. */
export function matchesText(value: string, pattern: string | RegExp): boolean {
  return typeof pattern === 'string' ? value === pattern : pattern.test(value);
}

/** Waits `ms` milliseconds (a component's own debounce, which no change detection flushes). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
