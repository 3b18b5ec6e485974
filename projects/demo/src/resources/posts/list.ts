import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type Resource } from 'admin';

import { postBulkActions } from './actions';
import { postsListData } from './list-data';

/** The list page of posts (route /posts); what it asks for is in list-data.ts. */
@Component({
  selector: 'app-posts-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-list
      [resource]="resource()"
      [title]="title()"
      [columns]="data.columns"
      [filter]="data.filter"
      [filters]="data.filters"
      [bulkActions]="bulkActions"
    />
  `,
})
export class PostsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly data = postsListData;
  protected readonly bulkActions = postBulkActions();
}
