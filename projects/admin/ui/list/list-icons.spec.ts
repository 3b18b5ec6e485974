import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { UI_ICONS } from '../../icons/ui-icons';
import { LIST_ICONS } from './list-icons';

describe('LIST_ICONS', () => {
  it('draws each row icon with the path data of the generated UI icon set', () => {
    for (const [name, path] of Object.entries(LIST_ICONS)) {
      expect({ name, path }).toEqual({ name, path: UI_ICONS[name] });
    }
    expect(Object.keys(LIST_ICONS).sort()).toEqual([
      'mdi-check',
      'mdi-close',
      'mdi-delete',
      'mdi-eye',
      'mdi-pencil',
      'mdi-refresh',
    ]);
  });

  it("draws the row actions' CSS masks with the same path data", () => {
    const css = readFileSync(join(__dirname, 'row-controls.css'), 'utf8');
    const masks: Record<string, string> = {};
    for (const [, action, url] of css.matchAll(
      /\.va-row-(\w+)::before \{\s*mask-image: url\("data:image\/svg\+xml,([^"]+)"\);/g,
    )) {
      masks[action] = /<path d='([^']+)'\/>/.exec(decodeURIComponent(url))![1];
    }
    expect(masks).toEqual({
      show: LIST_ICONS['mdi-eye'],
      edit: LIST_ICONS['mdi-pencil'],
      delete: LIST_ICONS['mdi-delete'],
    });
  });
});
