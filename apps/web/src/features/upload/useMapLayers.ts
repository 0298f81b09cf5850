import { useMemo } from 'react';
import { canEditLayer } from '../../entities/layer/layerPermissions.js';
import { useMap } from '../../entities/map/useMap.js';
import { hasPermission } from '../../entities/session/permissions.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import type { ExistingLayer } from './LayerChoiceField.js';
import type { RowContext } from './UploadFileRow.js';
import { layersOffered, type LayerChoice, type UploadRow } from './uploadRules.js';

export type UploadableLayer = ExistingLayer & { field: string | null };

/**
 * The general upload's view of the chosen map: its layers the user can edit (section 6), those
 * offered to each file (5.3), and the new layers the rows name.
 */
export function useMapLayers(mapId: number | null, rows: readonly UploadRow[]) {
  const user = useCurrentUser();
  const map = useMap(mapId);
  const layers = map.data?.layers;
  const editable = useMemo<UploadableLayer[]>(
    () =>
      (layers ?? [])
        .filter((layer) => canEditLayer(user, layer))
        .map((layer) => ({
          id: layer.id,
          name: layer.name,
          type: layer.type,
          field: layer.attachment_field,
        })),
    [layers, user],
  );
  const newNames = useMemo(
    () => [
      ...new Set(
        rows.flatMap((row) => (row.layer && 'newName' in row.layer ? [row.layer.newName] : [])),
      ),
    ],
    [rows],
  );

  const layerOf: RowContext['layerOf'] = (choice: LayerChoice | null) => {
    if (!choice || !('id' in choice)) return null;
    const layer = editable.find((l) => l.id === choice.id);
    return { id: choice.id, type: layer?.type ?? choice.type, field: layer?.field ?? null };
  };

  return {
    map: map.data,
    editable,
    newNames,
    layerOf,
    layersFor: (row: UploadRow) => layersOffered(editable, row.fileType),
    canAddLayer: hasPermission(user, 'layers.add_layer'),
    canAddMap: hasPermission(user, 'maps.add_map'),
  };
}
