import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { repositoriesFor, wire } from './repositories.testing';
import { simpleRestDialect } from './simple-rest-dialect';

/** The look-ups of one tick go as one request, once the tick is over. */
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('ResourceRepository.import: a CSV import, bulk or row by row', () => {
  function setup() {
    return repositoriesFor({
      resources: [
        { name: 'tags', label: 'name' },
        { name: 'notes', label: 'title', dialect: simpleRestDialect },
        { name: 'reads', actions: ['list', 'show'] },
      ],
    });
  }

  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('sends every record in one POST <api>/import (restImport) and reads each row', async () => {
    const { repos, http } = setup();
    const done = firstValueFrom(
      repos.for('tags').import([{ name: 'A' }, { id: 3, name: 'B' }], { key: 'id' }),
    );
    const req = http.expectOne('/api/tags/import');
    expect(wire(req)).toMatchObject({
      method: 'POST',
      body: { records: [{ name: 'A' }, { id: 3, name: 'B' }], key: 'id' },
    });
    req.flush({
      created: 1,
      updated: 1,
      rows: [
        { row: 1, action: 'created', id: 9 },
        { row: 2, action: 'updated', id: 3 },
      ],
    });
    await expect(done).resolves.toEqual({
      mode: 'bulk',
      rows: [
        { row: 1, action: 'created', id: 9 },
        { row: 2, action: 'updated', id: 3 },
      ],
      failed: [],
      skipped: [],
      dryRun: false,
    });
  });

  it("answers a bulk import's 422 as failing rows (nothing written), and a dry run as such", async () => {
    const { repos, http } = setup();
    const done = firstValueFrom(
      repos.for('tags').import([{ name: 'A' }, { name: '' }], { key: 'slug', dryRun: true }),
    );
    const req = http.expectOne('/api/tags/import');
    expect(req.request.body).toEqual({
      records: [{ name: 'A' }, { name: '' }],
      key: 'slug',
      dryRun: true,
    });
    req.flush(
      {
        message: 'Import failed',
        rows: [
          {
            row: 2,
            message: 'Validation failed: name is required',
            errors: { name: ['is required'] },
          },
        ],
      },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    const outcome = await done;
    expect(outcome).toMatchObject({ mode: 'bulk', rows: [], dryRun: true });
    expect(outcome.failed).toEqual([
      { row: 2, message: 'Validation failed: name is required', errors: { name: ['is required'] } },
    ]);
  });

  it('fails the call on a failure that is not about rows (a 500)', async () => {
    const { repos, http } = setup();
    const done = firstValueFrom(repos.for('tags').import([{ name: 'A' }], { key: 'id' }));
    http
      .expectOne('/api/tags/import')
      .flush({ message: 'boom' }, { status: 500, statusText: 'Server Error' });
    await expect(done).rejects.toMatchObject({ status: 500 });
  });

  it('without a bulk import: looks the ids up, updates (PATCH) and creates row by row, in order', async () => {
    const { repos, http } = setup();
    const done = firstValueFrom(
      repos
        .for('notes')
        .import([{ id: 4, title: 'Four' }, { title: 'New' }, { id: 7, title: 'Seven' }], {
          key: 'id',
        }),
    );
    await tick();
    const lookup = http.expectOne((r) => r.url === '/api/notes' && r.method === 'GET');
    lookup.flush([{ id: 4, title: 'Old four' }], { headers: { 'Content-Range': 'notes 0-0/1' } });
    await tick();
    const update = http.expectOne('/api/notes/4');
    expect(update.request.method).toMatch(/PUT|PATCH/);
    expect(update.request.body).toMatchObject({ title: 'Four' });
    update.flush({ id: 4, title: 'Four' });
    await tick();
    const create = http.expectOne((r) => r.url === '/api/notes' && r.method === 'POST');
    expect(create.request.body).toEqual({ title: 'New' });
    create.flush({ id: 10, title: 'New' });
    await tick();
    // Id 7 is no record: created with it.
    const createSeven = http.expectOne((r) => r.url === '/api/notes' && r.method === 'POST');
    expect(createSeven.request.body).toEqual({ id: 7, title: 'Seven' });
    createSeven.flush({ id: 7, title: 'Seven' });
    await expect(done).resolves.toEqual({
      mode: 'rows',
      rows: [
        { row: 1, action: 'updated', id: 4 },
        { row: 2, action: 'created', id: 10 },
        { row: 3, action: 'created', id: 7 },
      ],
      failed: [],
      skipped: [],
      dryRun: false,
    });
  });

  it('row by row, stops at the first failing row and says exactly which rows were written', async () => {
    const { repos, http } = setup();
    const done = firstValueFrom(
      repos
        .for('notes')
        .import([{ title: 'One' }, { title: '' }, { title: 'Three' }], { key: 'id' }),
    );
    await tick();
    http.expectOne((r) => r.method === 'POST').flush({ id: 1, title: 'One' });
    await tick();
    http
      .expectOne((r) => r.method === 'POST')
      .flush(
        { message: 'Validation failed', errors: { title: ['is required'] } },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    const outcome = await done;
    expect(outcome.mode).toBe('rows');
    expect(outcome.rows).toEqual([{ row: 1, action: 'created', id: 1 }]);
    expect(outcome.failed).toEqual([
      expect.objectContaining({ row: 2, errors: { title: ['is required'] } }),
    ]);
    expect(outcome.skipped).toEqual([3]);
  });

  it('is refused without the create action, and names bad records', async () => {
    const { repos } = setup();
    await expect(firstValueFrom(repos.for('reads').import([{}], { key: 'id' }))).rejects.toThrow(
      /needs the "create" action/,
    );
    await expect(
      firstValueFrom(repos.for('tags').import([['a']] as never, { key: 'id' })),
    ).rejects.toThrow(/data must be an object, got an array/);
  });
});
