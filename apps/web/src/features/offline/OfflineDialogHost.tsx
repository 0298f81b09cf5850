import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSession } from '../../entities/session/useSession.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { withTimeout } from '../../lib/lazySection.js';
import { offlineMessages } from './messages.js';
import { closeOfflineDialog, useOfflineDialog } from './offlineDialogs.js';
import { ResumeDownloads } from './ResumeDownloads.js';

registerMessages('offline', offlineMessages);

const MakeOfflineDialog = lazy(() =>
  withTimeout(import('./dialog/MakeOfflineDialog.js')).then((m) => ({
    default: m.MakeOfflineDialog,
  })),
);
const OfflineMapsDialog = lazy(() =>
  withTimeout(import('./list/OfflineMapsDialog.js')).then((m) => ({
    default: m.OfflineMapsDialog,
  })),
);

/**
 * The offline dialogs, wherever they were asked from, and the downloads going on in the
 * background on every page of a signed-in user (or a share's viewer).
 */
export function OfflineDialogHost() {
  const user = useCurrentUser();
  const { mapShare } = useSession();
  const dialog = useOfflineDialog();
  if (!user && !mapShare) return null;
  return (
    <>
      <ResumeDownloads />
      {dialog ? (
        <Suspense fallback={null}>
          {dialog.kind === 'map' ? (
            <MakeOfflineDialog map={dialog.map} view={dialog.view} onClose={closeOfflineDialog} />
          ) : (
            <OfflineMapsDialog onClose={closeOfflineDialog} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
