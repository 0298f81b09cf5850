import { Alert } from '@mui/material';
import { MAP_ORDERING, type MapRead } from '@waymark/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../routing/paths.js';
import { showToast } from '../../lib/notificationsStore.js';
import { ListToolbar } from '../../components/data-grid/ListToolbar.js';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../components/data-grid/useListParams.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { AddMapDialog } from './AddMapDialog.js';
import { useMapChanges } from '../../entities/map/useMapChanges.js';
import { useMapColumns } from './useMapColumns.js';
import { useMapsPage } from '../../entities/map/useMapsPage.js';

const nameOf = (map: MapRead) => map.name;

/**
 * /maps/: the current organisation's maps, paged, sorted and searched by the server; a row
 * opens the map's settings; a map's `abilities.delete` offers its deletion; 'Create' (the
 * organisation's `add_map`) opens Add a Map.
 */
export function MapsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const abilities = useOrganisationAbilities();
  const [params, setParams] = useListParams();
  const query = useMapsPage(params);
  const columns = useMapColumns();
  const changes = useMapChanges();
  const [adding, setAdding] = useState(false);

  const open = useCallback((map: MapRead) => void navigate(paths.mapDetail(map.id)), [navigate]);
  const onDelete = useCallback(
    async (map: MapRead) => {
      await changes.remove(map);
      showToast(t('mapsAdmin.detail.deleted', { name: map.name }));
    },
    [changes, t],
  );
  const onSearch = useCallback((search: string) => setParams({ search, page: 1 }), [setParams]);

  if (!organisation) return <Alert severity="info">{t('home.noMap')}</Alert>;
  return (
    <>
      <ListToolbar
        what={t('mapsAdmin.what')}
        search={params.search}
        onSearch={onSearch}
        onCreate={abilities.add_map ? () => setAdding(true) : undefined}
      />
      <ServerDataGrid<MapRead>
        label={t('mapsAdmin.list')}
        columns={columns}
        sortable={MAP_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={nameOf}
        onOpen={open}
        onDelete={onDelete}
      />
      <AddMapDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
