import { lazy } from 'react';
import { TopBar } from '../../features/navigation/TopBar.js';
import { TopBarUpload } from '../../features/upload/TopBarUpload.js';
import { withTimeout } from '../../lib/lazySection.js';
import { lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';

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
 * The top bar with what it shows of other features: 'Upload', the user's access keys and
 * invitations.
 */
export function ShellTopBar() {
  return (
    <TopBar
      upload={<TopBarUpload Dialog={GeneralUpload} />}
      AccessKeysDialog={AccessKeysDialog}
      invitations={INVITATIONS}
    />
  );
}
