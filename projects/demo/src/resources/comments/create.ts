import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { CommentsForm } from './form';

/** The create page of comments (route /comments/create; ?source=<id> copies a record). */
@Component({
  selector: 'app-comments-create',
  imports: [CommentsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-comments-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class CommentsCreate {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
