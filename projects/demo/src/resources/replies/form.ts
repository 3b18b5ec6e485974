import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaDateInput, VaForm, VaTextInput, type AdminRecord, type Resource } from 'admin';

/**
 * The form of a post's reply, shared by its create and edit pages (docs/contract.md §2.7). No post
 * input: the reply belongs to the post of the URL (the API sets `postId` from the path).
 */
@Component({
  selector: 'app-replies-form',
  imports: [VaForm, VaTextInput, VaDateInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="body" required multiline />
      <va-date-input source="createdAt" />
    </va-form>
  `,
})
export class RepliesForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
}
