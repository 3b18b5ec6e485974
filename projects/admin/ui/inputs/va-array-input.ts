import { NgTemplateOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  TemplateRef,
  computed,
  contentChild,
  inject,
  signal,
} from '@angular/core';
import { FormArray, FormGroup, type AbstractControl } from '@angular/forms';
import { MatButton, MatIconButton } from '@angular/material/button';

import type { AdminRecord, Resource } from 'admin/core';
import { VaIcon } from 'admin/shell';
import { ControlScope, type InputRegistration } from 'admin/controllers';
import { VA_FORM_CONTAINER, type VaFormContainer } from '../form/form-container';
import { INPUT_STYLES } from './input-styles';
import { VA_INPUT_PROVIDERS, VaInput } from './va-input';

/** One group of an array input. */
interface ArrayItem {
  readonly record: AdminRecord;
  readonly scope: ControlScope;
  readonly injector: Injector;
}

/** The template context of each group: its index. */
export interface VaArrayItemContext {
  readonly $implicit: number;
  readonly index: number;
}

const NO_RESOURCE = signal<Resource | null>(null).asReadonly();

function isRecord(value: unknown): value is AdminRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Repeatable groups of inputs for an array of objects, with add and remove buttons:
 *
 * ```html
 * <va-array-input source="links">
 *   <ng-template>
 *     <va-text-input source="url" required />
 *     <va-text-input source="title" />
 *   </ng-template>
 * </va-array-input>
 * ```
 *
 * Inputs inside a group edit that item's properties (labels: `resources.<name>.fields.links.url`);
 * server errors such as `links.0.url` appear under them. `required` asks for at least one item.
 */
