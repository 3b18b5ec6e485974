/*
 * The internals of ./unsaved-changes.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { Injectable, inject } from '@angular/core';
import { type ActivatedRouteSnapshot } from '@angular/router';
import { ɵADMIN_CONFIRM } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { type UnsavedChangesSource } from './unsaved-changes';

/**
 * The forms with unsaved changes and the question asked before they are lost (leaving the page,
 * switching the content locale). Used by `unsavedChangesGuard` and `VaForm`.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminUnsavedChanges {
  private readonly confirm = inject(ɵADMIN_CONFIRM);
  private readonly i18n = inject(AdminI18n);
  private readonly sources = new Set<UnsavedChangesSource>();
  private asking: Promise<boolean> | null = null;

  /** Tracks a form; returns the function that stops tracking it. */
  track(source: UnsavedChangesSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  /**
   * Whether a tracked form is dirty; with `route`, only the forms on that route or below it
   * (forms outside any route always count).
   */
  hasUnsavedChanges(route?: ActivatedRouteSnapshot | null): boolean {
    for (const source of this.sources) {
      if (!source.dirty()) continue;
      if (!route || !source.route) return true;
      if (source.route.snapshot.pathFromRoot.includes(route)) return true;
    }
    return false;
  }

  /**
   * Asks whether to discard the unsaved changes (`ADMIN_CONFIRM`: the Material dialog under
   * `provideAdmin`); resolves true to go on.
   * While the question is open, asking again returns the same answer.
   */
  confirmDiscard(message?: {
    title?: string;
    message?: string;
    confirmText?: string;
  }): Promise<boolean> {
    this.asking ??= this.confirm({
      title: message?.title ?? this.i18n.t('admin.form.unsavedTitle'),
      message: message?.message ?? this.i18n.t('admin.form.unsavedMessage'),
      confirmText: message?.confirmText ?? this.i18n.t('admin.form.leave'),
      cancelText: this.i18n.t('admin.form.stay'),
      danger: true,
    }).finally(() => (this.asking = null));
    return this.asking;
  }
}
