// Shared by the editable grid's browser tests (inline-edit, paste): the comments list's cells edit.
import type { Page, Request } from 'playwright-core';

import { createRecord, isApiCall, listReady, unique } from './browser';

export interface GridComment {
  id: number;
  body: string;
  createdAt: string;
}

/** Two comments made now, and the comments list showing only them (oldest first by id). */
export async function twoComments(
  page: Page,
  prefix: string,
): Promise<[GridComment, GridComment, string]> {
  const tag = unique(prefix);
  const make = (body: string) =>
    createRecord<GridComment>('comments', { postId: 1, userId: 2, body });
  const first = await make(`${tag} a`);
  const second = await make(`${tag} b`);
  await page.goto(`/comments?q=${encodeURIComponent(tag)}&sort=id`);
  await listReady(page);
  await page.locator('va-list table[role="grid"] tr.va-row').nth(1).waitFor();
  return [first, second, tag];
}

/** The requests to comments the page sends from now on whose method `wanted` accepts. */
export function commentRequests(page: Page, wanted: (method: string) => boolean): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request, 'comments') && wanted(request.method())) sent.push(request);
  });
  return sent;
}
