import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaShow,
  VaTextField,
  VaReferenceField,
  VaDateField,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The show page of comments (route /comments/:id). */
@Component({
  selector: 'app-comments-show',
  imports: [VaShow, VaTextField, VaReferenceField, VaDateField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="body" />
      <va-reference-field source="postId" reference="posts" />
      <va-date-field source="createdAt" />
    </va-show>
  `,
})
export class CommentsShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
