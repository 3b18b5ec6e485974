import { ChangeDetectionStrategy, Component, input } from '@angular/core';

import {
  FILE_INPUT_IMPORTS,
  FILE_INPUT_STYLES,
  FILE_INPUT_TEMPLATE,
  VaFileInputBase,
} from './file-input-base';
import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS } from './va-input';

/**
 * An image input: `<va-image-input source="avatar" [maxSize]="2_000_000" />` (accepts `image/*`
 * unless `accept` says otherwise), with thumbnails of the stored and the new images.
 */
@Component({
  selector: 'va-image-input',
  imports: FILE_INPUT_IMPORTS,
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: FILE_INPUT_TEMPLATE,
  styles: [INPUT_STYLES, FILE_INPUT_STYLES],
})
export class VaImageInput extends VaFileInputBase {
  protected readonly image = true;
  override readonly accept = input<string | undefined>('image/*');
}
