import { useMemo } from 'react';
import { useMap } from '../../entities/map/useMap.js';
import { organisationAbilitiesOf } from '../../entities/session/sessionAbilities.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import type { ExistingLayer } from './LayerChoiceField.js';
import type { RowContext } from './UploadFileRow.js';
import {
  layersOffered,
  uploadableLayers,
  type LayerChoice,
  type UploadRow,
} from './uploadRules.js';

export type UploadableLayer = ExistingLayer & { field: string | null };

/**
 * The general upload's view of the chosen map: its layers the user may upload into (each
 * layer's `abilities.upload`), those offered to each file (5.3), the new layers the rows name,
 * and whether new maps and layers may be made (the organisation's `add_map`, `add_layer`).
 */
export function useMapLayers(mapId: number | null, rows: readonly UploadRow[]) {
  const user = useCurrentUser();
  const current = useCurrentOrganisation();
  const map = useMap(mapId);
  const layers = map.data?.layers;
  const uploadable = useMemo<UploadableLayer[]>(
    () =>
      uploadableLayers(layers ?? []).map((layer) => ({
        id: layer.id,
        name: layer.name,
        type: layer.type,
        field: layer.attachment_field,
      })),
    [layers],
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
    const layer = uploadable.find((l) => l.id === choice.id);
    return { id: choice.id, type: layer?.type ?? choice.type, field: layer?.field ?? null };
  };

  // New layers go into the chosen map's organisation; new maps into the current one.
  const mapOrganisation = organisationAbilitiesOf(
    user,
    map.data?.organisation_id ?? current?.id ?? null,
  );
  const organisation = organisationAbilitiesOf(user, current?.id ?? null);
  return {
    map: map.data,
    uploadable,
    newNames,
    layerOf,
    layersFor: (row: UploadRow) => layersOffered(uploadable, row.fileType),
    canAddLayer: mapOrganisation.add_layer,
    canAddMap: organisation.add_map,
  };
}
