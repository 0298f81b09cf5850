import { Box } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { useOrganisationMaps } from '../../entities/map/useOrganisationMaps.js';
import { lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';

/** The switcher's room in the top bar, kept while its autocomplete loads. */
export const SWITCHER_SIZE = { width: { xs: 130, sm: 220 }, flexShrink: 0 } as const;

// MUI's Autocomplete is not needed for the map's first frame: it loads after it, when there
// is a choice.
const MapSwitcherField = lazyAfterFirstFrame(() =>
  import('./MapSwitcherField.js').then((m) => m.MapSwitcherField),
);

/**
 * The map switcher of 2.3: an autocomplete over the organisation's maps, shown when it has more
 * than one; choosing a map opens it.
 */
export function MapSwitcher({
  currentId,
  OfflineButton,
}: {
  currentId: number | null;
  OfflineButton?: ComponentType<{ map: ClientMap }>;
}) {
  const { data: maps } = useOrganisationMaps();
  if (!maps || maps.length < 2) return null;
  return (
    <Suspense fallback={<Box sx={SWITCHER_SIZE} />}>
      <MapSwitcherField maps={maps} currentId={currentId} OfflineButton={OfflineButton} />
    </Suspense>
  );
}
