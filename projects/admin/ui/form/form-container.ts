import { InjectionToken, type Signal } from '@angular/core';

import type { FormFieldState, InputRegistration } from 'admin/controllers';
import type { Resource } from 'admin/core';

/** The form that inputs register with, found through DI (`VA_FORM_CONTAINER`). */
export interface VaFormContainer {
  /** The resource edited; labels come from its messages `resources.<name>.fields.<source>`. */
  readonly resource: Signal<Resource | null | undefined>;
  /** Prefix of the message keys of nested inputs (`links.` inside the array input `links`). */
  readonly path: string;
  /** Every input of the container is disabled. */
  readonly disabled: Signal<boolean>;
  /** Every input of the container is read-only. */
  readonly readonly: Signal<boolean>;
  /**
   * What the user may do with a field (field permissions, `FormController.fieldState`): a
   * `hidden` input is left out of the page, a `readOnly` one shows its value, is left out of
   * validation and never sent. Absent: every field is editable.
   */
  readonly field?: (source: string) => FormFieldState;
  /** Adds an input's control; returns the function that removes it. */
  register(registration: InputRegistration): () => void;
}

/**
 * Provided by `VaForm` and by each group of a `VaArrayInput`. An input with a `source` and no
 * `formControlName` / `[formControl]` / `ngModel` registers with it.
 */
export const VA_FORM_CONTAINER = new InjectionToken<VaFormContainer>('VA_FORM_CONTAINER');
