import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { AdminAuth, type AdminRecord, type Resource } from 'admin';

import { PostsForm } from './form';

/**
 * The create page of posts (route /posts/create; ?source=<id> copies a record). A new post is
 * written by the signed-in user (the demo API requires a `userId`, which the form has no input
 * for) and is not archived (the posts list shows `archived: false` only).
 */
@Component({
  selector: 'app-posts-create',
  imports: [PostsForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<app-posts-form [resource]="resource()" [item]="record()" [title]="title()" />`,
})
export class PostsCreate {
  private readonly auth = inject(AdminAuth);

  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);

  protected readonly record = computed<AdminRecord>(
    () => this.item() ?? { userId: this.auth.user()?.id ?? null, archived: false },
  );
}
