import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { CommentsForm } from './form';

/** The edit page of comments (route /comments/:id/edit). */
@Component({
  selector: 'app-comments-edit',
  imports: [CommentsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-comments-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class CommentsEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
