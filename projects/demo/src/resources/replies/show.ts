import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaDateField, VaShow, VaTextField, type AdminRecord, type Resource } from 'admin';

/** The show page of a post's reply (route /posts/:postId/replies/:id). */
@Component({
  selector: 'app-replies-show',
  imports: [VaShow, VaTextField, VaDateField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="body" />
      <va-date-field source="createdAt" />
    </va-show>
  `,
})
export class RepliesShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
  readonly parentId = input<string>();
  readonly parent = input<AdminRecord>();
}
