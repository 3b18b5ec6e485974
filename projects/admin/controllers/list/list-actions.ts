import { Injectable, inject } from '@angular/core';
import { firstValueFrom, isObservable, type Observable } from 'rxjs';
import { ɵADMIN_CONFIRM } from 'admin/config';
import { ResourceRegistry } from 'admin/config';
import type { AdminRecord, RecordId, Resource, ResourceAction } from 'admin/core';
import { ResourceRepositories, type ResourceRepository } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ɵrecordId } from '../delete-internal';
import { AdminMutations, type MutationMode, type MutationOutcome } from '../mutations';
import { ɵmutationModeOf } from '../mutations-internal';
import { ADMIN_NOTIFIER } from '../notifier';
import { ɵerrorNotice } from '../notifier-internal';

/** What an action's `run` gets: the records it applies to and the resource's repository. */
export interface ListActionContext {
  readonly resource: Resource;
  /** The selected records (bulk action) or the row's record (row action). */
  readonly records: readonly AdminRecord[];
  /** Their ids. */
  readonly ids: readonly RecordId[];
  /** The listed resource's repository (its writes refresh every list showing the records). */
  readonly repository: ResourceRepository;
  /**
   * Performs a write of the records in the action's mutation mode (`AdminMutations`): shown at
   * once and undoable or rolled back for `optimistic` and `undoable`; it notifies the success
   * text (with Undo) or the failure itself. Resolves once the UI may show its effect.
   */
  readonly mutate: (write: {
    readonly kind: 'update' | 'delete';
    readonly data?: AdminRecord;
    readonly send: (keepalive: boolean) => Observable<unknown>;
  }) => Promise<MutationOutcome>;
}

/** A confirmation question; `title` and `message` are message keys or text (`{count}`, names). */
export interface ListActionConfirm {
  readonly title: string;
  readonly message: string;
  /** The confirming button; default the action's label. */
  readonly confirmText?: string;
}

/**
 * A custom action of a list: a bulk action (on the selected records, in the selection bar) or a
 * row action (on one record, in its row or card). Texts are message keys of the catalogue or
 * plain text, with the params `count`, `singular`, `plural`, `singularLower`, `pluralLower` and,
 * for one record, `label`.
 */
export interface ListAction {
  /** Unique within the list: names the button (class `va-action-<id>`) and tests find it. */
  readonly id: string;
  /** The button's text (a row action's accessible name and tooltip). */
  readonly label: string;
  /** An `mdi-*` icon; a row action needs one (rows show icon buttons). */
  readonly icon?: string;
  /**
   * Who is offered the action: the resource action `can()` must allow (default `edit`), an
   * action on another resource, or `false` for everyone who sees the list. An action the
   * resource does not enable is never offered.
   */
  readonly permission?:
    ResourceAction | { readonly resource: string; readonly action: ResourceAction } | false;
  /** Whether the action applies to a record (a row action is hidden, a bulk one disabled, when not). */
  readonly appliesTo?: (record: AdminRecord) => boolean;
  /** Asks first: `true` for the default question, or the texts. */
  readonly confirm?: boolean | ListActionConfirm;
  /** Styles the action (and its confirmation) as destructive. */
  readonly danger?: boolean;
  /** The notification once done (default: none); a failure always notifies the error. */
  readonly success?: string;
  /** Keeps the selection after a bulk action (default: cleared). */
  readonly keepSelection?: boolean;
  /** The mutation mode of the writes done through `mutate`; default the resource's. */
  readonly mutationMode?: MutationMode;
  /** Does the work; a returned promise or observable is awaited (its first value). */
  readonly run: (context: ListActionContext) => unknown;
}

/** Options of `bulkUpdateAction`. */
export interface BulkUpdateActionOptions extends Omit<ListAction, 'run' | 'success'> {
  /** The changed fields, the same for every record, or worked out from the records. */
  readonly data:
    | Readonly<Record<string, unknown>>
    | ((records: readonly AdminRecord[]) => Readonly<Record<string, unknown>>);
  /** The notification once done; default "{count} {pluralLower} updated". */
  readonly success?: string;
}

/**
 * A bulk action that sends `updateMany(ids, data)` (one request where the dialect has a bulk
 * update), e.g. "Publish selected":
 *
 * ```ts
 * bulkUpdateAction({ id: 'publish', label: 'Publish selected', icon: 'mdi-eye', data: { published: true } })
 * ```
 */
export function bulkUpdateAction(options: BulkUpdateActionOptions): ListAction {
  const { data, ...action } = options;
  if (!data || (typeof data !== 'object' && typeof data !== 'function')) {
    throw new Error(
      `bulkUpdateAction "${String(options.id)}": "data" must be the changed fields or a function of the records`,
    );
  }
  return {
    success: 'admin.notifications.updatedMany',
    ...action,
    run: ({ ids, records, repository, mutate }) => {
      const values = { ...(typeof data === 'function' ? data(records) : data) };
      return mutate({
        kind: 'update',
        data: values,
        send: (keepalive) => repository.updateMany(ids, values, { keepalive }),
      });
    },
  };
}

