import { organisationUsage, type OrganisationUsage } from '@waymark/contract/usage';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

export const usageKey = (organisationId: number, days: number) =>
  ['organisations', 'usage', organisationId, days] as const;

/**
 * GET organisations/:id/usage/?days=: the organisation's figures (its admins only). Options of
 * useQuery, written out (not queryOptions): this module loads with the Usage screen's chunk.
 */
export const organisationUsageQuery = (organisationId: number, days: number) => ({
  queryKey: usageKey(organisationId, days),
  queryFn: async (): Promise<OrganisationUsage> =>
    checkedAnswer(
      organisationUsage,
      await ok(
        api.GET('/api/organisations/{id}/usage/', {
          params: { path: { id: idOf(organisationId) }, query: { days: String(days) } },
        }),
      ),
    ),
  // Counts arrive in batches: asking more often than this shows nothing new.
  staleTime: 30 * 1000,
});
