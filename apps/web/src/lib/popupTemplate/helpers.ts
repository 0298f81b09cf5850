import { formatDate, formatFileSize, formatTime } from '../format.js';
import type { Helper } from './expression.js';

const MAX_TEXT = 10_000;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value : []);
const ext = (name: unknown) => /\.([^.]+)$/.exec(text(name))?.[1]?.toLowerCase() ?? '';

/**
 * The helpers a template may call, by name: formatting, text and list basics, and the file
 * filters the building blocks also use. Pure functions with bounded work: no author code runs.
 */
export const TEMPLATE_HELPERS: Readonly<Record<string, Helper>> = Object.freeze({
  formatDate: (value) => (value ? formatDate(value as string) : ''),
  formatTime: (value) => (value ? formatTime(value as string) : ''),
  formatDateTime: (value) =>
    value ? `${formatDate(value as string)} ${formatTime(value as string)}` : '',
  formatSize: (bytes) => formatFileSize(Number(bytes)),
  round: (value, digits = 0) => {
    const factor = 10 ** Math.min(10, Math.max(0, Number(digits) || 0));
    return Math.round(Number(value) * factor) / factor;
  },
  upper: (value) => text(value).toUpperCase(),
  lower: (value) => text(value).toLowerCase(),
  trim: (value) => text(value).trim(),
  truncate: (value, length = 100) => {
    const s = text(value);
    const n = Math.min(MAX_TEXT, Math.max(0, Number(length) || 0));
    return s.length > n ? `${s.slice(0, n)}…` : s;
  },
  includes: (haystack, needle) =>
    Array.isArray(haystack)
      ? haystack.includes(needle)
      : text(haystack).toLowerCase().includes(text(needle).toLowerCase()),
  startsWith: (value, prefix) => text(value).toLowerCase().startsWith(text(prefix).toLowerCase()),
  join: (values, separator = ', ') =>
    list(values).slice(0, MAX_TEXT).map(text).join(text(separator)),
  length: (value) => (Array.isArray(value) || typeof value === 'string' ? value.length : 0),
  isEmpty: (value) =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0),
  extension: (name) => ext(name),
  /** Files whose extension is one of the given ones: filesWithExtension(files, 'pdf', 'txt'). */
  filesWithExtension: (files, ...extensions) => {
    const wanted = new Set(extensions.map((e) => text(e).toLowerCase().replace(/^\./, '')));
    return list(files).filter((f) => wanted.has(ext((f as { name?: unknown })?.name)));
  },
  /** Files whose name contains a text, any case: filesNamed(files, 'DTM'). */
  filesNamed: (files, part) =>
    list(files).filter((f) =>
      text((f as { name?: unknown })?.name)
        .toLowerCase()
        .includes(text(part).toLowerCase()),
    ),
  /** Numbered attribute pairs: links(feature.properties, 'exturl') → [{url, name}] for exturl1/exturl1_n… */
  numbered: (properties, prefix) => {
    const props = (properties && typeof properties === 'object' ? properties : {}) as Record<
      string,
      unknown
    >;
    const out: { url: string; name: string }[] = [];
    for (let i = 1; i <= 50; i += 1) {
      const url = props[`${text(prefix)}${i}`];
      if (url === undefined || url === null || url === '') continue;
      out.push({ url: text(url), name: text(props[`${text(prefix)}${i}_n`]) || text(url) });
    }
    return out;
  },
});
