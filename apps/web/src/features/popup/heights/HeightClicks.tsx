import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useElevations } from '../../../entities/layer/elevation.js';
import { useSurveyDate } from '../../../entities/map/surveyDateStore.js';
import { shownSurveyDate } from '../../../entities/map/surveyDates.js';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { popupMessages } from '../messages.js';
import { HeightCard } from './HeightCard.js';
import { useHeightClick } from './useHeightClick.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('popups', popupMessages);

/** Watches the map's clicks and shows the heights of the layers of heights at the last one. */
export function HeightClicks({
  map,
  mapId,
  layers,
}: {
  map: MapLibreMap;
  mapId: number;
  layers: readonly LayerRead[];
}) {
  const { place, close } = useHeightClick(map);
  // The top layer first, as the sidebar lists them.
  const chosen = useSurveyDate();
  // A series answers for the survey it draws (the viewer's date).
  const heights = useElevations(mapId, [...layers].reverse(), place?.at ?? null, (layer) =>
    shownSurveyDate(layer, chosen),
  );
  if (!place) return null;
  return <HeightCard place={place} heights={heights} onClose={close} />;
}
