import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaForm,
  VaTextInput,
  VaAutocompleteInput,
  VaDateInput,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The form of comments, shared by its create and edit pages (docs/contract.md §2.7). */
@Component({
  selector: 'app-comments-form',
  imports: [VaForm, VaTextInput, VaAutocompleteInput, VaDateInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="body" required multiline />
      <!-- 120+ posts: a select lists only the first 100; the autocomplete searches them all. -->
      <va-autocomplete-input source="postId" reference="posts" required />
      <va-date-input source="createdAt" />
    </va-form>
  `,
})
export class CommentsForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
