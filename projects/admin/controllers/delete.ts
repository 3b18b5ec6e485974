import { Injectable, computed, inject, signal } from '@angular/core';
import { firstValueFrom } from 'rxjs';

import { ɵADMIN_CONFIRM } from 'admin/config';
import { type AdminRecord, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { AdminMutations, type MutationMode } from './mutations';
import { ɵmutationModeOf } from './mutations-internal';
import { ɵrecordChangedMessage } from './notifier-internal';
import { ɵrecordId } from './delete-internal';
import { AdminTrash } from './trash/admin-trash';

/** Options of a delete. */
export interface DeleteOptions {
  /** The mutation mode of this call; default the resource's `mutationMode`, else pessimistic. */
  readonly mutationMode?: MutationMode;
}

/**
 * The delete flow shared by lists, show and edit pages (issue 6 §4), without any UI: a
 * confirmation (`ADMIN_CONFIRM`) naming the record by its label, the API call, then a success or
 * error notification (`ADMIN_NOTIFIER`). Resolves `true` once deleted, or (optimistic and
 * undoable modes, `AdminMutations`) once the records are hidden everywhere. An undoable delete
 * asks nothing: its notification offers Undo instead. The record's version goes with it. A
 * soft-deleting resource's records move to the trash (`AdminTrash`): at once, asking nothing,
 * "moved to the trash" with Undo (a restore), whatever the mutation mode.
 */
@Injectable({ providedIn: 'root' })
export class DeleteController {
  private readonly confirm = inject(ɵADMIN_CONFIRM);
  private readonly repositories = inject(ResourceRepositories);
  private readonly mutations = inject(AdminMutations);
  private readonly i18n = inject(AdminI18n);
  private readonly trash = inject(AdminTrash);
  private readonly pending = signal(0);

  /** Whether a delete request is under way. */
  readonly deleting = computed(() => this.pending() > 0);

  /** Asks, deletes and notifies; resolves `true` once the record is deleted. */
  async deleteRecord(
    resource: Resource,
    record: AdminRecord,
    options: DeleteOptions = {},
  ): Promise<boolean> {
    const id = ɵrecordId(resource, record);
    if (this.trash.has(resource)) {
      const repository = this.repositories.pinned(resource);
      const version = repository.versionOf(record);
      return this.counted(() =>
        this.trash.moveToTrash(resource, [record], () =>
          firstValueFrom(repository.delete(id, { version }), { defaultValue: undefined }),
        ),
      );
    }
    const names = this.names(resource);
    const label = this.i18n.recordLabel(resource, record);
    const mode = ɵmutationModeOf(resource, options.mutationMode);
    const confirmed =
      mode === 'undoable' ||
      (await this.confirm({
        title: this.i18n.t('admin.confirm.deleteTitle', names),
        message: this.i18n.t('admin.confirm.deleteMessage', { ...names, label }),
        confirmText: this.i18n.t('admin.actions.delete'),
        danger: true,
      }));
    if (!confirmed) return false;
    // Bound to the page's parent ids now: an undoable delete goes after the user left the page.
    const repository = this.repositories.pinned(resource);
    const version = repository.versionOf(record);
    return this.run({
      resource,
      mode,
      kind: 'delete',
      ids: [id],
      send: (keepalive) => repository.delete(id, { version, keepalive }),
      done: ɵrecordChangedMessage(this.i18n, resource, 'deleted', record),
      refused: (message) =>
        this.i18n.t('admin.mutations.deleteRefused', { ...names, label, message }),
    });
  }

  /** Asks once for several records, deletes them and notifies; resolves `true` once deleted. */
  async deleteRecords(
    resource: Resource,
    records: readonly AdminRecord[],
    options: DeleteOptions = {},
  ): Promise<boolean> {
    if (!records.length) return false;
    if (records.length === 1) return this.deleteRecord(resource, records[0], options);
    if (this.trash.has(resource)) {
      const ids = records.map((record) => ɵrecordId(resource, record));
      const repository = this.repositories.pinned(resource);
      return this.counted(() =>
        this.trash.moveToTrash(resource, records, () => firstValueFrom(repository.deleteMany(ids))),
      );
    }
    const params = { ...this.names(resource), count: records.length };
    const mode = ɵmutationModeOf(resource, options.mutationMode);
    const confirmed =
      mode === 'undoable' ||
      (await this.confirm({
        title: this.i18n.t('admin.confirm.deleteManyTitle', params),
        message: this.i18n.t('admin.confirm.deleteManyMessage', params),
        confirmText: this.i18n.t('admin.actions.delete'),
        danger: true,
      }));
    if (!confirmed) return false;
    const ids = records.map((record) => ɵrecordId(resource, record));
    // Bound to the page's parent ids now: an undoable delete goes after the user left the page.
    const repository = this.repositories.pinned(resource);
    return this.run({
      resource,
      mode,
      kind: 'delete',
      ids,
      send: (keepalive) => repository.deleteMany(ids, { keepalive }),
      done: this.i18n.t('admin.notifications.deletedMany', params),
      refused: (message) =>
        this.i18n.t('admin.mutations.deleteManyRefused', { ...params, message }),
    });
  }

  private async counted(run: () => Promise<boolean>): Promise<boolean> {
    this.pending.update((n) => n + 1);
    try {
      return await run();
    } finally {
      this.pending.update((n) => n - 1);
    }
  }

  private async run(request: Parameters<AdminMutations['run']>[0]): Promise<boolean> {
    this.pending.update((n) => n + 1);
    try {
      const outcome = await this.mutations.run(request);
      return outcome.status !== 'failed';
    } finally {
      this.pending.update((n) => n - 1);
    }
  }

  private names(resource: Resource) {
    const singular = this.i18n.resourceName(resource, 'singular');
    const plural = this.i18n.resourceName(resource, 'plural');
    return {
      singular,
      plural,
      singularLower: singular.charAt(0).toLowerCase() + singular.slice(1),
      pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1),
    };
  }
}
