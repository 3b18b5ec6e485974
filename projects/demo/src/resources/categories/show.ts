import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaReferenceManyField, VaShow, VaTextField, type AdminRecord, type Resource } from 'admin';

/**
 * The show page of categories (route /categories/:id): the category and its posts, in a table
 * with the default columns (the id and the posts' label, their title) across the page.
 */
@Component({
  selector: 'app-categories-show',
  imports: [VaShow, VaTextField, VaReferenceManyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="name" />
      <va-text-field source="slug" />
      <va-reference-many-field reference="posts" target="categoryId" sort="-id" />
    </va-show>
  `,
})
export class CategoriesShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
