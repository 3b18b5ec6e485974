import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { TagsBySlugForm } from './form';

/** The edit page of tags by slug (route /tags-by-slug/:id/edit, the id being the slug). */
@Component({
  selector: 'app-tags-by-slug-edit',
  imports: [TagsBySlugForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-tags-by-slug-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class TagsBySlugEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
