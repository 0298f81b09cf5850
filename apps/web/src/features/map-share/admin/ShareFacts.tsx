import { Box, Link, Stack } from '@mui/material';
import type { MapShareRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../routing/paths.js';
import { FactList, type Fact } from './FactList.js';
import { formatWhen } from '../../../lib/formatWhen.js';

/**
 * What a share is: its map (with a link to its settings when the user can read it: the map's
 * detail shows it as the map's abilities allow), its link's first characters, who made it and when.
 */
export function ShareFacts({ share, mapReadable }: { share: MapShareRead; mapReadable: boolean }) {
  const { t } = useTranslation();
  const creator = [share.created_by?.first_name, share.created_by?.last_name]
    .filter(Boolean)
    .join(' ');
  const facts: Fact[] = [
    {
      label: t('mapSharesAdmin.details.map'),
      value: (
        <Stack
          direction="row"
          component="span"
          useFlexGap
          sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          <span>{share.map_title}</span>
          <Link component={RouterLink} to={paths.mapView(share.map)}>
            {t('mapSharesAdmin.openMap')}
          </Link>
          {mapReadable ? (
            <Link component={RouterLink} to={paths.mapDetail(share.map)}>
              {t('mapSharesAdmin.mapSettings')}
            </Link>
          ) : null}
        </Stack>
      ),
    },
    {
      label: t('mapSharesAdmin.details.link'),
      value: (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>{`${share.token_prefix}…`}</Box>
      ),
      help: share.status === 'revoked' ? undefined : t('mapSharesAdmin.details.linkHelp'),
    },
    {
      label: t('mapSharesAdmin.details.createdBy'),
      value: creator || t('mapSharesAdmin.details.unknownCreator'),
    },
    { label: t('mapSharesAdmin.details.created'), value: formatWhen(share.created_at) },
  ];
  if (share.revoked_at) {
    facts.push({
      label: t('mapSharesAdmin.details.revokedAt'),
      value: formatWhen(share.revoked_at),
    });
  }
  return <FactList title={t('mapSharesAdmin.details.title')} facts={facts} />;
}
