import type { MarkupCollection } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMemo } from 'react';
import { layerParams, type MarkupFilters } from '../../../entities/markup/markupParams.js';
import { useMarkupCollection } from '../../../entities/markup/markupQueries.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import type { MarkupsView } from '../markupsStore.js';
import { usePendingMarkups } from '../outbox/usePendingMarkups.js';
import { useMarkupClicks } from './useMarkupClicks.js';
import { useMarkupSources } from './useMarkupSources.js';

const EMPTY: MarkupCollection = { type: 'FeatureCollection', features: [] };

/**
 * The map's markups drawn on it, as the panel's filters leave them: by status colour with the
 * category's icon, points clustered where dense, the open one ringed. A click on one opens it,
 * a click on a cluster zooms into it; what waits to be sent is drawn too. Renders nothing itself.
 */
export function MarkupsLayer({
  map,
  data,
  filters,
  view,
}: {
  map: MapLibreMap;
  data: ClientMap;
  filters: MarkupFilters;
  view: MarkupsView;
}) {
  const params = useMemo(() => layerParams(filters), [filters]);
  const fetched = useMarkupCollection(data.id, params).data ?? EMPTY;
  // Markups made offline and changes waiting show on the map at once (the list shows them too).
  const pending = usePendingMarkups(data);
  const collection = useMemo(() => pending.layered(fetched), [pending, fetched]);
  const selected = view.kind === 'detail' ? view.markupId : null;
  useMarkupSources(map, collection, selected);
  useMarkupClicks(map);
  return null;
}
