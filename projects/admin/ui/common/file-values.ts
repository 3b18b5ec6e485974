import { ɵnumberFormat } from 'admin/i18n';

/**
 * A stored file as the record holds it: a URL or path (`/api/uploads/a.png`), an id, or an
 * object with one of `url`, `src`, `href`, `path` and optionally `name` / `title`.
 */
export type AdminStoredFile = string | number | Readonly<Record<string, unknown>>;

/** How a stored file value becomes a URL to show or open (ids need one: `(id) => '/files/' + id`). */
export type AdminFileSrc = (value: unknown) => string | null | undefined;

/** What a file input or field shows of one file. */
export interface AdminFileView {
  /** The file's name: the `File`'s, the object's `name`/`title`, or the URL's last segment. */
  readonly name: string;
  /** A URL to show or open it (an object URL for a new `File`); null when there is none. */
  readonly src: string | null;
  /** The new file chosen by the user (not stored yet), or null. */
  readonly file: File | null;
}

const URL_KEYS = ['url', 'src', 'href', 'path'];
const NAME_KEYS = ['name', 'title', 'filename'];

function firstString(value: Readonly<Record<string, unknown>>, keys: string[]): string | null {
  for (const key of keys) {
    const found = value[key];
    if (typeof found === 'string' && found.trim()) return found;
  }
  return null;
}

/** Whether `text` can be used as a link or image source (http(s), a path, a data or blob URL). */
export function isFileUrl(text: string): boolean {
  return /^(https?:\/\/|\/|\.{1,2}\/|data:image\/|blob:)/i.test(text);
}

/** The last path segment of a URL, decoded, without query or fragment. */
function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment) || url;
  } catch {
    return segment || url;
  }
}

/** What to show of a stored file value (not a new `File`). */
export function storedFileView(value: unknown, src?: AdminFileSrc): AdminFileView {
  let url: string | null = null;
  let name: string | null = null;
  if (value && typeof value === 'object') {
    url = firstString(value as Record<string, unknown>, URL_KEYS);
    name = firstString(value as Record<string, unknown>, NAME_KEYS);
  } else if (typeof value === 'string' && isFileUrl(value.trim())) {
    url = value.trim();
  }
  const given = src?.(value);
  if (given) url = given;
  if (url && !isFileUrl(url) && !/^[\w.-]+(\/|$)/.test(url)) url = null;
  return { name: name ?? (url ? lastSegment(url) : String(value ?? '')), src: url, file: null };
}

/** Whether a value is empty as a file value: null, undefined, blank text, an empty array. */
export function isEmptyFileValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && !value.trim()) ||
    (Array.isArray(value) && !value.length)
  );
}

/** A file value as a list: an array's non-empty items, or the value alone. */
export function fileValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((item) => !isEmptyFileValue(item));
  return isEmptyFileValue(value) ? [] : [value];
}

/** A size in bytes as people read it, in the locale: `820 B`, `12.5 kB`, `3.2 MB`. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return ɵnumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}

/**
 * Whether a file matches an `accept` list (`image/*,.pdf,application/zip`), as the browser's
 * file picker reads it: extensions, exact types and `type/*` wildcards. An empty list accepts all.
 */
export function acceptsFile(
  file: Pick<File, 'name' | 'type'>,
  accept: string | undefined,
): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (!tokens.length) return true;
  const name = (file.name ?? '').toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
