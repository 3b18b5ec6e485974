/** Styles shared by the inputs: full-width fields, hints and errors outside form fields. */
export const INPUT_STYLES = `
  :host {
    display: block;
  }
  .va-input {
    width: 100%;
  }
  .va-input-label {
    font: var(--mat-sys-body-medium);
    color: var(--mat-sys-on-surface-variant);
    margin-bottom: 4px;
  }
  .va-input-hint,
  .va-input-error {
    font: var(--mat-sys-body-small);
    padding: 4px 16px 0;
  }
  .va-input-hint {
    color: var(--mat-sys-on-surface-variant);
  }
  .va-input-error {
    color: var(--mat-sys-error);
  }
  .va-input-hint-text + .va-input-partial::before {
    content: ' — ';
  }
`;
