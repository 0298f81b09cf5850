import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { viewBox } from '../../map/controls/viewBox.js';
import type { Box } from '../../lib/box.js';
import { filesListMode } from './filesFilter.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { mapFilesMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('mapFiles', mapFilesMessages);

// The panel (its grid, filters and downloads) loads when it first opens.
const MapFilesPanel = lazy(() =>
  withTimeout(import('./MapFilesPanel.js')).then((module) => ({ default: module.MapFilesPanel })),
);

/**
 * The 'View/Download Map Files' control (2.7): the map's files touching the view. The map's
 * files_list decides: 'Disabled' offers no panel, 'Enabled and visible' opens it with the map,
 * 'Enabled but hidden' leaves it to the button.
 */
export function MapFilesControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const mode = filesListMode(data.files_list);
  // The view when the panel opens is the one whose files it lists.
  const [openView, setOpenView] = useState<Box | null>(null);
  const opened = useRef(false);
  // 'Enabled and visible' opens the panel once with the map, also when the map's answer that
  // says so comes after a cached one.
  useEffect(() => {
    if (mode !== 'visible' || opened.current) return;
    opened.current = true;
    setOpenView(viewBox(map));
  }, [mode, map]);
  if (mode === 'disabled') return null;
  return (
    <>
      <MapControlButton
        label={t('mapFiles.control')}
        icon={<FolderZipIcon sx={{ fontSize: 18 }} />}
        pressed={openView !== null}
        onClick={() => setOpenView(viewBox(map))}
      />
      {openView ? (
        <Suspense fallback={null}>
          <MapFilesPanel data={data} view={openView} onClose={() => setOpenView(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
