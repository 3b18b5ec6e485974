import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { PostsForm } from './form';

/** The edit page of posts (route /posts/:id/edit). */
@Component({
  selector: 'app-posts-edit',
  imports: [PostsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-posts-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class PostsEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
