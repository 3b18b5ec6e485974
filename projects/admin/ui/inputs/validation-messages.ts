import type { ValidationErrors } from '@angular/forms';

import type { AdminI18n } from 'admin/i18n';

/** Shown first when present: the server's verdict is the freshest. */
const PRIORITY = ['server', 'required'];

function formatDate(i18n: AdminI18n, value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(i18n.locale());
}

function formatTime(i18n: AdminI18n, value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleTimeString(i18n.locale(), { hour: 'numeric', minute: '2-digit' });
}

/**
 * The message of a control's first error, localised (`admin.validation.*`): Angular's
 * validators (required, min, max, minlength, maxlength, pattern, email), the datepicker's and
 * the timepicker's, server
 * errors (`{ server: message }`), and custom validators whose error value is a string.
 */
export function validationMessage(i18n: AdminI18n, errors: ValidationErrors | null): string {
  if (!errors) return '';
  const keys = Object.keys(errors);
  if (!keys.length) return '';
  const key = PRIORITY.find((k) => k in errors) ?? keys[0];
  const error = errors[key] as Record<string, unknown> | string | boolean | null;
  const detail = (name: string) => (typeof error === 'object' && error ? error[name] : undefined);
  switch (key) {
    case 'server':
      return typeof error === 'string' ? error : i18n.t('admin.validation.invalid');
    case 'required':
      return i18n.t('admin.validation.required');
    case 'min':
      return i18n.t('admin.validation.min', { min: String(detail('min')) });
    case 'max':
      return i18n.t('admin.validation.max', { max: String(detail('max')) });
    case 'minlength':
      return i18n.t('admin.validation.minLength', { length: String(detail('requiredLength')) });
    case 'maxlength':
      return i18n.t('admin.validation.maxLength', { length: String(detail('requiredLength')) });
    case 'pattern':
      return i18n.t('admin.validation.pattern');
    case 'email':
      return i18n.t('admin.validation.email');
    case 'matDatepickerParse':
      return i18n.t('admin.validation.date');
    case 'matDatepickerMin':
      return i18n.t('admin.validation.minDate', { min: formatDate(i18n, detail('min')) });
    case 'matDatepickerMax':
      return i18n.t('admin.validation.maxDate', { max: formatDate(i18n, detail('max')) });
    case 'matTimepickerParse':
      return i18n.t('admin.validation.time');
    case 'matTimepickerMin':
      return i18n.t('admin.validation.minTime', { min: formatTime(i18n, detail('min')) });
    case 'matTimepickerMax':
      return i18n.t('admin.validation.maxTime', { max: formatTime(i18n, detail('max')) });
    default:
      return typeof error === 'string' && error.trim() ? error : i18n.t('admin.validation.invalid');
  }
}
