import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  viewChild,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatFormField, MatLabel } from '@angular/material/form-field';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatOption, MatSelect } from '@angular/material/select';
import { MatStep, MatStepper } from '@angular/material/stepper';
import type { StepperSelectionEvent } from '@angular/cdk/stepper';
import { RouterLink } from '@angular/router';

import { ImportController, type ImportStep } from 'admin/controllers';
import type { Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { VaLoadError } from '../common/va-load-error';

const STEPS: readonly ImportStep[] = ['file', 'mapping', 'preview', 'report'];

/**
 * The CSV import page of a resource (`<list>/import`, `import` in its descriptor), a Material
 * view over `ImportController`: a stepper file → columns → preview → report; choose a file,
 * map its columns to fields (guessed from the headers) and the key that finds records to update,
 * see each row's errors, import, and read what was written. Loading and error states with Retry;
 * a way back to the list. `adminRoutes()` routes it for every resource with `import`.
 */
@Component({
  selector: 'va-import-page',
  imports: [
    VaLoadError,
    MatButton,
    MatFormField,
    MatLabel,
    MatSelect,
    MatOption,
    MatProgressBar,
    MatStepper,
    MatStep,
    RouterLink,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-import-page' },
  template: `
    <header class="va-import-header">
      <h1>{{ t('admin.import.title', names()) }}</h1>
      @if (importer.listLink(); as link) {
        <a mat-button [routerLink]="link">
          <va-icon name="mdi-arrow-left" />
          {{ t('admin.import.back', names()) }}
        </a>
      }
    </header>
    <mat-stepper
      [selectedIndex]="stepIndex()"
      (selectionChange)="moved($event)"
      [orientation]="'horizontal'"
    >
      <mat-step [label]="t('admin.import.stepFile')" [completed]="stepIndex() > 0">
        <div class="va-import-file">
          <input
            #file
            id="va-import-file-input"
            class="va-import-file-input"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            (change)="choose(file)"
          />
          <button mat-flat-button type="button" class="va-import-choose" (click)="file.click()">
            <va-icon name="mdi-upload" />
            {{ t('admin.import.chooseFile') }}
          </button>
          <p class="va-import-hint">{{ t('admin.import.fileHint') }}</p>
          @if (importer.fileStatus() === 'busy') {
            <mat-progress-bar mode="indeterminate" [attr.aria-label]="t('admin.import.reading')" />
          }
          @if (importer.fileStatus() === 'error') {
            <va-load-error
              class="va-import-error"
              [message]="t('admin.import.readError', { message: importer.fileError() })"
              (retry)="importer.retryFile()"
            />
          }
        </div>
      </mat-step>

      <mat-step [label]="t('admin.import.stepMapping')" [completed]="stepIndex() > 1">
        <p class="va-import-summary" role="status">
          {{
            t('admin.import.fileSummary', {
              name: importer.fileName() || 'CSV',
              count: importer.rows().length,
              columns: importer.headers().length,
            })
          }}
        </p>
        <table class="va-import-table va-import-mapping">
          <thead>
            <tr>
              <th scope="col">{{ t('admin.import.column') }}</th>
              <th scope="col">{{ t('admin.import.sample') }}</th>
              <th scope="col">{{ t('admin.import.field') }}</th>
            </tr>
          </thead>
          <tbody>
            @for (header of importer.headers(); track $index; let column = $index) {
              <tr>
                <th scope="row">{{ header }}</th>
                <td class="va-import-sample">{{ importer.rows()[0]?.[column] }}</td>
                <td>
                  <mat-form-field appearance="outline" subscriptSizing="dynamic">
                    <mat-label>{{ header }}</mat-label>
                    <mat-select
                      [value]="importer.mapping()[column]"
                      (valueChange)="importer.setMapping(column, $event)"
                    >
                      <mat-option [value]="null">{{ t('admin.import.skip') }}</mat-option>
                      @for (field of importer.fields(); track field.source) {
                        <mat-option [value]="field.source">{{
                          importer.label(field.source)
                        }}</mat-option>
                      }
                    </mat-select>
                  </mat-form-field>
                </td>
              </tr>
            }
          </tbody>
        </table>
        @if (importer.canUpdate()) {
          <mat-form-field appearance="outline" class="va-import-key">
            <mat-label>{{ t('admin.import.key') }}</mat-label>
            <mat-select [value]="importer.key()" (valueChange)="importer.setKey($event)">
              <mat-option [value]="null">{{ t('admin.import.keyNone') }}</mat-option>
              @for (source of importer.keyChoices(); track source) {
                <mat-option [value]="source">{{ importer.label(source) }}</mat-option>
              }
            </mat-select>
          </mat-form-field>
        }
        <div class="va-import-buttons">
          <button mat-button type="button" (click)="importer.back('file')">
            {{ t('admin.import.previous') }}
          </button>
          <button
            mat-flat-button
            type="button"
            class="va-import-check"
            [disabled]="!mapped()"
            (click)="importer.check()"
          >
            {{ t('admin.import.check') }}
          </button>
        </div>
        @if (!mapped()) {
          <p class="va-import-hint" role="status">{{ t('admin.import.noMapping') }}</p>
        }
      </mat-step>

      <mat-step [label]="t('admin.import.stepPreview')" [completed]="stepIndex() > 2">
        @switch (importer.previewStatus()) {
          @case ('busy') {
            <mat-progress-bar mode="indeterminate" [attr.aria-label]="t('admin.import.checking')" />
          }
          @case ('error') {
            <va-load-error
              class="va-import-error"
              [message]="t('admin.import.checkError', { message: importer.previewError() })"
              (retry)="importer.check()"
            />
          }
          @case ('ready') {
            <p class="va-import-summary" role="status">
              {{
                t('admin.import.summary', {
                  valid: importer.preview().length - importer.invalidRows().length,
                  invalid: importer.invalidRows().length,
                })
              }}
            </p>
            @if (importer.invalidRows().length) {
              <p class="va-import-error va-import-fix-first" role="alert">
                {{ t('admin.import.fixFirst') }}
              </p>
            }
            <table class="va-import-table va-import-preview">
              <thead>
                <tr>
                  <th scope="col">{{ t('admin.import.line') }}</th>
                  <th scope="col">{{ t('admin.import.action') }}</th>
                  @for (source of mappedFields(); track source) {
                    <th scope="col">{{ importer.label(source) }}</th>
                  }
                  <th scope="col">{{ t('admin.import.errors') }}</th>
                </tr>
              </thead>
              <tbody>
                @for (row of previewRows(); track row.line) {
                  <tr [class.va-import-invalid]="row.messages.length" [attr.data-line]="row.line">
                    <th scope="row">{{ row.line }}</th>
                    <td>{{ row.action }}</td>
                    @for (value of row.values; track $index) {
                      <td>{{ value }}</td>
                    }
                    <td class="va-import-row-errors">
                      @if (row.messages.length) {
                        <ul>
                          @for (message of row.messages; track $index) {
                            <li>{{ message }}</li>
                          }
                        </ul>
                      } @else {
                        <va-icon name="mdi-check" [attr.aria-label]="t('admin.import.ok')" />
                      }
                    </td>
                  </tr>
                }
              </tbody>
            </table>
          }
        }
        @if (importer.runStatus() === 'busy') {
          <mat-progress-bar mode="indeterminate" [attr.aria-label]="t('admin.import.running')" />
        }
        @if (importer.runStatus() === 'error') {
          <va-load-error
            class="va-import-error"
            [message]="t('admin.import.runError', { message: importer.runError() })"
            (retry)="importer.retryRun()"
          />
        }
        <div class="va-import-buttons">
          <button mat-button type="button" (click)="importer.back('mapping')">
            {{ t('admin.import.previous') }}
          </button>
          <button
            mat-flat-button
            type="button"
            class="va-import-run"
            [disabled]="!importer.canRun() || importer.runStatus() === 'busy'"
            (click)="importer.run()"
          >
            {{ t('admin.import.run', { count: importer.preview().length }) }}
          </button>
        </div>
      </mat-step>

      <mat-step [label]="t('admin.import.stepReport')">
        @if (importer.report(); as report) {
          <div class="va-import-report" role="status">
            <p class="va-import-counts">
              <span class="va-import-created">{{
                t('admin.import.reportCreated', { count: report.created })
              }}</span>
              ·
              <span class="va-import-updated">{{
                t('admin.import.reportUpdated', { count: report.updated })
              }}</span>
              @if (report.failed.length) {
                ·
                <span class="va-import-failed">{{
                  t('admin.import.reportFailed', { count: report.failed.length })
                }}</span>
              }
            </p>
            @if (report.failed.length) {
              <ul class="va-import-error">
                @for (failure of report.failed; track failure.line) {
                  <li>{{ t('admin.import.line') }} {{ failure.line }}: {{ failure.message }}</li>
                }
              </ul>
              @if (report.atomic) {
                <p>{{ t('admin.import.reportNothing') }}</p>
              } @else {
                <p>{{ t('admin.import.reportWritten', { lines: lines(report.written) }) }}</p>
                <p>{{ t('admin.import.reportSkipped', { lines: lines(report.skipped) }) }}</p>
              }
            }
          </div>
        }
        <div class="va-import-buttons">
          <button mat-button type="button" (click)="importer.restart()">
            {{ t('admin.import.another') }}
          </button>
          @if (importer.listLink(); as link) {
            <a mat-flat-button [routerLink]="link">{{ t('admin.import.toList', names()) }}</a>
          }
        </div>
      </mat-step>
    </mat-stepper>
  `,
  styles: `
    :host {
      display: block;
      padding: 16px 24px;
    }
    .va-import-header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    h1 {
      margin: 0;
      font: var(--mat-sys-headline-small);
    }
    .va-import-file-input {
      position: absolute;
      width: 1px;
      height: 1px;
      opacity: 0;
      pointer-events: none;
    }
    .va-import-hint {
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-small);
    }
    .va-import-table {
      width: 100%;
      border-collapse: collapse;
      margin: 8px 0;
    }
    .va-import-table th,
    .va-import-table td {
      padding: 4px 12px;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
      text-align: start;
      vertical-align: top;
      font: var(--mat-sys-body-medium);
    }
    .va-import-table thead th {
      font: var(--mat-sys-title-small);
      color: var(--mat-sys-on-surface-variant);
    }
    .va-import-invalid {
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
    }
    .va-import-row-errors ul {
      margin: 0;
      padding-inline-start: 16px;
    }
    .va-import-key {
      margin-top: 16px;
      min-width: 320px;
    }
    .va-import-buttons {
      display: flex;
      gap: 8px;
      margin-top: 16px;
    }
    p.va-import-error,
    ul.va-import-error {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 8px;
      padding: 12px 16px;
      border-radius: 8px;
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
    }
    .va-import-counts {
      font: var(--mat-sys-title-medium);
    }
  `,
})
export class VaImportPage {
  private readonly i18n = inject(AdminI18n);
  /** The resource (route data `resource`), or its name. */
  readonly resource = input.required<string | Resource>();
  protected readonly importer = new ImportController({ resource: this.resource });
  protected readonly names = computed(() => {
    const resource = this.importer.resource();
    const plural = this.i18n.resourceName(resource, 'plural');
    return { plural, pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1) };
  });
  protected readonly stepIndex = computed(() => STEPS.indexOf(this.importer.step()));
  protected readonly mapped = computed(() => this.importer.mapping().some(Boolean));
  private readonly stepper = viewChild.required(MatStepper);
  protected readonly mappedFields = computed(() =>
    this.importer.mapping().filter((source): source is string => !!source),
  );
  protected readonly previewRows = computed(() => {
    const sources = this.mappedFields();
    return this.importer.preview().map((row) => ({
      line: row.line,
      action: row.action
        ? this.t(row.action === 'created' ? 'admin.import.willCreate' : 'admin.import.willUpdate')
        : '',
      values: sources.map((source) => display(row.record[source])),
      messages: Object.entries(row.errors).flatMap(([source, messages]) =>
        messages.map((message) => (source ? `${this.importer.label(source)} ${message}` : message)),
      ),
    }));
  });

  /** Reads the chosen file; the input is cleared so that the same file may be chosen again. */
  protected choose(input: HTMLInputElement): void {
    const file = input.files?.[0];
    input.value = '';
    if (file) void this.importer.load(file, file.name);
  }

  /**
   * The controller decides the step: a click on an earlier step's header goes back to it; one on
   * a later step's is undone (the steps are reached by their buttons, once the work is done).
   */
  protected moved(event: StepperSelectionEvent): void {
    const current = this.stepIndex();
    const step = STEPS[event.selectedIndex];
    if (step && event.selectedIndex < current) this.importer.back(step);
    else if (event.selectedIndex > current) {
      queueMicrotask(() => (this.stepper().selectedIndex = this.stepIndex()));
    }
  }

  protected lines(lines: readonly number[]): string {
    return lines.length ? lines.join(', ') : '—';
  }

  protected t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(key, params);
  }
}

function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
