/**
 * The page components of a generated resource (docs/contract.md §2.6, §2.7; the UI component
 * contract): one file per routed action, plus the form shared by create and edit.
 */
import {
  columnsOf,
  filtersOf,
  inputElementsOf,
  JSON_INPUT,
  showElementsOf,
  type ElementSpec,
  type FieldSpec,
} from './fields';
import type { PageAction, ResourceNames } from '../core';
import { printImport, printList, printValue, PRINT_WIDTH } from './print';

export type GeneratedFile = 'list' | 'show' | 'create' | 'edit' | 'form';

export interface PageCodeOptions {
  readonly names: ResourceNames;
  readonly fields: readonly FieldSpec[];
  /** Component selector prefix (`app`). */
  readonly prefix: string;
  /** The resource name: the route base `/<name>` (docs/contract.md §4.1). */
  readonly name: string;
  /**
   * The parents of a nested resource, outermost first: its routes start with theirs
   * (`/posts/:postId/comments`) and its pages get the `parentId` and `parent` inputs.
   */
  readonly parents?: readonly { readonly name: string; readonly param: string }[];
  /** The list's search box (the API's full-text search, `q`); default true. */
  readonly search?: boolean;
  /**
   * Record operations the list's row actions and the show page offer
   * (`recordOperationAction`, `ng generate admin:openapi`).
   */
  readonly recordActions?: readonly RecordActionCode[];
}

/** A record action of the generated pages: `recordOperationAction(<this>)`. */
export interface RecordActionCode {
  readonly id: string;
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly fields: readonly object[];
}

/** The `actions` member of a page with record actions, else nothing. */
function recordActionsMember({ recordActions }: PageCodeOptions): string[] {
  if (!recordActions?.length) return [];
  const items = recordActions.map((a) => ({
    id: a.id,
    label: a.label,
    icon: 'mdi-play-circle-outline',
    method: a.method,
    path: a.path,
    ...(a.fields.length ? { fields: a.fields } : {}),
  }));
  const printed = items.map((item) => printValue('recordOperationAction(', item, '),', '    '));
  return [['protected readonly actions = [', ...printed, '  ];'].join('\n')];
}

/** A page's route, for its doc comment: `/<name><suffix>`, after its parents' segments. */
function routeOf({ name, parents }: PageCodeOptions, suffix = ''): string {
  return `/${[...(parents ?? []).map((p) => `${p.name}/:${p.param}`), name].join('/')}${suffix}`;
}

/** The inputs a nested resource's page gets beside those of docs/contract.md §2.6. */
function parentInputs({ parents }: PageCodeOptions): string[] {
  const parent = parents?.at(-1);
  if (!parent) return [];
  return [
    `/** The ${parent.name} record's id, as in the URL (:${parent.param}). */\n  readonly parentId = input<string>();`,
    `/** The ${parent.name} record this page is nested under. */\n  readonly parent = input<AdminRecord>();`,
  ];
}

/** The files of a resource folder for its routed pages: form.ts when create or edit is routed. */
export function filesFor(routed: readonly PageAction[]): GeneratedFile[] {
  const files: GeneratedFile[] = [...routed];
  if (routed.includes('create') || routed.includes('edit')) files.push('form');
  return files;
}

const INPUTS: Record<'resource' | 'title' | 'id' | 'item' | 'permissions', string> = {
  resource: 'readonly resource = input.required<Resource>();',
  title: "readonly title = input('');",
  id: 'readonly id = input<string>();',
  item: 'readonly item = input<AdminRecord>();',
  permissions: 'readonly permissions = input<readonly string[]>([]);',
};

