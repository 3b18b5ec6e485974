/** What a confirmation question says. */
export interface ConfirmOptions {
  readonly title: string;
  readonly message: string;
  /** Text of the confirming button; default "Confirm". */
  readonly confirmText?: string;
  /** Text of the cancelling button; default "Cancel". */
  readonly cancelText?: string;
  /** Styles the confirming button as destructive (delete). */
  readonly danger?: boolean;
}
