import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { CategoriesForm } from './form';

/** The edit page of categories (route /categories/:id/edit). */
@Component({
  selector: 'app-categories-edit',
  imports: [CategoriesForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-categories-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class CategoriesEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
