import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of comments (route /comments). */
@Component({
  selector: 'app-comments-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class CommentsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'postId', type: 'reference', reference: 'posts' },
    { source: 'createdAt', type: 'date', sortable: true },
  ];
}
