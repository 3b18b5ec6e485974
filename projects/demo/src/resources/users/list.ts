import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of users (route /users). */
@Component({
  selector: 'app-users-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class UsersList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'avatar', type: 'image' },
    { source: 'name', sortable: true },
    { source: 'email', type: 'email', sortable: true },
    { source: 'roles', type: 'chip' },
  ];
}
