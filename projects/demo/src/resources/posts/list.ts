import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type VaFilter, type Resource } from 'admin';

/** The list page of posts (route /posts). */
@Component({
  selector: 'app-posts-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-list
      [resource]="resource()"
      [title]="title()"
      [columns]="columns"
      [filter]="{ archived: false }"
      [filters]="filters"
    />
  `,
})
export class PostsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'title', sortable: true },
    { source: 'categoryId', type: 'reference', reference: 'categories' },
    { source: 'tagIds', type: 'reference-array', reference: 'tags' },
    { source: 'published', type: 'boolean' },
    { source: 'publishedAt', type: 'date', sortable: true },
    { source: 'views', type: 'number', sortable: true },
  ];
  protected readonly filters: VaFilter[] = [{ source: 'published', type: 'boolean' }];
}
