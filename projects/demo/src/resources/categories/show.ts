import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaShow, VaTextField, type AdminRecord, type Resource } from 'admin';

/** The show page of categories (route /categories/:id). */
@Component({
  selector: 'app-categories-show',
  imports: [VaShow, VaTextField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="name" />
      <va-text-field source="slug" />
    </va-show>
  `,
})
export class CategoriesShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
