import { UI_ICONS } from '../../shell/icons/ui-icons';
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
});
