import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaForm,
  VaTextInput,
  VaSelectInput,
  VaAutocompleteInput,
  VaBooleanInput,
  VaDateTimeInput,
  VaRichTextInput,
  VaNumberInput,
  VaImageInput,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The form of posts, shared by its create and edit pages (docs/contract.md §2.7). */
@Component({
  selector: 'app-posts-form',
  imports: [
    VaForm,
    VaTextInput,
    VaSelectInput,
    VaAutocompleteInput,
    VaBooleanInput,
    VaDateTimeInput,
    VaRichTextInput,
    VaNumberInput,
    VaImageInput,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="title" required />
      <va-rich-text-input source="body" />
      <va-select-input source="categoryId" reference="categories" />
      <va-autocomplete-input source="tagIds" reference="tags" [multiple]="true" />
      <va-boolean-input source="published" />
      <va-date-time-input source="publishedAt" />
      <va-number-input source="views" />
      <va-image-input
        source="cover"
        accept="image/png,image/jpeg,image/gif,image/webp"
        [maxSize]="2000000"
      />
    </va-form>
  `,
})
export class PostsForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
