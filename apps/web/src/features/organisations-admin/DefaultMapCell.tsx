import { Link } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organisation } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { organisationMapsQuery } from '../../entities/organisation/organisationsQueries.js';

/**
 * The default map's name, a link to the map. The name comes from the organisation's maps,
 * fetched only for the rows on screen (the grid renders those alone); until then, its id.
 */
export function DefaultMapCell({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mapId = organisation.map;
  const maps = useQuery({
    ...organisationMapsQuery(organisation.id, queryClient),
    enabled: mapId !== null,
  });
  if (mapId === null) return <>{t('common.emptyValue')}</>;
  const name = maps.data?.find((m) => m.id === mapId)?.name ?? `#${mapId}`;
  return (
    <Link
      component={RouterLink}
      to={`/maps/${mapId}/`}
      aria-label={t('organisationsAdmin.openMap', { name })}
      // The row opens the organisation; the link opens the map.
      onClick={(event) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}
