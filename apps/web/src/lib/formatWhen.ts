import { formatDate, formatTime } from './format.js';

/** dd/MM/yyyy HH:mm (section 9, Formatting); '' for a missing or unreadable time. */
export function formatWhen(value: string | null): string {
  if (!value) return '';
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}
