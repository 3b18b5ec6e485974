import { Validators } from '@angular/forms';

import { inlineEditColumn } from './inline-columns';

describe('inlineEditColumn', () => {
  it('edits a column that asks, with its validators; an editable list edits its editable types', () => {
    const max = Validators.maxLength(3);
    expect(
      inlineEditColumn(
        { source: 'name', editable: { required: true, validators: [max] } },
        'Name',
        false,
      ),
    ).toEqual({
      source: 'name',
      label: 'Name',
      editable: true,
      required: true,
      validators: [max],
    });
    expect(inlineEditColumn({ source: 'views', type: 'number' }, 'Views', true).editable).toBe(
      true,
    );
    expect(inlineEditColumn({ source: 'views', type: 'number' }, 'Views', false).editable).toBe(
      false,
    );
    expect(inlineEditColumn({ source: 'slug', editable: false }, 'Slug', true).editable).toBe(
      false,
    );
    // An editable list leaves the columns it cannot edit read-only.
    expect(
      inlineEditColumn({ source: 'userId', type: 'reference', reference: 'users' }, 'User', true)
        .editable,
    ).toBe(false);
    expect(inlineEditColumn({ source: 'status', type: 'chip' }, 'Status', true).editable).toBe(
      false,
    );
  });

  it('names a column that asks to edit but cannot', () => {
    expect(() =>
      inlineEditColumn(
        { source: 'userId', type: 'reference', reference: 'users', editable: true },
        'User',
        false,
      ),
    ).toThrow(
      'Column "userId" cannot be edited inline: type reference (inline editing supports the types text, email, url, number, date, datetime, boolean, chip, without a template)',
    );
    expect(() =>
      inlineEditColumn({ source: 'status', type: 'chip', editable: true }, 'Status', false),
    ).toThrow(/a chip column needs its choices/);
  });
});
