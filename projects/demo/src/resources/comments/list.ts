import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { VaList, type VaColumn, type Resource } from 'admin';

/** The list page of comments (route /comments). */
@Component({
  selector: 'app-comments-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list [resource]="resource()" [title]="title()" [columns]="columns" />`,
})
export class CommentsList {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  // Issue 38: the text and date of a comment edit in place (Enter or F2, Tab, Escape; Undo as
  // for any write of this undoable resource), and a block pasted from a spreadsheet is previewed
  // then written in one request.
  protected readonly columns: VaColumn[] = [
    { source: 'body', editable: { required: true } },
    { source: 'postId', type: 'reference', reference: 'posts' },
    { source: 'createdAt', type: 'date', sortable: true, editable: true },
  ];
}
