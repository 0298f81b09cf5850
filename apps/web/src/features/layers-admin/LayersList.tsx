import { LAYER_ORDERING, type LayerRead } from '@waymark/contract';
import { useCallback, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notificationsStore.js';
import { ListToolbar } from '../../components/data-grid/ListToolbar.js';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../components/data-grid/useListParams.js';
import { layerPath } from '../../entities/layer/layerPaths.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { useDeleteLayer, useOrganisationLayers } from '../../entities/layer/layersListQuery.js';
import { useLayerColumns } from './useLayerColumns.js';

const nameOf = (layer: LayerRead) => layer.name;

/**
 * The Layers list (/layers/): the current organisation's layers, paged, sorted and searched
 * by the server; a row opens the layer; a layer's `abilities.delete` offers its deletion;
 * 'Create' (the organisation's `add_layer`) opens Add a Layer and then the new layer.
 */
/** 'Add a Layer' (the layer form's dialog), composed by the page. */
type AddLayerDialog = ComponentType<{
  open: boolean;
  onClose: () => void;
  onDone?: (layer: LayerRead) => void;
}>;

export function LayersList({ AddLayerDialog }: { AddLayerDialog: AddLayerDialog }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const abilities = useOrganisationAbilities();
  const [params, setParams] = useListParams();
  const layers = useOrganisationLayers(organisation?.id ?? null, params);
  const remove = useDeleteLayer();
  const columns = useLayerColumns();
  const [adding, setAdding] = useState(false);

  const open = useCallback((layer: LayerRead) => navigate(layerPath(layer.id)), [navigate]);
  const search = useCallback((text: string) => setParams({ search: text, page: 1 }), [setParams]);
  const deleteLayer = useCallback(
    async (layer: LayerRead) => {
      await remove.mutateAsync(layer);
      showToast(t('layersAdmin.deleted', { name: layer.name }));
    },
    [remove, t],
  );

  return (
    <>
      <ListToolbar
        what={t('layersAdmin.what')}
        search={params.search}
        onSearch={search}
        onCreate={abilities.add_layer ? () => setAdding(true) : undefined}
      />
      <ServerDataGrid<LayerRead>
        label={t('layersAdmin.list')}
        columns={columns}
        sortable={LAYER_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={layers.data}
        loading={layers.isFetching}
        error={layers.isError}
        nameOf={nameOf}
        onOpen={open}
        onDelete={deleteLayer}
      />
      <AddLayerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onDone={(layer) => {
          showToast(t('layersAdmin.created', { name: layer.name }));
          void navigate(layerPath(layer.id));
        }}
      />
    </>
  );
}
