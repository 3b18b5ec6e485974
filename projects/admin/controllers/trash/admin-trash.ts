import { Injectable, inject } from '@angular/core';
import { firstValueFrom, forkJoin } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ɵADMIN_CONFIRM, ResourceRegistry } from 'admin/config';
import {
  recordId,
  type AdminRecord,
  type ParentParams,
  type RecordId,
  type Resource,
} from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ADMIN_NOTIFIER } from '../notifier';
import { ɵerrorMessage } from '../notifier-internal';

/**
 * The trash of soft-deleting resources (`softDelete`, docs/contract.md §4.5), without any UI:
 * which resources have one and who may use it, moving records to it (a delete, whose
 * notification offers Undo: a restore), restoring and purging them with their notifications, and
 * whether a referenced record is trashed. `TrashController` (a trash page) and `DeleteController`
 * (every delete of such a resource) go through it.
 */
@Injectable({ providedIn: 'root' })
export class AdminTrash {
  private readonly repositories = inject(ResourceRepositories);
  private readonly registry = inject(ResourceRegistry);
  private readonly auth = inject(AdminAuth);
  private readonly confirm = inject(ɵADMIN_CONFIRM);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);

  /** Whether deleting a record of `resource` moves it to the trash (`softDelete`). */
  has(resource: string | Resource): boolean {
    return !!this.registry.find(resource)?.softDelete;
  }

  /** Whether the user may see the trash and restore from it: `softDelete` and `can(…, 'delete')`. */
  canRestore(resource: string | Resource): boolean {
    return this.has(resource) && this.registry.offered(resource, 'delete');
  }

  /**
   * Whether the user may purge the trash: may restore, and holds one of the roles of
   * `softDelete: { purge }` when it names some.
   */
  canPurge(resource: string | Resource): boolean {
    const target = this.registry.find(resource);
    if (!target?.softDelete || !this.canRestore(target)) return false;
    const roles = target.softDelete.purge;
    return !roles || this.auth.permissions().some((role) => roles.includes(role));
  }

  /**
   * The router commands of the trash page of `resource` (`<list>/trash`), or null when the user
   * may not use it (or its list has no route).
   */
  link(resource: string | Resource, parents?: ParentParams | null): (string | RecordId)[] | null {
    if (!this.canRestore(resource)) return null;
    const list = this.registry.link(resource, 'list', { parents });
    return list && [...list, 'trash'];
  }

  /** Whether `record` of `resource` (a reference's, read by `getMany`) is in the trash. */
  isTrashed(resource: string | Resource, record: AdminRecord | null | undefined): boolean {
    if (!record || !this.has(resource)) return false;
    return this.repositories.for(resource).isTrashed(record);
  }

  /**
   * Moves records to the trash (the API's delete) at once, asking nothing: the notification says
   * so and offers Undo, which restores them. Resolves `true` once they are in the trash.
   */
  async moveToTrash(
    resource: Resource,
    records: readonly AdminRecord[],
    send: () => Promise<unknown>,
  ): Promise<boolean> {
    if (!records.length) return false;
    try {
      await send();
    } catch (error) {
      this.notifier.notify(
        this.i18n.t('admin.notifications.error', { message: ɵerrorMessage(this.i18n, error) }),
        'error',
        { retry: () => this.moveToTrash(resource, records, send) },
      );
      return false;
    }
    const key = records.length === 1 ? 'admin.trash.moved' : 'admin.trash.movedMany';
    this.notifier.notify(this.i18n.t(key, this.params(resource, records)), 'success', {
      undo: () => this.restore(resource, records),
    });
    return true;
  }

  /**
   * Takes records out of the trash (one request each), notifies, and tells the open lists of the
   * resource to load again. Resolves `true` once every one is restored.
   */
  async restore(resource: Resource, records: readonly AdminRecord[]): Promise<boolean> {
    if (!records.length) return false;
    const repository = this.repositories.for(resource);
    const ids = records.map((record) => keyOf(resource, record));
    try {
      await firstValueFrom(forkJoin(ids.map((id) => repository.restore(id))));
    } catch (error) {
      this.notifier.notify(
        this.i18n.t('admin.trash.restoreFailed', {
          ...this.params(resource, records),
          message: ɵerrorMessage(this.i18n, error),
        }),
        'error',
        { retry: () => this.restore(resource, records) },
      );
      this.announce(resource, ids);
      return false;
    }
    this.announce(resource, ids);
    const key = records.length === 1 ? 'admin.trash.restored' : 'admin.trash.restoredMany';
    this.notifier.notify(this.i18n.t(key, this.params(resource, records)), 'success');
    return true;
  }

  /**
   * Asks, then deletes a trashed record for good and notifies; resolves `true` once purged.
   * Refused without asking when the user may not purge.
   */
  async purge(resource: Resource, record: AdminRecord): Promise<boolean> {
    const params = this.params(resource, [record]);
    if (!this.canPurge(resource)) {
      this.notifier.notify(this.i18n.t('admin.trash.purgeDenied', params), 'error');
      return false;
    }
    const confirmed = await this.confirm({
      title: this.i18n.t('admin.trash.purgeTitle', params),
      message: this.i18n.t('admin.trash.purgeMessage', params),
      confirmText: this.i18n.t('admin.trash.purge'),
      danger: true,
    });
    if (!confirmed) return false;
    const id = keyOf(resource, record);
    try {
      await firstValueFrom(this.repositories.for(resource).purge(id), { defaultValue: undefined });
    } catch (error) {
      this.notifier.notify(
        this.i18n.t('admin.trash.purgeFailed', {
          ...params,
          message: ɵerrorMessage(this.i18n, error),
        }),
        'error',
        { retry: () => this.purge(resource, record) },
      );
      return false;
    }
    this.notifier.notify(this.i18n.t('admin.trash.purged', params), 'success');
    return true;
  }

  /**
   * Tells the views of `resource` that these records changed (through the pending changes: an
   * empty update, committed at once), so that open lists and references load them again.
   */
  private announce(resource: Resource, ids: readonly RecordId[]): void {
    const release = this.repositories.for(resource).stage('update', ids, {});
    release('committed');
  }

  private params(resource: Resource, records: readonly AdminRecord[]) {
    const singular = this.i18n.resourceName(resource, 'singular');
    const plural = this.i18n.resourceName(resource, 'plural');
    return {
      singular,
      singularLower: singular.charAt(0).toLowerCase() + singular.slice(1),
      pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1),
      label: records.length === 1 ? this.i18n.recordLabel(resource, records[0]) : '',
      count: records.length,
    };
  }
}

/** A record's key (the resource's `idField`); throws naming the problem when it has none. */
function keyOf(resource: Resource, record: AdminRecord): RecordId {
  const id = recordId(resource, record);
  if (id !== undefined) return id;
  throw new Error(
    `The ${resource.name} record has no "${resource.idField}" (string or number): ${JSON.stringify(record)}`,
  );
}