function componentFile(options: {
  adminImports: string[];
  localImports?: string;
  selector: string;
  componentImports: string[];
  template: string;
  className: string;
  doc: string;
  members: string[];
}): string {
  const lines = [
    "import { ChangeDetectionStrategy, Component, input } from '@angular/core';",
    printImport(options.adminImports, 'admin'),
    ...(options.localImports ? ['', options.localImports] : []),
    '',
    `/** ${options.doc} */`,
    '@Component({',
    `  selector: '${options.selector}',`,
    printList('imports: ', options.componentImports, ',', '  '),
    '  changeDetection: ChangeDetectionStrategy.OnPush,',
    options.template,
    '})',
    `export class ${options.className} {`,
    ...options.members.map((m) => (m ? `  ${m}` : '')),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** An element of a generated template: its tag, its attributes and its children. */
interface TemplateElement {
  readonly tag: string;
  readonly attributes: readonly string[];
  readonly children?: readonly TemplateElement[];
}

/**
 * Prints an element as Prettier formats Angular templates: on one line when it fits in the print
 * width at `indent`, else one attribute per line; children one per line, indented.
 */
function printElement(element: TemplateElement, indent: string): string[] {
  const attributes = element.attributes.length ? ' ' + element.attributes.join(' ') : '';
  const children = element.children ?? [];
  const end = children.length ? '>' : ' />';
  const single = `${indent}<${element.tag}${attributes}${end}`;
  const open =
    single.length <= PRINT_WIDTH || !element.attributes.length
      ? [single]
      : [
          `${indent}<${element.tag}`,
          ...element.attributes.map((a) => `${indent}  ${a}`),
          `${indent}${end.trim()}`,
        ];
  if (!children.length) return open;
  return [
    ...open,
    ...children.flatMap((child) => printElement(child, indent + '  ')),
    `${indent}</${element.tag}>`,
  ];
}

/** `template: \`<x … />\`,` on one line when it fits, else an indented block. */
function printTemplate(element: TemplateElement): string {
  if (!element.children?.length) {
    const lines = printElement(element, '');
    const single = `  template: \`${lines[0]}\`,`;
    if (lines.length === 1 && single.length <= PRINT_WIDTH) return single;
  }
  return ['  template: `', ...printElement(element, '    '), '  `,'].join('\n');
}

function fieldElement(element: ElementSpec): TemplateElement {
  return {
    tag: element.selector,
    attributes: element.attributes.map(([name, value]) =>
      value === true ? name : `${name}="${value}"`,
    ),
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function printConstArray(head: string, items: readonly object[]): string {
  return printValue(head, items, ';', '  ');
}

export function listCode(options: PageCodeOptions): string {
  const { names, fields, prefix, name } = options;
  const columns = fields.length ? columnsOf(fields) : [{ source: 'id' }];
  const filters = filtersOf(fields);
  const bindings = ['[resource]="resource()"', '[title]="title()"', '[columns]="columns"'];
  if (filters.length) bindings.push('[filters]="filters"');
  if (options.search === false) bindings.push('[search]="false"');
  const actions = recordActionsMember(options);
  if (actions.length) bindings.push('[rowActions]="actions"');
  const template = printTemplate({ tag: 'va-list', attributes: bindings });
  const members = [
    INPUTS.resource,
    INPUTS.title,
    INPUTS.permissions,
    ...parentInputs(options),
    printConstArray(
      'protected readonly columns: VaColumn[] = ',
      columns.map(orderColumn),
    ).trimStart(),
  ];
  if (filters.length)
    members.push(printConstArray('protected readonly filters: VaFilter[] = ', filters).trimStart());
  members.push(...actions);
  const adminImports = ['VaList', 'type VaColumn', ...(filters.length ? ['type VaFilter'] : [])];
  if (actions.length) adminImports.unshift('recordOperationAction');
  if (options.parents?.length) adminImports.push('type AdminRecord');
  return componentFile({
    adminImports: [...adminImports, 'type Resource'],
    selector: names.selector('list', prefix),
    componentImports: ['VaList'],
    template,
    className: names.componentName('list'),
    doc: `The list page of ${name} (route ${routeOf(options)}).`,
    members,
  });
}

function orderColumn(column: {
  source: string;
  type?: string;
  reference?: string;
  sortable?: boolean;
}) {
  return {
    source: column.source,
    type: column.type,
    reference: column.reference,
    sortable: column.sortable,
  };
}

export function showCode(options: PageCodeOptions): string {
  const { names, fields, prefix, name } = options;
  const elements: ElementSpec[] = fields.length
    ? showElementsOf(fields)
    : [{ component: 'VaTextField', selector: 'va-text-field', attributes: [['source', 'id']] }];
  const components = unique(['VaShow', ...elements.map((e) => e.component)]);
  const constants = elements.flatMap((e) => (e.constant ? [e.constant] : []));
  const types = unique(constants.map((c) => `type ${c.type.replace(/\[\]$/, '')}`));
  const actions = recordActionsMember(options);
  return componentFile({
    adminImports: [
      ...(actions.length ? ['recordOperationAction'] : []),
      ...components,
      'type AdminRecord',
      ...types,
      'type Resource',
    ],
    selector: names.selector('show', prefix),
    componentImports: components,
    template: printTemplate({
      tag: 'va-show',
      attributes: [
        '[resource]="resource()"',
        '[title]="title()"',
        '[item]="item()"',
        ...(actions.length ? ['[actions]="actions"'] : []),
      ],
      children: elements.map(fieldElement),
    }),
    className: names.componentName('show'),
    doc: `The show page of ${name} (route ${routeOf(options, '/:id')}).`,
    members: [
      INPUTS.resource,
      INPUTS.title,
      INPUTS.id,
      INPUTS.item,
      INPUTS.permissions,
      ...parentInputs(options),
      ...constants.map((c) =>
        printConstArray(`protected readonly ${c.name}: ${c.type} = `, c.value).trimStart(),
      ),
      ...actions,
    ],
  });
}

export function formCode({ names, fields, prefix, name }: PageCodeOptions): string {
  const elements = inputElementsOf(fields, prefix);
  const components = unique(['VaForm', ...elements.map((e) => e.component)]);
  const own = elements.filter((e) => e.from);
  return componentFile({
    adminImports: [
      ...components.filter((c) => !own.some((e) => e.component === c)),
      'type AdminRecord',
      'type Resource',
    ],
    localImports: unique(own.map((e) => `import { ${e.component} } from '${e.from}';`)).join('\n'),
    selector: names.selector('form', prefix),
    componentImports: components,
    template: printTemplate({
      tag: 'va-form',
      attributes: ['[resource]="resource()"', '[item]="item()"', '[title]="title()"'],
      children: elements.map(fieldElement),
    }),
    className: names.componentName('form'),
    doc: `The form of ${name}, shared by its create and edit pages.`,
    members: [INPUTS.resource, INPUTS.item, INPUTS.title],
  });
}

function formPageCode(action: 'create' | 'edit', options: PageCodeOptions): string {
  const { names, prefix, name } = options;
  const form = names.componentName('form');
  return componentFile({
    adminImports: ['type AdminRecord', 'type Resource'],
    localImports: `import { ${form} } from './form';`,
    selector: names.selector(action, prefix),
    componentImports: [form],
    template: printTemplate({
      tag: names.selector('form', prefix),
      attributes: ['[resource]="resource()"', '[item]="item()"', '[title]="title()"'],
    }),
    className: names.componentName(action),
    doc:
      action === 'create'
        ? `The create page of ${name} (route ${routeOf(options, '/create')}; ?source=<id> copies a record).`
        : `The edit page of ${name} (route ${routeOf(options, '/:id/edit')}).`,
    members: [
      ...(action === 'create'
        ? [INPUTS.resource, INPUTS.title, INPUTS.item, INPUTS.permissions]
        : [INPUTS.resource, INPUTS.title, INPUTS.id, INPUTS.item, INPUTS.permissions]),
      ...parentInputs(options),
    ],
  });
}

/** The files a resource's pages import from the resources folder (json-input.ts), by name. */
export function sharedFilesOf(fields: readonly FieldSpec[]): string[] {
  return inputElementsOf(fields).some((e) => e.from === JSON_INPUT.from) ? [JSON_INPUT.file] : [];
}

/**
 * `json-input.ts`: the input of `json` fields, an admin input (`VaInput`) editing the value as
 * JSON text; written once into the resources folder, then the app's own.
 */
export function jsonInputCode(prefix: string): string {
  return `import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FormControl, ReactiveFormsModule, type ValidatorFn } from '@angular/forms';
import { MatError, MatFormField, MatHint, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { VA_INPUT_PROVIDERS, VaInput } from 'admin';

/**
 * A JSON value edited as JSON text: \`<${prefix}-json-input source="settings" />\` in a \`<va-form>\`.
 * The record holds the parsed value (an object, an array, a number…; empty text is null); text
 * that is not JSON is invalid and keeps the form from saving. Written by \`ng generate
 * admin:resource\` for \`--fields settings:json\`; yours to change.
 */
@Component({
  selector: '${prefix}-json-input',
  imports: [ReactiveFormsModule, MatFormField, MatLabel, MatHint, MatError, MatInput],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <mat-form-field class="va-input">
      <mat-label>{{ fieldLabel() }}</mat-label>
      <textarea
        matInput
        rows="6"
        spellcheck="false"
        [formControl]="control"
        [errorStateMatcher]="errorState"
        [required]="isRequired()"
        [readonly]="isReadonly()"
      ></textarea>
      @if (hint()) {
        <mat-hint>{{ hint() }}</mat-hint>
      }
      <mat-error>{{ errorText() }}</mat-error>
    </mat-form-field>
  \`,
  styles: \`
    :host {
      display: block;
    }
    .va-input {
      width: 100%;
    }
    textarea {
      font-family: monospace;
    }
  \`,
})
export class JsonInput extends VaInput<FormControl<string | null>> {
  protected createControl() {
    return new FormControl<string | null>(null);
  }

  protected fromRecord(value: unknown): string | null {
    return value === undefined || value === null ? null : JSON.stringify(value, null, 2);
  }

  protected override toRecord(text: string | null): unknown {
    if (text === null || !text.trim()) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  protected override ownValidators(): ValidatorFn[] {
    return [
      (control) => {
        const text: unknown = control.value;
        if (typeof text !== 'string' || !text.trim()) return null;
        try {
          JSON.parse(text);
          return null;
        } catch (error) {
          // "Invalid value (Unexpected token…)": the localised message and JSON.parse's.
          const message = \`\${this.i18n.t('admin.validation.invalid')} (\${(error as Error).message})\`;
          return { json: message };
        }
      },
    ];
  }
}
`;
}

/** The source of one generated file. */
export function pageFileCode(file: GeneratedFile, options: PageCodeOptions): string {
  switch (file) {
    case 'list':
      return listCode(options);
    case 'show':
      return showCode(options);
    case 'form':
      return formCode(options);
    case 'create':
    case 'edit':
      return formPageCode(file, options);
  }
}
