import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary.js';
import { withTimeout } from '../../lib/lazySection.js';
import { useStore } from '../../lib/createStore.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { closeGeneralUpload, generalUploadStore, openGeneralUpload } from './generalUploadStore.js';
import { canUploadFiles } from '../../entities/layer-file/uploadPermissions.js';

// The dialog (drop zone, tus, the table) loads on the first click, never before the map.
const GeneralUploadDialog = lazy(() =>
  withTimeout(import('./GeneralUploadDialog.js')).then((module) => ({
    default: module.GeneralUploadDialog,
  })),
);

/**
 * The top bar's 'Upload' (2.3): on MapView, on medium or larger screens, for users who may
 * upload; it opens the general upload, which stays with the top bar across pages.
 */
export function TopBarUpload() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const { mapId } = useActiveMap();
  const dialog = useStore(generalUploadStore);
  const shown = route?.name === 'MapView' && wide && canUploadFiles(user);
  return (
    <>
      {shown ? (
        <Button
          color="inherit"
          startIcon={<CloudUploadIcon />}
          onClick={() => openGeneralUpload(mapId)}
          sx={{ flexShrink: 0 }}
        >
          {t('upload.button')}
        </Button>
      ) : null}
      {dialog.openings > 0 ? (
        <ChunkErrorBoundary key={dialog.openings}>
          <Suspense fallback={null}>
            <GeneralUploadDialog
              open={dialog.open}
              onClose={closeGeneralUpload}
              initialMapId={dialog.mapId}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