@Component({
  selector: 'va-array-input',
  imports: [NgTemplateOutlet, MatButton, MatIconButton, VaIcon],
  providers: VA_INPUT_PROVIDERS,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset
      class="va-array-input"
      [attr.aria-describedby]="errorText() ? uid + '-error' : hint() ? uid + '-hint' : null"
    >
      <legend class="va-input-label">{{ fieldLabel() }}{{ isRequired() ? ' *' : '' }}</legend>
      @for (item of items(); track item; let i = $index) {
        <div
          class="va-array-item"
          role="group"
          [attr.aria-label]="i18n.t('admin.inputs.item', { label: fieldLabel(), index: i + 1 })"
        >
          <div class="va-array-item-inputs">
            <ng-container
              *ngTemplateOutlet="
                template();
                context: { $implicit: i, index: i };
                injector: item.injector
              "
            />
          </div>
          @if (editable()) {
            <button
              matIconButton
              type="button"
              class="va-array-remove"
              [attr.aria-label]="
                i18n.t('admin.inputs.remove', { label: fieldLabel(), index: i + 1 })
              "
              (click)="removeGroup(item)"
            >
              <va-icon name="mdi-minus-circle-outline" />
            </button>
          }
        </div>
      } @empty {
        <p class="va-array-empty">{{ i18n.t('admin.inputs.empty') }}</p>
      }
      @if (editable()) {
        <button matButton type="button" class="va-array-add" (click)="addItem()">
          <va-icon name="mdi-plus" />{{ i18n.t('admin.inputs.add') }}
        </button>
      }
      @if (errorText()) {
        <div class="va-input-error" [id]="uid + '-error'" role="alert">{{ errorText() }}</div>
      } @else if (hint()) {
        <div class="va-input-hint" [id]="uid + '-hint'">{{ hint() }}</div>
      }
    </fieldset>
  `,
  styles: [
    INPUT_STYLES,
    `
      .va-array-input {
        border: 1px solid var(--mat-sys-outline-variant);
        border-radius: 8px;
        padding: 8px 16px 16px;
        margin: 0 0 16px;
      }
      .va-array-item {
        display: flex;
        align-items: flex-start;
        gap: 8px;
      }
      .va-array-item-inputs {
        flex: 1 1 auto;
        display: flex;
        flex-wrap: wrap;
        gap: 0 16px;
      }
      .va-array-item-inputs > * {
        flex: 1 1 200px;
      }
      .va-array-empty {
        color: var(--mat-sys-on-surface-variant);
      }
    `,
  ],
})
export class VaArrayInput extends VaInput<FormArray<FormGroup<Record<string, AbstractControl>>>> {
  private readonly injector = inject(Injector);
  /** The inputs of one group. */
  protected readonly template = contentChild.required<TemplateRef<VaArrayItemContext>>(TemplateRef);
  protected readonly items = signal<readonly ArrayItem[]>([]);
  /** Whether groups can be added and removed. */
  protected readonly editable = computed(() => !this.isDisabled() && !this.isReadonly());
  /** The record value last written, returned as it was while no group exists. */
  private original: unknown;

  protected createControl() {
    return new FormArray<FormGroup<Record<string, AbstractControl>>>([]);
  }

  protected fromRecord(_value: unknown): never[] {
    // Groups are built by `rebuild`; the array's own value follows them.
    return [];
  }

  /** Adds an empty group at the end. */
  addItem(): void {
    const item = this.createItem({}, true);
    this.items.update((items) => [...items, item]);
    this.control.push(item.scope.group);
    this.control.markAsDirty();
  }

  /** Removes the group at `index`. */
  removeItem(index: number): void {
    this.items.update((items) => items.filter((_, i) => i !== index));
    this.control.removeAt(index);
    this.control.markAsDirty();
    this.control.markAsTouched();
  }

  protected removeGroup(item: ArrayItem): void {
    const index = this.items().indexOf(item);
    if (index >= 0) this.removeItem(index);
  }

  protected override disablesControl(): boolean {
    return false;
  }

  protected override registration(own: AbstractControl): InputRegistration {
    return {
      ...super.registration(own),
      nestedError: (path, messages) => {
        const [index, ...rest] = path.split('.');
        const item = this.items()[Number(index)];
        if (!item || !rest.length || !/^\d+$/.test(index)) return false;
        return !Object.keys(item.scope.applyErrors({ [rest.join('.')]: messages })).length;
      },
    };
  }

  protected override writeView(value: unknown): void {
    this.rebuild(value);
  }

  protected override viewValue(): unknown {
    return this.read();
  }

  private rebuild(value: unknown): void {
    this.original = value;
    const records = Array.isArray(value) ? value : [];
    const items = records.map((record) => this.createItem(isRecord(record) ? record : {}, false));
    this.control.clear({ emitEvent: false });
    for (const item of items) this.control.push(item.scope.group, { emitEvent: false });
    this.control.reset(undefined, { emitEvent: false });
    this.items.set(items);
  }

  private read(): unknown {
    const items = this.items();
    if (!items.length && !Array.isArray(this.original)) return this.original;
    return items.map((item) => item.scope.value(item.record));
  }

  /** A group for `record`; `added` by the user, whose inputs then change the array's value. */
  private createItem(record: AdminRecord, added: boolean): ArrayItem {
    const scope = new ControlScope(() => record);
    const container: VaFormContainer = {
      resource: this.container?.resource ?? NO_RESOURCE,
      path: `${this.container?.path ?? ''}${this.name()}.`,
      disabled: this.isDisabled,
      readonly: this.isReadonly,
      // An input joining or leaving a group changes the validity of the array, and its value when
      // the user added the group (`{}` becomes `{ url: null }`).
      register: (registration) => {
        const unregister = scope.register(registration);
        this.viewUpdated(added);
        return () => {
          unregister();
          this.viewUpdated(false);
        };
      },
    };
    const injector = Injector.create({
      providers: [{ provide: VA_FORM_CONTAINER, useValue: container }],
      parent: this.injector,
    });
    return { record, scope, injector };
  }
}
