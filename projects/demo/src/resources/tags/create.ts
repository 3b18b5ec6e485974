import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { TagsForm } from './form';

/** The create page of tags (route /tags/create; ?source=<id> copies a record). */
@Component({
  selector: 'app-tags-create',
  imports: [TagsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-tags-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class TagsCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
