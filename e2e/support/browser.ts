import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM, CHROMIUM_ARGS } = require('./chromium.cjs') as {
  CHROMIUM: string;
  CHROMIUM_ARGS: string[];
};

export const baseUrl = (): string => {
  const url = process.env['E2E_BASE_URL'];
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js');
  return url;
};

export const ARTEFACTS = join(__dirname, '../results');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'admin-chromium-'))}`],
  });
}

export async function newPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot as a test artefact (used on failure). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTEFACTS, { recursive: true });
  const path = join(ARTEFACTS, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
