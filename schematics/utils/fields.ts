/**
 * `--fields "title:string,body:text,userId:reference:users,published:boolean"`: the record fields
 * of a generated resource, and what each becomes in the list (a column, maybe a filter), the show
 * page (a field component) and the form (an input component), per the UI component contract.
 * `status:enum:new|shipped` is a choice among fixed values (admin:openapi maps a schema's `enum`
 * to the same type). `comments:references-many:comments:postId` is no property but a one-to-many
 * relation: the show page lists the comments whose `postId` is the record's id
 * (`VaReferenceManyField`).
 */
import { closest, distance } from 'fastest-levenshtein';

import { NAME_PATTERN } from '../core';

export const FIELD_TYPES = [
  'string',
  'text',
  'richtext',
  'number',
  'boolean',
  'enum',
  'date',
  'datetime',
  'time',
  'email',
  'url',
  'json',
  'file',
  'image',
  'reference',
  'references',
  'references-many',
] as const;
/** A type `--fields` does not offer, generated from OpenAPI schemas (admin:openapi). */
export const SCHEMA_FIELD_TYPES = ['password'] as const;
export type FieldType = (typeof FIELD_TYPES)[number] | (typeof SCHEMA_FIELD_TYPES)[number];

/** Limits an input validates (text: lengths and pattern; number: bounds). */
export interface FieldValidators {
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression source, matched against the whole value. */
  readonly pattern?: string;
  readonly min?: number;
  readonly max?: number;
}

export interface FieldSpec {
  /** Record property (`title`, `userId`, `author.name`). */
  readonly source: string;
  readonly type: FieldType;
  /** The referenced resource of `reference` / `references` / `references-many`. */
  readonly reference?: string;
  /** The property of the `references-many` records that holds this record's id (`postId`). */
  readonly target?: string;
  /** Marked `!` (`title!:string`): a required input. */
  readonly required: boolean;
  /** The values of an `enum` field. */
  readonly choices?: readonly (string | number)[];
  /** The columns of a `references-many` relation's table (default: the related records' ids). */
  readonly columns?: readonly ColumnSpec[];
  /** What its input validates besides `required`. */
  readonly validators?: FieldValidators;
  /** Set by the server: in the list and show page, not in the form. */
  readonly readOnly?: boolean;
  /** Never returned by the server (a password): only in the form. */
  readonly writeOnly?: boolean;
  /** Several values (an array of files): the input gets `multiple`. */
  readonly multiple?: boolean;
}

/** A list column (VaColumn), as generated. */
export interface ColumnSpec {
  readonly source: string;
  readonly label?: string;
  readonly type?: string;
  readonly reference?: string;
  readonly sortable?: boolean;
  readonly link?: string;
  readonly choices?: readonly (string | number)[];
}

/** A list filter (VaFilter), as generated. */
export interface FilterSpec {
  readonly source: string;
  readonly type: string;
  readonly reference?: string;
  readonly choices?: readonly (string | number)[];
}

/** A constant of a page component: `protected readonly <name>: <type> = <value>;`. */
export interface ConstantSpec {
  readonly name: string;
  /** Its type, imported from `admin`. */
  readonly type: string;
  readonly value: readonly object[];
}

/** An element of a show or form template. */
export interface ElementSpec {
  /** The component class, imported from `admin` unless `from` says otherwise. */
  readonly component: string;
  /** Its selector. */
  readonly selector: string;
  /** Attributes in order; `true` is a bare attribute, a `[x]` key a property binding. */
  readonly attributes: readonly (readonly [string, string | true])[];
  /** The module of a component the app holds (`../json-input`), relative to the page. */
  readonly from?: string;
  /** A constant of the page that an attribute binds (a related table's columns). */
  readonly constant?: ConstantSpec;
}

/** The input of a `json` field: a component written into the app (json-input.ts). */
export const JSON_INPUT = { component: 'JsonInput', file: 'json-input', from: '../json-input' };

interface TypeMapping {
  readonly column?: Omit<ColumnSpec, 'source' | 'reference'>;
  /** The list filter: equality (`select`, `boolean`, `reference`) or a range (`date-range`). */
  readonly filter?: string;
  readonly field: string;
  readonly fieldAttributes?: readonly (readonly [string, string | true])[];
  /** Absent: the type has no input (a one-to-many relation). */
  readonly input?: string;
  readonly inputAttributes?: readonly (readonly [string, string | true])[];
}

