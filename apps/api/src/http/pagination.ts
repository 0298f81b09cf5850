import type { FastifyRequest } from 'fastify';
import type { ListQuery, Paginated } from '@waymark/contract';
import { HttpError } from '../lib/errors.js';

/** Links are relative to the host, so that nothing taken from the Host header ends up in them. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://placeholder.invalid');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/** DRF-style page envelope: {count, next, previous, results}; a page past the last one is 404. */
export function toPage<T>(
  request: FastifyRequest,
  query: ListQuery,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.items));
  if (query.page > lastPage) throw new HttpError(404, { detail: 'Invalid page.' });
  return {
    count,
    next: query.page < lastPage ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, query.page - 1) : null,
    results,
  };
}
