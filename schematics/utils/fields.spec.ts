import {
  columnsOf,
  FIELD_TYPES,
  filtersOf,
  inputElementsOf,
  parseFields,
  relatedColumns,
  selectorOf,
  showElementsOf,
} from './fields';

const EXAMPLE = 'title:string,body:text,userId:reference:users,published:boolean,publishedAt:date';

describe('--fields', () => {
  it('parses name:type entries, references and the required mark', () => {
    expect(parseFields('title!:string, userId:reference:users,tagIds:references:tags,n')).toEqual([
      { source: 'title', type: 'string', required: true },
      { source: 'userId', type: 'reference', reference: 'users', required: false },
      { source: 'tagIds', type: 'references', reference: 'tags', required: false },
      { source: 'n', type: 'string', required: false },
    ]);
    expect(parseFields(undefined)).toEqual([]);
    expect(parseFields('  ')).toEqual([]);
  });

  it('reports every bad entry at once', () => {
    expect(() =>
      parseFields('title:strng,userId:reference,1x:number,a:string:extra,b:number,b:text'),
    ).toThrow(
      'Invalid --fields:\n' +
        `  - "title:strng": unknown type "strng"; did you mean "string"? (valid: ${FIELD_TYPES.join(', ')})\n` +
        '  - "userId:reference": reference needs the referenced resource, e.g. "userId:reference:users"\n' +
        '  - "1x:number": "1x" is not a property name\n' +
        '  - "a:string:extra": too many ":" parts (expected name:string)\n' +
        '  - "b" is listed twice',
    );
  });

  it('generates the columns and filters of the UI contract example', () => {
    const fields = parseFields(EXAMPLE);
    expect(columnsOf(fields)).toEqual([
      { source: 'title', sortable: true },
      { source: 'userId', type: 'reference', reference: 'users' },
      { source: 'published', type: 'boolean' },
      { source: 'publishedAt', type: 'date', sortable: true },
    ]);
    // A reference filter (autocomplete), a toggle, a date range; no text filter (the search box).
    expect(filtersOf(fields)).toEqual([
      { source: 'userId', type: 'reference', reference: 'users' },
      { source: 'published', type: 'boolean' },
      { source: 'publishedAt', type: 'date-range' },
    ]);
  });

  it('generates the show fields and form inputs of the UI contract example', () => {
    const fields = parseFields(EXAMPLE.replace('title:', 'title!:').replace('userId:', 'userId!:'));
    expect(showElementsOf(fields).map((e) => e.component)).toEqual([
      'VaTextField',
      'VaTextField',
      'VaReferenceField',
      'VaBooleanField',
      'VaDateField',
    ]);
    expect(inputElementsOf(fields)).toEqual([
      {
        component: 'VaTextInput',
        selector: 'va-text-input',
        attributes: [
          ['source', 'title'],
          ['required', true],
        ],
      },
      {
        component: 'VaTextInput',
        selector: 'va-text-input',
        attributes: [
          ['source', 'body'],
          ['multiline', true],
        ],
      },
      {
        component: 'VaSelectInput',
        selector: 'va-select-input',
        attributes: [
          ['source', 'userId'],
          ['reference', 'users'],
          ['required', true],
        ],
      },
      {
        component: 'VaBooleanInput',
        selector: 'va-boolean-input',
        attributes: [['source', 'published']],
      },
      {
        component: 'VaDateInput',
        selector: 'va-date-input',
        attributes: [['source', 'publishedAt']],
      },
    ]);
  });

  it('maps every type to a column type, a field and an input', () => {
    const fields = parseFields(
      'a:string,b:text,c:number,d:boolean,e:date,f:email,g:url,h:reference:x,i:references:y',
    );
    expect(columnsOf(fields).map((c) => `${c.source}:${c.type ?? 'text'}`)).toEqual([
      'a:text',
      'c:number',
      'd:boolean',
      'e:date',
      'f:email',
      'g:url',
      'h:reference',
      'i:reference-array',
    ]);
    expect(showElementsOf(fields).map((e) => e.selector)).toEqual([
      'va-text-field',
      'va-text-field',
      'va-number-field',
      'va-boolean-field',
      'va-date-field',
      'va-email-field',
      'va-url-field',
      'va-reference-field',
      'va-reference-array-field',
    ]);
    expect(inputElementsOf(fields).map((e) => e.selector)).toEqual([
      'va-text-input',
      'va-text-input',
      'va-number-input',
      'va-boolean-input',
      'va-date-input',
      'va-text-input',
      'va-text-input',
      'va-select-input',
      'va-autocomplete-input',
    ]);
    expect(inputElementsOf(fields)[8].attributes).toContainEqual(['[multiple]', 'true']);
  });

  it('maps richtext, datetime and time to their inputs, fields and columns', () => {
    const fields = parseFields('body!:richtext,publishedAt!:datetime,opensAt:time');
    expect(fields.map((f) => f.type)).toEqual(['richtext', 'datetime', 'time']);
    // A rich text body is too long for a table: no column, like text.
    expect(columnsOf(fields)).toEqual([
      { source: 'publishedAt', type: 'datetime', sortable: true },
      { source: 'opensAt', sortable: true },
    ]);
    expect(showElementsOf(fields)).toEqual([
      {
        component: 'VaRichTextField',
        selector: 'va-rich-text-field',
        attributes: [['source', 'body']],
      },
      {
        component: 'VaDateField',
        selector: 'va-date-field',
        attributes: [
          ['source', 'publishedAt'],
          ['showTime', true],
        ],
      },
      { component: 'VaTextField', selector: 'va-text-field', attributes: [['source', 'opensAt']] },
    ]);
    expect(inputElementsOf(fields)).toEqual([
      {
        component: 'VaRichTextInput',
        selector: 'va-rich-text-input',
        attributes: [
          ['source', 'body'],
          ['required', true],
        ],
      },
      {
        component: 'VaDateTimeInput',
        selector: 'va-date-time-input',
        attributes: [
          ['source', 'publishedAt'],
          ['required', true],
        ],
      },
      { component: 'VaTimeInput', selector: 'va-time-input', attributes: [['source', 'opensAt']] },
    ]);
  });

  it('parses references-many as a one-to-many relation: shown, never an input or a column', () => {
    const fields = parseFields(
      'title:string,comments:references-many:comments:postId,authorPosts:references-many:posts:author.id',
    );
    expect(fields.slice(1)).toEqual([
      {
        source: 'comments',
        type: 'references-many',
        reference: 'comments',
        target: 'postId',
        required: false,
        readOnly: true,
      },
      {
        source: 'authorPosts',
        type: 'references-many',
        reference: 'posts',
        target: 'author.id',
        required: false,
        readOnly: true,
      },
    ]);
    expect(columnsOf(fields).map((c) => c.source)).toEqual(['title']);
    expect(filtersOf(fields)).toEqual([]);
    expect(inputElementsOf(fields).map((e) => e.selector)).toEqual(['va-text-input']);
    const [, comments, authorPosts] = showElementsOf(fields);
    expect(comments).toEqual({
      component: 'VaReferenceManyField',
      selector: 'va-reference-many-field',
      attributes: [
        ['reference', 'comments'],
        ['target', 'postId'],
      ],
    });
    expect(authorPosts.attributes).toContainEqual(['label', 'Author posts']);
  });

  it('reports a references-many without resource or target, with a bad target, or required', () => {
    expect(() =>
      parseFields(
        'a:references-many,b:references-many:comments,c:references-many:comments:1x,d!:references-many:comments:postId,e:references-many:comments:postId:more',
      ),
    ).toThrow(
      new RegExp(
        [
          '"a:references-many": references-many needs the related resource and its property',
          '"b:references-many:comments": references-many needs the property of the comments records',
          '"c:references-many:comments:1x": references-many needs the property',
          '"d!:references-many:comments:postId": a references-many relation is no input and cannot be required',
          '"e:references-many:comments:postId:more": too many ":" parts',
        ]
          .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[\\s\\S]*'),
      ),
    );
  });

  it('parses enum values: a chip column, a select filter, a chip field and a select input', () => {
    const fields = parseFields('status!:enum:new|shipped|cancelled,priority:enum:1|2|3');
    expect(fields).toEqual([
      { source: 'status', type: 'enum', required: true, choices: ['new', 'shipped', 'cancelled'] },
      // All numbers: numbers, as the API holds them (a select matches values strictly).
      { source: 'priority', type: 'enum', required: false, choices: [1, 2, 3] },
    ]);
    expect(columnsOf(fields)).toEqual([
      { source: 'status', type: 'chip' },
      { source: 'priority', type: 'chip' },
    ]);
    expect(filtersOf(fields)).toEqual([
      { source: 'status', type: 'select', choices: ['new', 'shipped', 'cancelled'] },
      { source: 'priority', type: 'select', choices: [1, 2, 3] },
    ]);
    expect(showElementsOf(fields)[0]).toEqual({
      component: 'VaChipField',
      selector: 'va-chip-field',
      attributes: [
        ['source', 'status'],
        ['[choices]', "['new', 'shipped', 'cancelled']"],
      ],
    });
    expect(inputElementsOf(fields)).toEqual([
      {
        component: 'VaSelectInput',
        selector: 'va-select-input',
        attributes: [
          ['source', 'status'],
          ['[choices]', "['new', 'shipped', 'cancelled']"],
          ['required', true],
        ],
      },
      {
        component: 'VaSelectInput',
        selector: 'va-select-input',
        attributes: [
          ['source', 'priority'],
          ['[choices]', '[1, 2, 3]'],
        ],
      },
    ]);
  });

  it('gives each reference, boolean, enum, date and date-time a filter; the others none', () => {
    const fields = parseFields(
      'a:string,b:text,c:number,d:boolean,e:date,f:datetime,g:time,h:email,i:url,j:enum:x|y,k:reference:users,l:references:tags,m:json,n:file,o:image,p:richtext',
    );
    expect(filtersOf(fields)).toEqual([
      { source: 'd', type: 'boolean' },
      { source: 'e', type: 'date-range' },
      { source: 'f', type: 'date-range' },
      { source: 'j', type: 'select', choices: ['x', 'y'] },
      { source: 'k', type: 'reference', reference: 'users' },
    ]);
  });

  it("edits json with the app's JSON input and shows it as text; no column", () => {
    const fields = parseFields('settings!:json');
    expect(columnsOf(fields)).toEqual([]);
    expect(showElementsOf(fields)).toEqual([
      { component: 'VaTextField', selector: 'va-text-field', attributes: [['source', 'settings']] },
    ]);
    expect(inputElementsOf(fields, 'shop')).toEqual([
      {
        component: 'JsonInput',
        selector: 'shop-json-input',
        attributes: [
          ['source', 'settings'],
          ['required', true],
        ],
        from: '../json-input',
      },
    ]);
  });

  it('reports an enum without values, with an empty, unsafe or repeated value, or a type typo', () => {
    expect(() =>
      parseFields("a:enum,b:enum:x||y,c:enum:x|,d:enum:it's|ok,e:enum:x|x,f:enm,g:enum:x:y,h:jsn"),
    ).toThrow(
      'Invalid --fields:\n' +
        '  - "a:enum": enum needs its values separated by "|", e.g. "a:enum:new|shipped|cancelled"\n' +
        '  - "b:enum:x||y": an empty enum value (two "|" in a row, or one at an end)\n' +
        '  - "c:enum:x|": an empty enum value (two "|" in a row, or one at an end)\n' +
        `  - "d:enum:it's|ok": the enum value "it's" holds a character that cannot be generated (' " \` \\ $ < > { } &)\n` +
        '  - "e:enum:x|x": the enum value "x" is listed twice\n' +
        `  - "f:enm": unknown type "enm"; did you mean "enum"? (valid: ${FIELD_TYPES.join(', ')})\n` +
        '  - "g:enum:x:y": too many ":" parts (expected name:enum:<value>|<value>…)\n' +
        `  - "h:jsn": unknown type "jsn"; did you mean "json"? (valid: ${FIELD_TYPES.join(', ')})`,
    );
  });

  it('gives a related table its columns as a constant of the show page, without the target', () => {
    const [comments] = parseFields('comments:references-many:comments:postId');
    const columns = relatedColumns(
      [
        { source: 'body', sortable: true },
        { source: 'postId', type: 'reference' },
      ],
      'postId',
    );
    expect(showElementsOf([{ ...comments, columns }])).toEqual([
      {
        component: 'VaReferenceManyField',
        selector: 'va-reference-many-field',
        attributes: [
          ['reference', 'comments'],
          ['target', 'postId'],
          ['[columns]', 'commentsColumns'],
        ],
        constant: {
          name: 'commentsColumns',
          type: 'VaColumn[]',
          value: [{ source: 'body', sortable: true }],
        },
      },
    ]);
  });

  it("names a related table's columns after the relation, as an identifier", () => {
    const [element] = showElementsOf([
      {
        source: 'post-comments',
        type: 'references-many',
        reference: 'post-comments',
        target: 'postId',
        required: false,
        readOnly: true,
        columns: [{ source: 'body' }],
      },
    ]);
    expect(element.attributes).toContainEqual(['[columns]', 'postCommentsColumns']);
    expect(element.constant?.name).toBe('postCommentsColumns');
  });

  it('derives selectors from class names', () => {
    expect(selectorOf('VaReferenceArrayField')).toBe('va-reference-array-field');
  });
});
