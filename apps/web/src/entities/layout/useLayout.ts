import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LAYOUT, type Layout } from '@waymark/contract';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';
import { useSession } from '../session/useSession.js';
import { organisationLayoutQuery } from './layoutQueries.js';
import { useHostLayout } from './useHostLayout.js';

/** The layout in force: the current organisation's once known, else the host's, else built-in. */
export function useLayout(): Layout {
  const host = useHostLayout();
  const organisation = useCurrentOrganisation();
  const { mapShare } = useSession();
  const organisationId = mapShare ? null : (organisation?.id ?? null);
  const own = useQuery({
    ...organisationLayoutQuery(organisationId ?? 0),
    enabled: organisationId !== null,
  });
  if (organisationId !== null && own.data) return own.data;
  return host.data ?? DEFAULT_LAYOUT;
}
