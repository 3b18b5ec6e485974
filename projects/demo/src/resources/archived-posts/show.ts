import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaShow,
  VaTextField,
  VaReferenceField,
  VaReferenceArrayField,
  VaDateField,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The show page of archived-posts (route /archived-posts/:id). */
@Component({
  selector: 'app-archived-posts-show',
  imports: [VaShow, VaTextField, VaReferenceField, VaReferenceArrayField, VaDateField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="title" />
      <va-reference-field source="categoryId" reference="categories" />
      <va-reference-array-field source="tagIds" reference="tags" />
      <va-date-field source="publishedAt" />
    </va-show>
  `,
})
export class ArchivedPostsShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
