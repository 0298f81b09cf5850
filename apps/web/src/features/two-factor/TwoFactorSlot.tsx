import { lazy } from 'react';
import { LazyDialogSlot } from '../../components/LazyDialogSlot.js';
import { useStore } from '../../lib/createStore.js';
import { withTimeout } from '../../lib/lazySection.js';
import { twoFactorDialogStore } from '../../lib/twoFactorDialogStore.js';

// The dialog, its texts and the QR code library load when the user first asks for it.
const TwoFactorDialog = lazy(() =>
  withTimeout(import('./TwoFactorDialog.js')).then((module) => ({
    default: module.TwoFactorDialog,
  })),
);

/** The 'Two-factor sign-in' dialog's place in the app frame: empty until it is first opened. */
export function TwoFactorSlot() {
  return <LazyDialogSlot open={useStore(twoFactorDialogStore)} Dialog={TwoFactorDialog} />;
}