/** The one table of what each field type generates. */
export const FIELD_MAPPINGS: Readonly<Record<FieldType, TypeMapping>> = {
  string: { column: { sortable: true }, field: 'VaTextField', input: 'VaTextInput' },
  text: { field: 'VaTextField', input: 'VaTextInput', inputAttributes: [['multiline', true]] },
  number: {
    column: { type: 'number', sortable: true },
    field: 'VaNumberField',
    input: 'VaNumberInput',
  },
  boolean: {
    column: { type: 'boolean' },
    filter: 'boolean',
    field: 'VaBooleanField',
    input: 'VaBooleanInput',
  },
  date: {
    column: { type: 'date', sortable: true },
    filter: 'date-range',
    field: 'VaDateField',
    input: 'VaDateInput',
  },
  // The text input's type: the keyboard, and for email its validator.
  email: {
    column: { type: 'email', sortable: true },
    field: 'VaEmailField',
    input: 'VaTextInput',
    inputAttributes: [['type', 'email']],
  },
  url: {
    column: { type: 'url' },
    field: 'VaUrlField',
    input: 'VaTextInput',
    inputAttributes: [['type', 'url']],
  },
  reference: {
    column: { type: 'reference' },
    filter: 'reference',
    field: 'VaReferenceField',
    input: 'VaSelectInput',
  },
  references: {
    column: { type: 'reference-array' },
    field: 'VaReferenceArrayField',
    input: 'VaAutocompleteInput',
    inputAttributes: [['[multiple]', 'true']],
  },
  'references-many': { field: 'VaReferenceManyField' },
  datetime: {
    column: { type: 'datetime', sortable: true },
    filter: 'date-range',
    field: 'VaDateField',
    fieldAttributes: [['showTime', true]],
    input: 'VaDateTimeInput',
  },
  time: { column: { sortable: true }, field: 'VaTextField', input: 'VaTimeInput' },
  richtext: { field: 'VaRichTextField', input: 'VaRichTextInput' },
  enum: {
    column: { type: 'chip' },
    filter: 'select',
    field: 'VaChipField',
    input: 'VaSelectInput',
  },
  password: { field: 'VaTextField', input: 'VaPasswordInput' },
  file: { column: { type: 'file' }, field: 'VaFileField', input: 'VaFileInput' },
  image: { column: { type: 'image' }, field: 'VaImageField', input: 'VaImageInput' },
  // Any JSON value: shown as JSON text, edited as JSON text (the library has no JSON input).
  json: { field: 'VaTextField', input: JSON_INPUT.component },
};

