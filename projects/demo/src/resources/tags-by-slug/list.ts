import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of tags by slug (route /tags-by-slug): each row links to /tags-by-slug/<slug>. */
@Component({
  selector: 'app-tags-by-slug-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class TagsBySlugList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'slug', sortable: true, link: 'show' },
    { source: 'name', sortable: true },
  ];
}
