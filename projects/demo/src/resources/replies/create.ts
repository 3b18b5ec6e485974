import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { RepliesForm } from './form';

/** The create page of a post's reply (route /posts/:postId/replies/create). */
@Component({
  selector: 'app-replies-create',
  imports: [RepliesForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-replies-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class RepliesCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
  readonly parentId = input<string>();
  readonly parent = input<AdminRecord>();
}
