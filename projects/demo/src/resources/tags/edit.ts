import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { TagsForm } from './form';

/** The edit page of tags (route /tags/:id/edit). */
@Component({
  selector: 'app-tags-edit',
  imports: [TagsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-tags-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class TagsEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
