import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import {
  VaShow,
  VaTextField,
  VaEmailField,
  VaChipField,
  VaColumnDef,
  VaReferenceManyCount,
  VaReferenceManyField,
  type AdminRecord,
  type Resource,
} from 'admin';

/** The show page of users (route /users/:id): the user and the posts they wrote (one-to-many). */
@Component({
  selector: 'app-users-show',
  imports: [
    VaShow,
    VaTextField,
    VaEmailField,
    VaChipField,
    VaColumnDef,
    VaReferenceManyCount,
    VaReferenceManyField,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="name" />
      <va-email-field source="email" />
      <va-chip-field source="roles" />
      <va-reference-many-count reference="posts" target="userId" labelled />
      <va-reference-many-field reference="posts" target="userId" sort="-publishedAt">
        <va-column source="title" sortable />
        <va-column source="published" type="boolean" />
        <va-column source="publishedAt" type="date" sortable />
        <va-column source="views" type="number" sortable />
      </va-reference-many-field>
    </va-show>
  `,
})
export class UsersShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
