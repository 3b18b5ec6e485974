import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { PostsForm } from './form';

/** The create page of posts (route /posts/create; ?source=<id> copies a record). */
@Component({
  selector: 'app-posts-create',
  imports: [PostsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-posts-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class PostsCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
