import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { TagsBySlugForm } from './form';

/** The create page of tags by slug (route /tags-by-slug/create). */
@Component({
  selector: 'app-tags-by-slug-create',
  imports: [TagsBySlugForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-tags-by-slug-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class TagsBySlugCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
