import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type AdminRecord, type Resource, type VaColumn } from 'admin';

/**
 * The list page of a post's replies (route /posts/:postId/replies): the comments of that post
 * only (GET /posts/:postId/comments); its title names the post ("Replies of post Hello").
 */
@Component({
  selector: 'app-replies-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class RepliesList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  /** The post's id, as in the URL. */
  readonly parentId = input<string>();
  /** The post. */
  readonly parent = input<AdminRecord>();
  protected readonly columns: VaColumn[] = [
    { source: 'body' },
    { source: 'createdAt', type: 'date', sortable: true },
  ];
}
