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
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00Z` } : {}),
    ...(filters.to ? { to: dayAfter(filters.to) } : {}),
  };
}

/**
 * GET organisations/:id/audit-log/: a page of the organisation's audit log (its admins only).
 * Options of useQuery, written out: this module loads with the audit log's chunk.
 */
export const auditLogQuery = (organisationId: number, params: AuditLogParams) => ({
  queryKey: ['organisations', 'audit-log', organisationId, params] as const,
  queryFn: async () => {
    const answer = checkedAnswer(
      auditPage,
      await ok(
        api.GET('/api/organisations/{id}/audit-log/', {
          params: {
            path: { id: idOf(organisationId) },
            query: {
              page: String(params.page),
              items: String(params.items),
              ...auditQueryOf(params),
            },
          },
        }),
      ),
    );
    const results: AuditRow[] = answer.results.map((entry) => ({ ...entry, abilities: {} }));
    return { ...answer, results };
  },
});

/** GET organisations/:id/audit-log/export/: the filtered log as a CSV file. */
export async function fetchAuditCsv(
  organisationId: number,
  filters: AuditLogFilters,
): Promise<Blob> {
  const data = await ok(
    api.GET('/api/organisations/{id}/audit-log/export/', {
      params: { path: { id: idOf(organisationId) }, query: auditQueryOf(filters) },
      headers: { Accept: '*/*' },
      parseAs: 'blob',
    }),
  );
  return data as Blob;
}
