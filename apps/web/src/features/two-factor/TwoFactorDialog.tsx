import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { useTwoFactorDone } from '../../entities/two-factor/twoFactorMutations.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { useStore } from '../../lib/createStore.js';
import { closeTwoFactor, twoFactorDialogStore } from '../../lib/twoFactorDialogStore.js';
import { DisableTwoFactorForm } from './DisableTwoFactorForm.js';
import { twoFactorMessages } from './messages.js';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.js';

// Loaded on demand: the texts come with it (see i18n/registerMessages.ts).
registerMessages('twoFactor', twoFactorMessages);

/**
 * 'Two-factor sign-in' of the user menu: setting it up (the secret, a first code, the recovery
 * codes shown once), or, once on, turning it off with a code.
 */
export function TwoFactorDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useStore(twoFactorDialogStore);
  const user = useCurrentUser();
  const done = useTwoFactorDone();
  // A new set-up while it is open (the dialog then keeps to it), and whether its codes are shown.
  const [enrolling, setEnrolling] = useState(0);
  const [codesShown, setCodesShown] = useState(false);
  const enabled = user?.two_factor.enabled ?? false;

  const close = () => {
    closeTwoFactor();
    // The profile says it is on once the codes have been seen, however the dialog was closed.
    if (codesShown) void done('profile');
    setCodesShown(false);
    setEnrolling((n) => n + 1);
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      width="min(640px, 90vw)"
    >
      <DialogTitle id={titleId}>{t('twoFactor.title')}</DialogTitle>
      <DialogContent dividers>
        {enabled && !codesShown ? (
          <DisableTwoFactorForm onDisabled={close} />
        ) : (
          <TwoFactorEnrolment
            key={enrolling}
            email={user?.email ?? ''}
            onCodesShown={() => setCodesShown(true)}
            onFinished={close}
          />
        )}
      </DialogContent>
      {/* The codes have their own 'Done', the one thing to do then. */}
      {codesShown ? null : (
        <DialogActions>
          <Button onClick={close}>{t('twoFactor.close')}</Button>
        </DialogActions>
      )}
    </ResponsiveDialog>
  );
}
