import type { ListQuery } from '@waymark/contract';
import { ValidationError } from './errors.js';

export interface Ordering<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** Parses `ordering` ('-name' = descending) against the fields a list allows. */
export function parseOrdering<F extends string>(
  raw: string | undefined,
  allowed: readonly F[],
  fallback: F,
): Ordering<F> {
  if (!raw) return { field: fallback, direction: 'asc' };
  const descending = raw.startsWith('-');
  const name = descending ? raw.slice(1) : raw;
  if (!(allowed as readonly string[]).includes(name)) {
    throw ValidationError.field(
      'ordering',
      `Invalid ordering field. Choose from: ${allowed.join(', ')}.`,
    );
  }
  return { field: name as F, direction: descending ? 'desc' : 'asc' };
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(query: ListQuery): PageWindow {
  return { limit: query.items, offset: (query.page - 1) * query.items };
}
