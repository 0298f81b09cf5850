/** Display formats of the spec (section 9, Formatting), independent of the browser's locale. */

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy in local time; an unreadable value gives ''. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm, 24-hour, in local time; an unreadable value gives ''. */
export function formatTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const SIZE_UNITS = ['b', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** File sizes in 1024 steps with no decimals: 1024 → '1 KB', 3 * 1024 ** 2 → '3 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  // Step up while the rounded value would still be 1024 or more of the current unit.
  while (Math.round(value) >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value)} ${SIZE_UNITS[unit]}`;
}
