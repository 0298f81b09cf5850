import type { UserRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useResetTwoFactor } from '../../entities/user/userMutations.js';
import { UserActionDialog } from './UserActionDialog.js';

/** 'Reset two-factor sign-in' asks first: the user then signs in with the password alone. */
export function ResetTwoFactorDialog({
  user,
  onClose,
}: {
  user: UserRead | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const name = user ? user.name || user.email : '';
  return (
    <UserActionDialog
      user={user}
      mutation={useResetTwoFactor()}
      texts={{
        action: t('usersAdmin.twoFactor.reset'),
        question: t('usersAdmin.twoFactor.confirmText', { name }),
        failed: t('usersAdmin.twoFactor.failed'),
        done: t('usersAdmin.twoFactor.done', { name }),
      }}
      onClose={onClose}
      onDone={onClose}
    />
  );
}
