import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import type { AdminRecord, Resource } from 'admin';

import { UsersForm } from './form';

/** The edit page of users (route /users/:id/edit): their name, email and avatar. */
@Component({
  selector: 'app-users-edit',
  imports: [UsersForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-users-form [resource]="resource()" [item]="item()" [title]="title()" />`,
})
export class UsersEdit {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
