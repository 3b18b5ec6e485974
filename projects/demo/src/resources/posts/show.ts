import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaShow,
  VaTextField,
  VaReferenceField,
  VaReferenceArrayField,
  VaBooleanField,
  VaDateField,
  VaRichTextField,
  VaNumberField,
  VaImageField,
  VaColumnDef,
  VaReferenceManyCount,
  VaReferenceManyField,
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
    VaRichTextField,
    VaNumberField,
    VaImageField,
    VaColumnDef,
    VaReferenceManyCount,
    VaReferenceManyField,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="title" />
      <va-rich-text-field source="body" />
      <va-reference-field source="categoryId" reference="categories" />
      <va-reference-array-field source="tagIds" reference="tags" />
      <va-boolean-field source="published" />
      <va-date-field source="publishedAt" showTime />
      <va-number-field source="views" />
      <va-image-field source="cover" [size]="160" />
      <!-- One-to-many: the post's comments and how many there are, through the replies resource
           (comments nested under the post: rows and "Add" open /posts/12/replies/…). -->
      <va-reference-many-count reference="replies" target="postId" labelled />
      <va-reference-many-field reference="replies" target="postId" sort="-createdAt">
        <va-column source="body" />
        <va-column source="createdAt" type="date" sortable />
      </va-reference-many-field>
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
