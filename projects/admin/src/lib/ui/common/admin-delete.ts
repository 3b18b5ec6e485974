import { Injectable, inject } from '@angular/core';
import { firstValueFrom } from 'rxjs';

import type { AdminRecord, RecordId, Resource } from '../../config/types';
import { ResourceRepositories } from '../../data';
import { AdminI18n } from '../../i18n/admin-i18n';
import { AdminNotifications } from './admin-notifications';
import { AdminConfirm } from './confirm-dialog';

/**
 * The delete flow shared by lists, show and edit pages (issue 6 §4): a confirmation dialog naming
 * the record by its label, the API call, then a success or error notification.
 */
@Injectable({ providedIn: 'root' })
export class AdminDelete {
  private readonly confirmation = inject(AdminConfirm);
  private readonly repositories = inject(ResourceRepositories);
  private readonly notifications = inject(AdminNotifications);
  private readonly i18n = inject(AdminI18n);

  /** Asks, deletes and notifies; resolves `true` once the record is deleted. */
  async deleteRecord(resource: Resource, record: AdminRecord): Promise<boolean> {
    const id = recordId(record);
    const names = this.names(resource);
    const label = this.i18n.recordLabel(resource, record);
    const confirmed = await this.confirmation.confirm({
      title: this.i18n.t('admin.confirm.deleteTitle', names),
      message: this.i18n.t('admin.confirm.deleteMessage', { ...names, label }),
      confirmText: this.i18n.t('admin.actions.delete'),
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await firstValueFrom(this.repositories.for(resource).delete(id), { defaultValue: null });
      this.notifications.recordChanged(resource, 'deleted', record);
      return true;
    } catch (error) {
      this.notifications.error(error);
      return false;
    }
  }

  /** Asks once for several records, deletes them and notifies; resolves `true` once deleted. */
  async deleteRecords(resource: Resource, records: readonly AdminRecord[]): Promise<boolean> {
    if (!records.length) return false;
    if (records.length === 1) return this.deleteRecord(resource, records[0]);
    const params = { ...this.names(resource), count: records.length };
    const confirmed = await this.confirmation.confirm({
      title: this.i18n.t('admin.confirm.deleteManyTitle', params),
      message: this.i18n.t('admin.confirm.deleteManyMessage', params),
      confirmText: this.i18n.t('admin.actions.delete'),
      danger: true,
    });
    if (!confirmed) return false;
    try {
      const ids = records.map(recordId);
      await firstValueFrom(this.repositories.for(resource).deleteMany(ids), { defaultValue: null });
      this.notifications.success(this.i18n.t('admin.notifications.deletedMany', params));
      return true;
    } catch (error) {
      this.notifications.error(error);
      return false;
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
