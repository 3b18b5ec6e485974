import { Injectable } from '@angular/core';

import type { AdminRecord, RecordId, Resource } from 'admin/core';

/** What a form held when its optimistic or undoable update was refused on a version conflict. */
export interface ConflictDraft {
  /** The record the user started from (with the version it was read at). */
  readonly base: AdminRecord;
  /** The record with the user's values. */
  readonly mine: AdminRecord;
}

/** Milliseconds a kept draft waits for its edit page to take it. */
const DRAFT_LIFETIME = 10_000;

/**
 * Hands what the user typed to the edit page that reopens it after a conflict (the notification's
 * "Retry" of a refused optimistic or undoable update): kept just before that page is opened,
 * taken once by its form. A draft not taken within seconds is forgotten, so a later visit of the
 * page (or another user) never gets it.
 */
@Injectable({ providedIn: 'root' })
export class AdminConflictDrafts {
  private readonly drafts = new Map<string, ConflictDraft & { readonly at: number }>();

  keep(resource: Resource, id: RecordId, draft: ConflictDraft): void {
    this.drafts.set(key(resource, id), { ...draft, at: Date.now() });
  }

  /** The draft of this record, once; undefined when there is none (or it is too old). */
  take(resource: Resource, id: RecordId): ConflictDraft | undefined {
    const draft = this.drafts.get(key(resource, id));
    this.drafts.delete(key(resource, id));
    if (!draft || Date.now() - draft.at > DRAFT_LIFETIME) return undefined;
    return { base: draft.base, mine: draft.mine };
  }
}

function key(resource: Resource, id: RecordId): string {
  return `${resource.name}\n${String(id)}`;
}
