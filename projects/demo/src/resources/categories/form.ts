import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaForm, VaTextInput, type AdminRecord, type Resource } from 'admin';

/** The form of categories, used by its create page (no edit page: see ../pages.ts). */
@Component({
  selector: 'app-categories-form',
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="name" required />
      <va-text-input source="slug" />
    </va-form>
  `,
})
export class CategoriesForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
