import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/**
 * The list page of all comments (route /all-comments): the same records as /comments, as an
 * infinite list (issue 38 §3). 10 000 comments in the demo's seed: one scrolling body, only the
 * rows in view in the DOM, 1 000 more loaded as the user nears the end (the API's page cap).
 * /comments stays a paged list whose cells edit in place.
 */
@Component({
  selector: 'app-all-comments-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [title]="title()"
    [columns]="columns"
    [perPage]="1000"
    mode="infinite"
  />`,
})
export class AllCommentsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'id', label: '#', sortable: true },
    { source: 'body' },
    { source: 'postId', type: 'reference', reference: 'posts' },
    { source: 'createdAt', type: 'date', sortable: true },
  ];
}
