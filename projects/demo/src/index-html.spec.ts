import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EARLY_DATA_SCRIPT } from 'admin';

describe('index.html', () => {
  const html = readFileSync(join(__dirname, 'index.html'), 'utf8');

  it('runs the library’s early-data script, as it is, right after the root element', () => {
    const root = html.indexOf('<app-root></app-root>');
    const script = html.indexOf(`<script>${EARLY_DATA_SCRIPT}</script>`);
    expect(root).toBeGreaterThan(-1);
    expect(script).toBeGreaterThan(root);
  });
});
