/** A parsed CSV file: its header row and its data rows (cells as text). */
export interface ParsedCsv {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The separator found: `,`, `;`, a tab or `|`. */
  readonly delimiter: string;
}

/**
 * Parses CSV text with Papa Parse (loaded with `import()` on first use, so that it weighs on the
 * import page only): quoted cells (separators and line breaks inside quotes, `""`), the separator
 * that the header row holds most of among `,` `;` tab `|` (a decimal comma in the data, `2,5`,
 * does not fool it), a byte-order mark and CRLF line ends. Blank lines are skipped;
 * short rows are padded with empty cells. Throws naming the line of a malformed quote, or when
 * there is no header row.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  const papa = await import('papaparse');
  const parse = papa.parse ?? (papa as unknown as { default: typeof papa }).default.parse;
  const body = text.replace(/^\uFEFF/, '');
  const result = parse<string[]>(body, { skipEmptyLines: 'greedy', delimiter: delimiterOf(body) });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) {
    throw new Error(`${fatal.message} (line ${(fatal.row ?? 0) + 1})`);
  }
  const [header, ...data] = result.data;
  if (!header || header.every((cell) => !cell.trim())) {
    throw new Error('the file has no header row');
  }
  const headers = header.map((cell) => cell.trim());
  const rows = data.map((row) => headers.map((_, i) => (row[i] ?? '').trim()));
  return { headers, rows, delimiter: result.meta.delimiter };
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The separator the first line holds most of (outside quotes); `,` when it holds none. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/)).replace(/"(?:[^"]|"")*"/g, '');
  let best = ',';
  let most = 0;
  for (const candidate of DELIMITERS) {
    const count = first.split(candidate).length - 1;
    if (count > most) [best, most] = [candidate, count];
  }
  return best;
}
