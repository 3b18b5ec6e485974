import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaForm, VaImageInput, VaTextInput, type AdminRecord, type Resource } from 'admin';

/** The largest avatar the demo API takes (its default upload limit). */
export const AVATAR_MAX_SIZE = 2_000_000;

/**
 * The edit form of users: name, email and avatar. The avatar goes to the demo API's upload
 * endpoint on save (`withUploads` in app.config.ts) and its URL is stored in `avatar`.
 */
@Component({
  selector: 'app-users-form',
  imports: [VaForm, VaTextInput, VaImageInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="name" required [maxLength]="200" />
      <va-text-input source="email" type="email" required [maxLength]="254" />
      <va-image-input
        source="avatar"
        accept="image/png,image/jpeg,image/gif,image/webp"
        [maxSize]="avatarMaxSize"
      />
    </va-form>
  `,
})
export class UsersForm {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
  readonly title = input('');
  protected readonly avatarMaxSize = AVATAR_MAX_SIZE;
}
