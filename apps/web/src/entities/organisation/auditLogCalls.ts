import { auditPage, type AuditEntry } from '@waymark/contract/audit';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

/** The audit log's filters as the screen keeps them: text, empty for none. */
export interface AuditLogFilters {
  /** A user's id. */
  user: string;
  /** The start of the actions wanted ('auth.', 'layer.delete'). */
  action: string;
  /** Days (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** One organisation's id, in the all-organisations log (superusers). */
  organisation: string;
  /** Entries about one kind of object ('layer', 'user'). */
  object_type: string;
}

export interface AuditLogParams extends AuditLogFilters {
  page: number;
  items: number;
}

/** A row of the log: entries carry no abilities (nothing can be done to one). */
export type AuditRow = AuditEntry & { abilities: Record<string, never> };

/** The API's query of the filters: a day's end is the next day's start (exclusive). */
export function auditQueryOf(filters: AuditLogFilters): Record<string, string> {
  const dayAfter = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    ...(filters.user ? { user: filters.user } : {}),
    ...(filters.organisation ? { organisation: filters.organisation } : {}),
    ...(filters.object_type ? { object_type: filters.object_type } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00Z` } : {}),
    ...(filters.to ? { to: dayAfter(filters.to) } : {}),
  };
}

/** Whose log: one organisation's (its admins), or every organisation's (superusers). */
export type AuditLogOf = { organisationId: number } | 'all';

function getPage(of: AuditLogOf, query: Record<string, string>) {
  return of === 'all'
    ? api.GET('/api/audit-log/', { params: { query } })
    : api.GET('/api/organisations/{id}/audit-log/', {
        params: { path: { id: idOf(of.organisationId) }, query },
      });
}

/**
 * GET organisations/:id/audit-log/ (its admins) or audit-log/ (superusers): a page of the log.
 * Options of useQuery, written out: this module loads with the audit log's chunk.
 */
export const auditLogQuery = (of: AuditLogOf, params: AuditLogParams) => ({
  queryKey: ['audit-log', of, params] as const,
  queryFn: async () => {
    const query = {
      page: String(params.page),
      items: String(params.items),
      ...auditQueryOf(params),
    };
    const answer = checkedAnswer(auditPage, await ok(getPage(of, query)));
    const results: AuditRow[] = answer.results.map((entry) => ({ ...entry, abilities: {} }));
    return { ...answer, results };
  },
});

/** The filtered log as a CSV file (…/audit-log/export/). */
export async function fetchAuditCsv(of: AuditLogOf, filters: AuditLogFilters): Promise<Blob> {
  const query = auditQueryOf(filters);
  const options = { headers: { Accept: '*/*' }, parseAs: 'blob' as const };
  const data = await ok(
    of === 'all'
      ? api.GET('/api/audit-log/export/', { params: { query }, ...options })
      : api.GET('/api/organisations/{id}/audit-log/export/', {
          params: { path: { id: idOf(of.organisationId) }, query },
          ...options,
        }),
  );
  return data as Blob;
}
