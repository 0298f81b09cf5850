import { lazy, Suspense, type ComponentType } from 'react';
import { TopBar } from '../../features/navigation/TopBar.js';
import { TopBarUpload } from '../../features/upload/TopBarUpload.js';
import { withTimeout } from '../../lib/lazySection.js';
import { afterFirstFrame, lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';

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

// 'You are offline': loaded after the map's first frame, or at once when the page opens with
// no network. Code that could not be loaded (the network went before the service worker had
// it) leaves the top bar without it.
const OfflineIndicator = lazy<ComponentType>(() =>
  (navigator.onLine ? afterFirstFrame() : Promise.resolve())
    .then(() => import('../../components/offline/OfflineIndicator.js'))
    .then(
      (module) => ({ default: module.OfflineIndicator }),
      () => ({ default: () => null }),
    ),
);

// 'Make available offline' beside the switcher's maps, 'Offline maps' in the user menu, and
// the one host of their dialogs (which also resumes downloads a reload cut short): after the
// map's first frame, like the rest of the offline feature.
const loadOffline = () => withTimeout(import('../../features/offline/entries.js'));
const OFFLINE = {
  SwitcherButton: lazyAfterFirstFrame(() => loadOffline().then((m) => m.OfflineSwitcherButton)),
  MenuItem: lazyAfterFirstFrame(() => loadOffline().then((m) => m.OfflineMapsMenuItem)),
};
const OfflineDialogHost = lazyAfterFirstFrame(() => loadOffline().then((m) => m.OfflineDialogHost));

/**
 * The top bar with what it shows of other features: 'Upload', the user's access keys,
 * invitations and offline maps.
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
        offline={OFFLINE}
      />
      <Suspense fallback={null}>
        <OfflineDialogHost />
      </Suspense>
    </>
  );
}
