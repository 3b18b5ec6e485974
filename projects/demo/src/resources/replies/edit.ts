import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { RepliesForm } from './form';

/** The edit page of a post's reply (route /posts/:postId/replies/:id/edit). */
@Component({
  selector: 'app-replies-edit',
  imports: [RepliesForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-replies-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class RepliesEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
  readonly parentId = input<string>();
  readonly parent = input<AdminRecord>();
}
