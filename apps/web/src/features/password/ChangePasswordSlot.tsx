import { lazy } from 'react';
import { LazyDialogSlot } from '../../components/LazyDialogSlot.js';
import { changePasswordDialogStore } from '../../lib/changePasswordDialogStore.js';
import { useStore } from '../../lib/createStore.js';
import { withTimeout } from '../../lib/lazySection.js';

// The dialog and its form library load when the user first asks for it, not with the app frame.
const ChangePasswordDialog = lazy(() =>
  withTimeout(import('./ChangePasswordDialog.js')).then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

/** The Change Password dialog's place in the app frame: empty until it is first opened. */
export function ChangePasswordSlot() {
  return (
    <LazyDialogSlot open={useStore(changePasswordDialogStore)} Dialog={ChangePasswordDialog} />
  );
}
