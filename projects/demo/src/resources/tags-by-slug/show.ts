import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaShow, VaTextField, type AdminRecord, type Resource } from 'admin';

/** The show page of tags by slug (route /tags-by-slug/:id, the id being the tag's slug). */
@Component({
  selector: 'app-tags-by-slug-show',
  imports: [VaShow, VaTextField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="slug" />
      <va-text-field source="name" />
    </va-show>
  `,
})
export class TagsBySlugShow {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}
