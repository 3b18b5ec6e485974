import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of archived-posts (route /archived-posts). */
@Component({
  selector: 'app-archived-posts-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [title]="title()"
    [columns]="columns"
    [filter]="{ archived: true }"
  />`,
})
export class ArchivedPostsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'title', sortable: true },
    { source: 'categoryId', type: 'reference', reference: 'categories' },
    { source: 'tagIds', type: 'reference-array', reference: 'tags' },
    { source: 'publishedAt', type: 'date', sortable: true },
  ];
}
