import { formatDate, formatTime } from '../../lib/format.js';

/** dd/MM/yyyy HH:mm (section 9, Formatting); '' for an unreadable value. */
export function formatDateTime(value: string): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}
