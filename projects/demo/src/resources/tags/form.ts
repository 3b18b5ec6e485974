import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaForm, VaTextInput, type AdminRecord, type Resource } from 'admin';

/** The form of tags, shared by its create and edit pages (docs/contract.md §2.7). */
@Component({
  selector: 'app-tags-form',
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="name" required />
    </va-form>
  `,
})
export class TagsForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
