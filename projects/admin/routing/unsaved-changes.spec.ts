import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { OverlayContainer } from '@angular/cdk/overlay';
import type { ActivatedRoute, ActivatedRouteSnapshot } from '@angular/router';

import { provideAdmin } from '../setup/provide-admin';
import { ɵAdminUnsavedChanges } from './unsaved-changes-internal';

/** A route snapshot chain root → parent → child, as the router builds it. */
function chain() {
  const root = {} as ActivatedRouteSnapshot;
  const parent = { pathFromRoot: [root] } as unknown as ActivatedRouteSnapshot;
  const child = { pathFromRoot: [root, parent] } as unknown as ActivatedRouteSnapshot;
  (child.pathFromRoot as ActivatedRouteSnapshot[]).push(child);
  (parent.pathFromRoot as ActivatedRouteSnapshot[]).push(parent);
  return { parent, child, route: { snapshot: child } as ActivatedRoute };
}

describe('AdminUnsavedChanges', () => {
  let unsaved: ɵAdminUnsavedChanges;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    unsaved = TestBed.inject(ɵAdminUnsavedChanges);
  });

  afterEach(() => TestBed.inject(OverlayContainer).ngOnDestroy());

  it('counts only dirty forms on the route left or below it', () => {
    const a = chain();
    const b = chain();
    let dirty = false;
    const stop = unsaved.track({ dirty: () => dirty, route: a.route });
    expect(unsaved.hasUnsavedChanges(a.child)).toBe(false);
    dirty = true;
    expect(unsaved.hasUnsavedChanges(a.child)).toBe(true);
    expect(unsaved.hasUnsavedChanges(a.parent)).toBe(true);
    expect(unsaved.hasUnsavedChanges(b.child)).toBe(false);
    expect(unsaved.hasUnsavedChanges()).toBe(true);
    stop();
    expect(unsaved.hasUnsavedChanges()).toBe(false);
  });

  it('asks once while a question is open', async () => {
    const first = unsaved.confirmDiscard();
    expect(unsaved.confirmDiscard()).toBe(first);
    // The dialog code loads on the first question; then it renders.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await TestBed.inject(ApplicationRef).whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await expect(first).resolves.toBe(true);
    expect(unsaved.confirmDiscard()).not.toBe(first);
  });
});
