import { Injectable, computed, inject, signal } from '@angular/core';
import { firstValueFrom, type Observable } from 'rxjs';

import { ADMIN_CONFIRM } from '../config/confirm';
import type { AdminRecord, RecordId, Resource } from '../config/types';
import { ResourceRepositories } from '../data/resource-repositories';
import { AdminI18n } from '../i18n/admin-i18n';
import { ADMIN_NOTIFIER, errorNotice, recordChangedMessage } from './notifier';

/**
 * The delete flow shared by lists, show and edit pages (issue 6 §4), without any UI: a
 * confirmation (`ADMIN_CONFIRM`) naming the record by its label, the API call, then a success or
 * error notification (`ADMIN_NOTIFIER`). Resolves `true` once deleted.
 */
@Injectable({ providedIn: 'root' })
export class DeleteController {
  private readonly confirm = inject(ADMIN_CONFIRM);
  private readonly repositories = inject(ResourceRepositories);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);
  private readonly pending = signal(0);

  /** Whether a delete request is under way. */
  readonly deleting = computed(() => this.pending() > 0);

  /** Asks, deletes and notifies; resolves `true` once the record is deleted. */
  async deleteRecord(resource: Resource, record: AdminRecord): Promise<boolean> {
    const id = recordId(record);
    const names = this.names(resource);
    const label = this.i18n.recordLabel(resource, record);
    const confirmed = await this.confirm({
      title: this.i18n.t('admin.confirm.deleteTitle', names),
      message: this.i18n.t('admin.confirm.deleteMessage', { ...names, label }),
      confirmText: this.i18n.t('admin.actions.delete'),
      danger: true,
    });
    if (!confirmed) return false;
    return this.run(
      () => this.repositories.for(resource).delete(id),
      () => recordChangedMessage(this.i18n, resource, 'deleted', record),
    );
  }

  /** Asks once for several records, deletes them and notifies; resolves `true` once deleted. */
  async deleteRecords(resource: Resource, records: readonly AdminRecord[]): Promise<boolean> {
    if (!records.length) return false;
    if (records.length === 1) return this.deleteRecord(resource, records[0]);
    const params = { ...this.names(resource), count: records.length };
    const confirmed = await this.confirm({
      title: this.i18n.t('admin.confirm.deleteManyTitle', params),
      message: this.i18n.t('admin.confirm.deleteManyMessage', params),
      confirmText: this.i18n.t('admin.actions.delete'),
      danger: true,
    });
    if (!confirmed) return false;
    const ids = records.map(recordId);
    return this.run(
      () => this.repositories.for(resource).deleteMany(ids),
      () => this.i18n.t('admin.notifications.deletedMany', params),
    );
  }

  private async run(request: () => Observable<unknown>, success: () => string): Promise<boolean> {
    this.pending.update((n) => n + 1);
    try {
      await firstValueFrom(request(), { defaultValue: null });
      this.notifier.notify(success(), 'success');
      return true;
    } catch (error) {
      this.notifier.notify(errorNotice(this.i18n, error), 'error');
      return false;
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

/** A record's `id`; throws naming the problem when it has none. */
export function recordId(record: AdminRecord): RecordId {
  const id = record['id'];
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error(`The record has no "id" (string or number): ${JSON.stringify(record)}`);
}
