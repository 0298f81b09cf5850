import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary.js';
import { useStore } from '../../lib/createStore.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { closeGeneralUpload, generalUploadStore, openGeneralUpload } from './generalUploadStore.js';
import type { GeneralUploadDialogProps } from './GeneralUploadDialog.js';

/**
 * The top bar's 'Upload' (2.3): on MapView, on medium or larger screens, for users who may
 * upload (the session's `abilities.upload`); it opens the general upload, which stays with the
 * top bar across pages.
 */
export function TopBarUpload({
  Dialog,
}: {
  /** The general upload dialog, composed by the app: it loads on the first click. */
  Dialog: ComponentType<GeneralUploadDialogProps>;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const route = useCurrentRoute();
  const abilities = useSessionAbilities();
  const { mapId } = useActiveMap();
  const dialog = useStore(generalUploadStore);
  const shown = route?.name === 'MapView' && wide && abilities.upload;
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
            <Dialog open={dialog.open} onClose={closeGeneralUpload} initialMapId={dialog.mapId} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
