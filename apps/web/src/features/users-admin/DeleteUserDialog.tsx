import type { UserRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../../entities/user/userMutations.js';
import { UserActionDialog } from './UserActionDialog.js';

interface Props {
  user: UserRead | null;
  onClose(): void;
  onDeleted(): void;
}

/** 'Delete user' asks first; a 204 removes the user (section 4). */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const name = user ? user.name || user.email : '';
  return (
    <UserActionDialog
      user={user}
      mutation={useDeleteUser()}
      texts={{
        action: t('usersAdmin.deleteUser'),
        question: t('usersAdmin.confirmDeleteText', { name }),
        failed: t('usersAdmin.deleteFailed'),
        done: t('usersAdmin.deleted', { name }),
      }}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
