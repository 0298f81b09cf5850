import { Alert } from '@mui/material';
import { MAP_SHARE_ORDERING, type MapShareRead } from '@waymark/contract';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withTimeout } from '../../../lib/lazySection.js';
import { showToast } from '../../../lib/notificationsStore.js';
import { ListToolbar } from '../../../components/data-grid/ListToolbar.js';
import { ServerDataGrid } from '../../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../../components/data-grid/useListParams.js';
import { sharedMapOf } from '../../../entities/map-share/sharedMap.js';
import { useOrganisationMaps } from '../../../entities/map/useOrganisationMaps.js';
import { useCurrentOrganisation } from '../../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../../entities/session/useSessionAbilities.js';
import { sharePaths } from './sharePaths.js';
import { shareName, useSharesPage } from '../../../entities/map-share/shareQueries.js';
import { ShareFilters } from './ShareFilters.js';
import { useShareChanges } from '../../../entities/map-share/useShareChanges.js';
import { useShareColumns } from './useShareColumns.js';
import { useShareFilters } from './useShareFilters.js';

// The create-share form (and its bounding-box widget) loads when 'Create' is first used.
const MapShareDialog = lazy(() =>
  withTimeout(import('../MapShareDialog.js')).then((module) => ({
    default: module.MapShareDialog,
  })),
);

/**
 * /mapshares/: the current organisation's map shares, paged, sorted, searched and filtered by
 * the server; a row opens the share; revoking asks first (a share's `abilities.delete`);
 * 'Create' shares one of the organisation's maps (the organisation's `add_mapshare`).
 */
export function MapSharesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const abilities = useOrganisationAbilities();
  const [params, setParams] = useListParams();
  const [filters, setFilters] = useShareFilters();
  const query = useSharesPage({ ...params, ...filters });
  const columns = useShareColumns();
  const changes = useShareChanges();
  const maps = useOrganisationMaps().data;
  const choices = useMemo(() => (maps ?? []).map(sharedMapOf), [maps]);
  const [creating, setCreating] = useState(false);

  const open = useCallback(
    (share: MapShareRead) => void navigate(sharePaths.detail(share.id)),
    [navigate],
  );
  // A revoked share has nothing left to revoke.
  const isRevoked = useCallback((share: MapShareRead) => share.status === 'revoked', []);
  const onRevoke = useCallback(
    async (share: MapShareRead) => {
      await changes.revoke(share.id);
      showToast(t('mapSharesAdmin.revoked', { map: share.map_title }));
    },
    [changes, t],
  );
  const onSearch = useCallback((search: string) => setParams({ search, page: 1 }), [setParams]);

  if (!organisation) return <Alert severity="info">{t('home.noMap')}</Alert>;
  return (
    <>
      <ListToolbar
        what={t('mapSharesAdmin.what')}
        search={params.search}
        onSearch={onSearch}
        onCreate={abilities.add_mapshare ? () => setCreating(true) : undefined}
      />
      <ShareFilters value={filters} onChange={setFilters} />
      <ServerDataGrid<MapShareRead>
        label={t('mapSharesAdmin.list')}
        columns={columns}
        sortable={MAP_SHARE_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={shareName}
        onOpen={open}
        onDelete={onRevoke}
        isSpent={isRevoked}
        deleteLabel={t('mapSharesAdmin.revoke')}
        confirmTitle={(share) => t('mapSharesAdmin.revokeTitle', { map: shareName(share) })}
        confirmText={t('mapSharesAdmin.revokeText')}
      />
      {creating ? (
        <Suspense fallback={null}>
          <MapShareDialog
            map={null}
            choices={choices}
            view={null}
            onClose={() => setCreating(false)}
            onCreated={() => void changes.refresh()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
