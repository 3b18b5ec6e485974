import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of categories (route /categories). */
@Component({
  selector: 'app-categories-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class CategoriesList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'name', sortable: true },
    { source: 'slug', sortable: true },
  ];
}
