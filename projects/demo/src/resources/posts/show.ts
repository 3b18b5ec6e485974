import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaShow,
  VaTextField,
  VaReferenceField,
  VaReferenceArrayField,
  VaBooleanField,
  VaDateField,
  VaNumberField,
  VaImageField,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The show page of posts (route /posts/:id). */
@Component({
  selector: 'app-posts-show',
  imports: [
    VaShow,
    VaTextField,
    VaReferenceField,
    VaReferenceArrayField,
    VaBooleanField,
    VaDateField,
    VaNumberField,
    VaImageField,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="title" />
      <va-text-field source="body" />
      <va-reference-field source="categoryId" reference="categories" />
      <va-reference-array-field source="tagIds" reference="tags" />
      <va-boolean-field source="published" />
      <va-date-field source="publishedAt" />
      <va-number-field source="views" />
      <va-image-field source="cover" [size]="160" />
    </va-show>
  `,
})
export class PostsShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
