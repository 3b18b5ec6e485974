import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaForm, VaTextInput, type AdminRecord, type Resource } from 'admin';

/**
 * The form of tags by slug, shared by its create and edit pages: the slug is typed on create (it
 * is the record's key: the page after saving is /tags-by-slug/<slug>) and read-only on edit.
 */
@Component({
  selector: 'app-tags-by-slug-form',
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()" redirect="show">
      <va-text-input source="slug" required [readonly]="!!item()?.['slug']" />
      <va-text-input source="name" required />
    </va-form>
  `,
})
export class TagsBySlugForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
