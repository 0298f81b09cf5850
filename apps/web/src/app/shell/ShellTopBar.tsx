import { lazy, Suspense } from 'react';
import { TopBar } from '../../features/navigation/TopBar.js';
import { TopBarUpload } from '../../features/upload/TopBarUpload.js';
import { withTimeout } from '../../lib/lazySection.js';
import { lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';
import {
  OfflineDialogHost,
  OfflineIndicator,
  OFFLINE_TOP_BAR,
} from '../../features/offline/lazyEntries.js';

// The dialog (drop zone, tus, the table) loads on the first click, never before the map.
const GeneralUpload = lazy(() =>
  withTimeout(import('./GeneralUpload.js')).then((module) => ({
    default: module.GeneralUpload,
  })),
);

const AccessKeysDialog = lazy(() =>
  import('../../features/access-keys/AccessKeysDialog.js').then((module) => ({
    default: module.AccessKeysDialog,
  })),
);

// The user menu's 'Invitations' and the account button's count of pending ones (a call and the
// feature's texts) load after the map's first frame: nothing of them is needed before it.
const loadInvitationsMenu = () => withTimeout(import('../../features/invitations/userMenu.js'));
const INVITATIONS = {
  Entry: lazyAfterFirstFrame(() => loadInvitationsMenu().then((m) => m.InvitationsMenuItem)),
  Badge: lazyAfterFirstFrame(() => loadInvitationsMenu().then((m) => m.PendingInvitationsBadge)),
};

/**
 * The top bar with what it shows of other features: 'Upload', the user's access keys,
 * invitations and offline maps ('You are offline' too; features/offline/lazyEntries: after the
 * map's first frame, like the rest of the offline feature).
 */
export function ShellTopBar() {
  return (
    <>
      <TopBar
        status={
          <Suspense fallback={null}>
            <OfflineIndicator />
          </Suspense>
        }
        upload={<TopBarUpload Dialog={GeneralUpload} />}
        AccessKeysDialog={AccessKeysDialog}
        invitations={INVITATIONS}
        offline={OFFLINE_TOP_BAR}
      />
      <Suspense fallback={null}>
        <OfflineDialogHost />
      </Suspense>
    </>
  );
}