/**
 * The headless side of custom list actions (issue 20 §4): who is offered them (`can()`), the
 * texts, the confirmation (`ADMIN_CONFIRM`), the call and its notification (`ADMIN_NOTIFIER`).
 * `VaList` renders them; a page on another component kit calls the same methods.
 */
@Injectable({ providedIn: 'root' })
export class ListActions {
  private readonly registry = inject(ResourceRegistry);
  private readonly repositories = inject(ResourceRepositories);
  private readonly confirm = inject(ɵADMIN_CONFIRM);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);
  private readonly mutations = inject(AdminMutations);

  /** The actions the current user is offered on `resource` (reads signals: sign-in changes). */
  offered(resource: Resource, actions: readonly ListAction[]): ListAction[] {
    return actions.filter((action) => this.allowed(resource, action));
  }

  /** Whether `can()` lets the current user run `action` on `resource`. */
  allowed(resource: Resource, action: ListAction): boolean {
    const permission = action.permission ?? 'edit';
    if (permission === false) return true;
    const target =
      typeof permission === 'string' ? resource : this.registry.get(permission.resource);
    const name = typeof permission === 'string' ? permission : permission.action;
    return this.registry.enabled(target, name) && this.registry.allows(target, name);
  }

  /** Whether the action applies to every one of the records (and there is at least one). */
  applies(action: ListAction, records: readonly AdminRecord[]): boolean {
    return records.length > 0 && (!action.appliesTo || records.every((r) => action.appliesTo!(r)));
  }

  private names(resource: Resource) {
    const plural = this.i18n.resourceName(resource, 'plural');
    return { plural, pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1) };
  }

  /** A text of an action: a message key of the catalogue, else the text itself (`{count}` filled in). */
  text(resource: Resource, text: string, records: readonly AdminRecord[] = []): string {
    const singular = this.i18n.resourceName(resource, 'singular');
    const plural = this.i18n.resourceName(resource, 'plural');
    const params: Record<string, string | number> = {
      count: records.length,
      singular,
      plural,
      singularLower: singular.charAt(0).toLowerCase() + singular.slice(1),
      pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1),
      ...(records.length === 1 ? { label: this.i18n.recordLabel(resource, records[0]) } : {}),
    };
    if (this.i18n.has(text)) return this.i18n.t(text, params);
    return text.replace(/\{(\w+)\}/g, (all, name: string) =>
      name in params ? String(params[name]) : all,
    );
  }

  /**
   * Runs an action on records: refused unless offered and applicable; asks first when it has
   * `confirm`; notifies the success text, or the error. Resolves `true` once done.
   */
  async run(
    resource: Resource,
    action: ListAction,
    records: readonly AdminRecord[],
  ): Promise<boolean> {
    if (!this.allowed(resource, action) || !this.applies(action, records)) return false;
    const label = this.text(resource, action.label, records);
    if (action.confirm) {
      const asked = action.confirm === true ? undefined : action.confirm;
      const confirmed = await this.confirm({
        title: asked ? this.text(resource, asked.title, records) : label,
        message: this.text(resource, asked?.message ?? 'admin.confirm.actionMessage', records),
        confirmText: asked?.confirmText ? this.text(resource, asked.confirmText, records) : label,
        danger: !!action.danger,
      });
      if (!confirmed) return false;
    }
    const ids = records.map((record) => ɵrecordId(resource, record));
    let mutated: MutationOutcome | null = null;
    const mutate: ListActionContext['mutate'] = async (write) => {
      const success = action.success ?? 'admin.notifications.updatedMany';
      mutated = await this.mutations.run({
        ...write,
        resource,
        mode: ɵmutationModeOf(resource, action.mutationMode),
        ids,
        done: this.text(resource, success, records),
        refused: (message) =>
          this.i18n.t(
            write.kind === 'delete'
              ? 'admin.mutations.deleteManyRefused'
              : 'admin.mutations.updateManyRefused',
            { ...this.names(resource), count: records.length, message },
          ),
      });
      return mutated;
    };
    try {
      const result = action.run({
        resource,
        records,
        ids,
        // Bound to the page's parent ids now: an undoable write goes after the user left the page.
        repository: this.repositories.pinned(resource),
        mutate,
      });
      if (isObservable(result)) {
        await firstValueFrom(result as Observable<unknown>, { defaultValue: null });
      } else {
        await result;
      }
    } catch (error) {
      this.notifier.notify(ɵerrorNotice(this.i18n, error), 'error');
      return false;
    }
    // A write through `mutate` notified its own outcome.
    if (mutated) return (mutated as MutationOutcome).status !== 'failed';
    if (action.success)
      this.notifier.notify(this.text(resource, action.success, records), 'success');
    return true;
  }
}
