import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Subject, type Observable } from 'rxjs';

import { ADMIN_CONFIG } from '../../config/config';
import {
  ADMIN_HISTORY,
  type AdminHistoryConfig,
  type HistoryPage,
  type HistoryPageRequest,
} from '../../config/history';
import { normalizeResources } from '../../core/normalize';
import type { RecordId, Resource } from 'admin/core';
import { VaHistoryPanel } from './va-history-panel';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;

@Component({
  imports: [VaHistoryPanel],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-history-panel [resource]="resource" [id]="1" [record]="record" />`,
})
class Host {
  readonly resource = posts;
  readonly record = { id: 1, title: 'Now' };
}

describe('VaHistoryPanel', () => {
  let answers: Subject<HistoryPage>[];
  let asked: [string, RecordId, HistoryPageRequest][];
  let fixture: ComponentFixture<Host>;

  const root = () => fixture.nativeElement as HTMLElement;
  const settle = async () => {
    await fixture.whenStable();
    fixture.detectChanges();
  };

  beforeEach(async () => {
    answers = [];
    asked = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        { provide: ADMIN_CONFIG, useValue: { resources, apiUrl: '/api' } },
        {
          provide: ADMIN_HISTORY,
          useValue: {
            provider: {
              versions: (resource: Resource, id: RecordId, request: HistoryPageRequest) => {
                asked.push([resource.name, id, request]);
                const answer = new Subject<HistoryPage>();
                answers.push(answer);
                return answer as Observable<HistoryPage>;
              },
              auditLog: () => new Subject<HistoryPage>(),
            },
            auditRoles: ['admin'],
            auditPath: 'audit',
            auditPage: () => Promise.reject(new Error('not in this test')),
          } satisfies AdminHistoryConfig,
        },
      ],
    });
    fixture = TestBed.createComponent(Host);
    await settle();
  });

  it('asks for nothing until opened, then shows loading, the versions and their diffs', async () => {
    expect(root().querySelector('mat-expansion-panel-header')?.textContent).toContain('History');
    expect(asked).toEqual([]);
    root().querySelector<HTMLElement>('mat-expansion-panel-header')!.click();
    await settle();
    expect(asked).toEqual([['posts', 1, { page: 1, perPage: 10, locale: null }]]);
    expect(root().querySelector('mat-progress-bar')).not.toBeNull();
    answers[0].next({
      total: 2,
      entries: [2, 1].map((version) => ({
        id: version,
        resource: 'posts',
        recordId: 1,
        action: version === 1 ? ('create' as const) : ('update' as const),
        version,
        at: '2026-11-28T04:00:00.000Z',
        user: version === 1 ? null : { id: 2, name: 'Eddie' },
        changes: [
          {
            field: 'title',
            before: version === 1 ? null : 'Old',
            after: version === 1 ? 'Old' : 'Now',
          },
        ],
        record: { id: 1, title: version === 1 ? 'Old' : 'Now' },
      })),
    });
    await settle();
    expect(root().querySelector('mat-progress-bar')).toBeNull();
    const versions = [...root().querySelectorAll('.va-history-version')];
    expect(versions.map((v) => v.querySelector('.va-history-action')?.textContent?.trim())).toEqual(
      ['Updated', 'Created'],
    );
    expect(versions[0].querySelector('.va-history-who')?.textContent).toContain('Eddie');
    expect(versions[1].querySelector('.va-history-who')?.textContent).toContain('Someone');
    expect(versions[0].querySelector('del')?.textContent).toBe('Old');
    expect(versions[0].querySelector('ins')?.textContent).toBe('Now');
    expect(versions[0].querySelector('.va-history-current')?.textContent).toContain(
      'Current version',
    );
    expect(versions[1].querySelector('button.va-history-restore')?.getAttribute('aria-label')).toBe(
      'Restore version 1 of Now',
    );
  });

  it('shows a failure with a retry, then the empty state', async () => {
    root().querySelector<HTMLElement>('mat-expansion-panel-header')!.click();
    await settle();
    answers[0].error(new Error('The server answered 500'));
    await settle();
    const alert = root().querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'The history could not be loaded: The server answered 500',
    );
    alert!.querySelector<HTMLButtonElement>('button.va-retry')!.click();
    await settle();
    expect(asked.length).toBe(2);
    answers[1].next({ entries: [], total: 0 });
    await settle();
    expect(root().querySelector('[role="alert"]')).toBeNull();
    expect(root().querySelector('.va-history-empty')?.textContent).toContain(
      'No recorded change yet.',
    );
  });
});
