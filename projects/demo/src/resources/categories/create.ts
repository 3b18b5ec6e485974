import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { CategoriesForm } from './form';

/** The create page of categories (route /categories/create; ?source=<id> copies a record). */
@Component({
  selector: 'app-categories-create',
  imports: [CategoriesForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-categories-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class CategoriesCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
