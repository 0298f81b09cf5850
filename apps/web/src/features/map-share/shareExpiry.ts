import { MAX_SHARE_DAYS } from '@waymark/contract';
import { formatDate, formatTime } from '../../lib/format.js';

/** The quick choices beside a share's expiry. */
export const QUICK_EXPIRIES = ['day', 'week', 'month'] as const;
export type QuickExpiry = (typeof QUICK_EXPIRIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Now plus one day, one week or one calendar month (the 31st of January gives 28 February). */
export function quickExpiry(choice: QuickExpiry, now: Date = new Date()): Date {
  if (choice === 'day') return new Date(now.getTime() + DAY_MS);
  if (choice === 'week') return new Date(now.getTime() + 7 * DAY_MS);
  const next = new Date(now);
  const day = next.getDate();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(day, lastDay));
  return next;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An expiry as the form shows and takes it: dd/MM/yyyy HH:mm in local time (section 9). */
export function expiryText(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}

const EXPIRY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/;

/** A time at these local calendar and clock numbers, or null when there is none (31/02). */
function localTime(year: number, month: number, day: number, hour: number, minute: number) {
  if (hour > 23 || minute > 59) return null;
  const date = new Date(year, month - 1, day, hour, minute);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A typed expiry ('dd/MM/yyyy HH:mm', a single-digit day, month or hour too) as a time. */
export function parseExpiryText(text: string): Date | null {
  const match = EXPIRY_TEXT.exec(text.trim());
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number);
  return localTime(year!, month!, day!, hour!, minute!);
}

/** A time as a datetime-local input holds it: yyyy-MM-ddTHH:mm in local time. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A datetime-local input's text (the browser's date and time picker) as a time. */
export function fromLocalInput(text: string): Date | null {
  const match = LOCAL_INPUT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return localTime(year!, month!, day!, hour!, minute!);
}

/** The latest expiry the server takes: MAX_SHARE_DAYS from now. */
export function latestExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + MAX_SHARE_DAYS * DAY_MS);
}

export type ExpiryProblem = 'required' | 'invalid' | 'past' | 'tooLate';

/** What is wrong with an expiry typed into the form (dd/MM/yyyy HH:mm), if anything. */
export function expiryProblem(text: string, now: Date = new Date()): ExpiryProblem | null {
  if (!text.trim()) return 'required';
  const date = parseExpiryText(text);
  if (!date) return 'invalid';
  if (date.getTime() <= now.getTime()) return 'past';
  if (date.getTime() > latestExpiry(now).getTime()) return 'tooLate';
  return null;
}
