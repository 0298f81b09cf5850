import { lazy, Suspense, useState } from 'react';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary.js';
import { withTimeout } from '../../lib/lazySection.js';
import { useStore } from '../../lib/createStore.js';
import { changePasswordDialogStore } from '../../lib/changePasswordDialogStore.js';

// The dialog and its form library load when the user first asks for it, not with the app frame.
const ChangePasswordDialog = lazy(() =>
  withTimeout(import('./ChangePasswordDialog.js')).then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

/** The Change Password dialog's place in the app frame: empty until it is first opened. */
export function ChangePasswordSlot() {
  const open = useStore(changePasswordDialogStore);
  // Once loaded it stays mounted, so that closing it animates like any dialog.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ChangePasswordDialog />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
