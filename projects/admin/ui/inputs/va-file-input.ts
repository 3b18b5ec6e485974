import { ChangeDetectionStrategy, Component } from '@angular/core';

import {
  FILE_INPUT_IMPORTS,
  FILE_INPUT_STYLES,
  FILE_INPUT_TEMPLATE,
  VaFileInputBase,
} from './file-input-base';
import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS } from './va-input';

/**
 * A file input: `<va-file-input source="attachment" accept=".pdf" [maxSize]="5_000_000" />`,
 * `multiple` for several. Choose with the button (keyboard) or drop files on it; each file shows
 * its name, size and upload progress, and can be removed. A file of the wrong type or too large
 * is refused at once with a message naming it, before anything is sent.
 */
@Component({
  selector: 'va-file-input',
  imports: FILE_INPUT_IMPORTS,
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: FILE_INPUT_TEMPLATE,
  styles: [INPUT_STYLES, FILE_INPUT_STYLES],
})
export class VaFileInput extends VaFileInputBase {
  protected readonly image = false;
}