/** Enum values the generated templates can hold verbatim (no quote, `$`, `<`, `{`, `&`…). */
const SIMPLE_CHOICE = /^[^'"`\\$<>{}&]*$/;

/** Whether an enum value can be written into a generated template as it is. */
export function isTemplateSafeChoice(value: string | number): boolean {
  return typeof value === 'number' || SIMPLE_CHOICE.test(value);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** `; did you mean "<choice>"?` when `value` looks like a typo of one of `choices`, else ''. */
export function didYouMean(value: string, choices: readonly string[]): string {
  if (!choices.length) return '';
  const suggestion = closest(value, choices as string[]);
  const close =
    distance(value.toLowerCase(), suggestion.toLowerCase()) <= Math.max(2, value.length / 3);
  return close ? `; did you mean "${suggestion}"?` : '';
}

/**
 * The values of `name:enum:a|b|c`: numbers when all are numbers (`priority:enum:1|2|3`), else
 * strings; or the problem with them.
 */
function parseChoices(raw: string, list: string): (string | number)[] | string {
  const values = list.split('|').map((v) => v.trim());
  if (values.some((v) => !v))
    return `"${raw}": an empty enum value (two "|" in a row, or one at an end)`;
  const unsafe = values.find((v) => !SIMPLE_CHOICE.test(v));
  if (unsafe !== undefined)
    return `"${raw}": the enum value "${unsafe}" holds a character that cannot be generated (' " \` \\ $ < > { } &)`;
  const twice = values.find((v, i) => values.indexOf(v) !== i);
  if (twice !== undefined) return `"${raw}": the enum value "${twice}" is listed twice`;
  return values.every((v) => NUMBER.test(v)) ? values.map(Number) : values;
}

const SOURCE_PATTERN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** `VaReferenceArrayField` → `va-reference-array-field`. */
export function selectorOf(component: string): string {
  return component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** What `--fields` entries look like, for the messages. */
const FORMS: Partial<Record<FieldType, string>> = {
  enum: 'name:enum:<value>|<value>…',
  reference: 'name:reference:<resource>',
  references: 'name:references:<resource>',
  'references-many': 'name:references-many:<resource>:<target>',
};

/**
 * Parses `--fields`: comma-separated `name:type` (`reference:<resource>` and
 * `references:<resource>` name the referenced resource, `enum:<a>|<b>` the values; a `!` after the
 * name marks it required). Throws an Error listing every bad entry.
 */
export function parseFields(value: string | undefined): FieldSpec[] {
  if (!value || !value.trim()) return [];
  const problems: string[] = [];
  const fields: FieldSpec[] = [];
  const seen = new Set<string>();
  for (const raw of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [rawName, rawType = 'string', ...args] = raw.split(':').map((s) => s.trim());
    const required = rawName.endsWith('!');
    const source = required ? rawName.slice(0, -1) : rawName;
    const type = rawType as FieldType;
    if (!SOURCE_PATTERN.test(source)) {
      problems.push(`"${raw}": "${source}" is not a property name`);
      continue;
    }
    if (!(FIELD_TYPES as readonly string[]).includes(type)) {
      problems.push(
        `"${raw}": unknown type "${rawType}"${didYouMean(rawType, FIELD_TYPES)} (valid: ${FIELD_TYPES.join(', ')})`,
      );
      continue;
    }
    const many = type === 'references-many';
    const isReference = type === 'reference' || type === 'references' || many;
    const expected = many ? 2 : isReference || type === 'enum' ? 1 : 0;
    if (args.length > expected) {
      problems.push(`"${raw}": too many ":" parts (expected ${FORMS[type] ?? `name:${type}`})`);
      continue;
    }
    const [reference, target] = args;
    if (type === 'enum') {
      if (!reference) {
        problems.push(
          `"${raw}": enum needs its values separated by "|", e.g. "${source}:enum:new|shipped|cancelled"`,
        );
        continue;
      }
      const choices = parseChoices(raw, reference);
      if (typeof choices === 'string') {
        problems.push(choices);
        continue;
      }
      add({ source, type, required, choices });
      continue;
    }
    if (isReference && !reference) {
      problems.push(
        many
          ? `"${raw}": references-many needs the related resource and its property holding this record's id, e.g. "${source}:references-many:comments:postId"`
          : `"${raw}": ${type} needs the referenced resource, e.g. "${source}:${type}:users"`,
      );
      continue;
    }
    if (isReference && !NAME_PATTERN.test(reference)) {
      problems.push(`"${raw}": "${reference}" is not a resource name`);
      continue;
    }
    if (many && (!target || !SOURCE_PATTERN.test(target))) {
      problems.push(
        `"${raw}": references-many needs the property of the ${reference} records that holds this record's id, e.g. "${source}:references-many:${reference}:postId"`,
      );
      continue;
    }
    if (many && required) {
      problems.push(
        `"${raw}": a references-many relation is no input and cannot be required ("!")`,
      );
      continue;
    }
    add({
      source,
      type,
      required,
      ...(isReference ? { reference } : {}),
      // A relation, not a property: shown on the show page, never in the form.
      ...(many ? { target, readOnly: true } : {}),
    });
  }
  if (problems.length) throw new Error(`Invalid --fields:\n  - ${problems.join('\n  - ')}`);
  return fields;

  function add(field: FieldSpec): boolean {
    if (seen.has(field.source)) {
      problems.push(`"${field.source}" is listed twice`);
      return false;
    }
    seen.add(field.source);
    fields.push(field);
    return true;
  }
}

/** The list columns of the fields (long texts and write-only fields are left out of the table). */
export function columnsOf(fields: readonly FieldSpec[]): ColumnSpec[] {
  return fields.flatMap((f) => {
    const column = FIELD_MAPPINGS[f.type].column;
    if (!column || f.writeOnly) return [];
    return [
      {
        source: f.source,
        ...column,
        ...(f.reference ? { reference: f.reference } : {}),
      },
    ];
  });
}

/** The list filters of the fields. */
export function filtersOf(fields: readonly FieldSpec[]): FilterSpec[] {
  return fields.flatMap((f) => {
    const type = FIELD_MAPPINGS[f.type].filter;
    if (!type || f.writeOnly) return [];
    return [
      {
        source: f.source,
        type,
        ...(f.reference ? { reference: f.reference } : {}),
        ...(f.choices ? { choices: f.choices } : {}),
      },
    ];
  });
}

/** `['a', 1]` as a template expression (values are plain strings and numbers). */
function choicesExpression(choices: readonly (string | number)[]): string {
  return `[${choices.map((c) => (typeof c === 'number' ? String(c) : `'${c}'`)).join(', ')}]`;
}

/**
 * A static attribute value as written in an inline template (a TypeScript template literal):
 * backslashes, backticks and `${` escaped for the literal, `&`, `"` and `{{` for Angular.
 */
export function templateText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\{\{/g, '{&#123;')
    .replace(/\\/g, '\\\\')
    .replace(/`/g, '\\`')
    .replace(/\$\{/g, '\\${');
}

/** The show page's field elements (write-only fields are never shown). */
export function showElementsOf(fields: readonly FieldSpec[]): ElementSpec[] {
  return fields
    .filter((f) => !f.writeOnly)
    .map((f) => {
      const mapping = FIELD_MAPPINGS[f.type];
      const component = mapping.field;
      if (f.type === 'references-many') return relationElement(f);
      const attributes: (readonly [string, string | true])[] = [['source', f.source]];
      if (f.reference) attributes.push(['reference', f.reference]);
      if (f.choices) attributes.push(['[choices]', choicesExpression(f.choices)]);
      attributes.push(...(mapping.fieldAttributes ?? []));
      return { component, selector: selectorOf(component), attributes };
    });
}

/**
 * A one-to-many relation on the show page: `<va-reference-many-field reference="comments"
 * target="postId" [columns]="commentsColumns" />`, headed by the name when it is not the related
 * resource's; its columns a constant of the page.
 */
function relationElement(field: FieldSpec): ElementSpec {
  const component = FIELD_MAPPINGS['references-many'].field;
  const attributes: (readonly [string, string | true])[] = [
    ['reference', field.reference!],
    ['target', field.target!],
  ];
  if (field.source !== field.reference) attributes.push(['label', humanize(field.source)]);
  if (!field.columns?.length) return { component, selector: selectorOf(component), attributes };
  // `post-comments` (an admin:openapi nested resource's name), `author.posts`: `postCommentsColumns`.
  const name = `${field.source.replace(/[^\w$]+(\w)/g, (_, c: string) => c.toUpperCase())}Columns`;
  attributes.push(['[columns]', name]);
  return {
    component,
    selector: selectorOf(component),
    attributes,
    constant: { name, type: 'VaColumn[]', value: field.columns },
  };
}

/**
 * The columns of a related table (`references-many`): those of the related resource's list but
 * the one holding the shown record's id (always the same there).
 */
export function relatedColumns(
  columns: readonly ColumnSpec[],
  target: string,
): readonly ColumnSpec[] {
  return columns.filter((c) => c.source !== target);
}

/** `authorPosts` → `Author posts`, `user_posts` → `User posts`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The form's input elements (read-only fields and relations have none); `prefix` is the app's
 * selector prefix, of the input components the app holds (`JsonInput`: `app-json-input`).
 */
export function inputElementsOf(fields: readonly FieldSpec[], prefix = 'app'): ElementSpec[] {
  return fields
    .filter((f) => !f.readOnly && FIELD_MAPPINGS[f.type].input)
    .map((f) => {
      const mapping = FIELD_MAPPINGS[f.type];
      const input = mapping.input!;
      const attributes: (readonly [string, string | true])[] = [['source', f.source]];
      if (f.reference) attributes.push(['reference', f.reference]);
      if (f.choices) attributes.push(['[choices]', choicesExpression(f.choices)]);
      if (f.required && f.type !== 'boolean') attributes.push(['required', true]);
      if (f.multiple) attributes.push(['multiple', true]);
      const v = f.validators ?? {};
      if (v.minLength !== undefined) attributes.push(['[minLength]', String(v.minLength)]);
      if (v.maxLength !== undefined) attributes.push(['[maxLength]', String(v.maxLength)]);
      if (v.pattern !== undefined) attributes.push(['pattern', templateText(v.pattern)]);
      if (v.min !== undefined) attributes.push(['[min]', String(v.min)]);
      if (v.max !== undefined) attributes.push(['[max]', String(v.max)]);
      attributes.push(...(mapping.inputAttributes ?? []));
      if (input === JSON_INPUT.component)
        return {
          component: input,
          selector: `${prefix}-${JSON_INPUT.file}`,
          attributes,
          from: JSON_INPUT.from,
        };
      return { component: input, selector: selectorOf(input), attributes };
    });
}
