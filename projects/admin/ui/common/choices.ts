/** A choice of a select, radio group, chip field or filter: a stored value and its display text. */
export interface VaChoice {
  readonly value: unknown;
  readonly label: string;
}

/** Choices as given by users: `VaChoice` objects, or plain values shown as they are. */
export type VaChoices = readonly (VaChoice | string | number | boolean)[];

/** Normalises `['draft', 'published']` or `[{ value, label }]` to `VaChoice[]`. */
export function toChoices(choices: VaChoices | null | undefined): VaChoice[] {
  return (choices ?? []).map((choice) =>
    typeof choice === 'object' && choice !== null
      ? choice
      : { value: choice, label: String(choice) },
  );
}
