import { lazy } from 'react';
import { TopBar } from '../../features/navigation/TopBar.js';
import { TopBarUpload } from '../../features/upload/TopBarUpload.js';
import { withTimeout } from '../../lib/lazySection.js';

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

/** The top bar with what it shows of other features: 'Upload' and the user's access keys. */
export function ShellTopBar() {
  return (
    <TopBar upload={<TopBarUpload Dialog={GeneralUpload} />} AccessKeysDialog={AccessKeysDialog} />
  );
}
