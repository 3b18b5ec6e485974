import { CdkDrag, CdkDragHandle, CdkDropList, type CdkDragDrop } from '@angular/cdk/drag-drop';
import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatButtonToggle, MatButtonToggleGroup } from '@angular/material/button-toggle';
import { MatCheckbox } from '@angular/material/checkbox';
import { MatMenu, MatMenuTrigger } from '@angular/material/menu';

import type { ListColumns, ListDensity } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';

/**
 * The column menu of a list (issue 38 §4): a checkbox per column to show or hide it, a drag
 * handle to reorder (CDK drag and drop) with "earlier"/"later" buttons for the keyboard, a
 * width field per column, the row density, and "Reset columns". A thin view of `ListColumns`.
 */
@Component({
  selector: 'va-column-menu',
  imports: [
    CdkDrag,
    CdkDragHandle,
    CdkDropList,
    MatButton,
    MatButtonToggle,
    MatButtonToggleGroup,
    MatCheckbox,
    MatIconButton,
    MatMenu,
    MatMenuTrigger,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-column-menu.html',
  styleUrl: './va-column-menu.css',
})
export class VaColumnMenu {
  protected readonly i18n = inject(AdminI18n);

  readonly columns = input.required<ListColumns>();
  /** Header texts by source. */
  readonly labels = input.required<Readonly<Record<string, string>>>();

  protected readonly items = computed(() => {
    const labels = this.labels();
    const items = this.columns().items();
    const shown = items.filter((item) => item.visible).length;
    return items.map((item, index) => ({
      ...item,
      label: labels[item.source] ?? item.source,
      first: index === 0,
      last: index === items.length - 1,
      /** The last column shown cannot be hidden. */
      locked: item.visible && shown === 1,
    }));
  });

  protected drop(event: CdkDragDrop<unknown>): void {
    this.columns().move(event.previousIndex, event.currentIndex);
  }

  protected setWidth(source: string, value: string): void {
    const width = Number(value);
    this.columns().resize(source, value.trim() === '' || !width ? null : width);
  }

  protected setDensity(value: ListDensity): void {
    this.columns().setDensity(value);
  }
}
