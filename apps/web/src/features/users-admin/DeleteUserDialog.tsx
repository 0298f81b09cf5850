import type { UserRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { showToast } from '../../lib/notificationsStore.js';
import { useDeleteUser } from '../../entities/user/userMutations.js';

interface Props {
  user: UserRead | null;
  onClose(): void;
  onDeleted(): void;
}

/** 'Delete user' asks first; a 204 removes the user (section 4). */
export function DeleteUserDialog({ user, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const mutation = useDeleteUser();
  const name = user ? user.name || user.email : '';
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('usersAdmin.deleteUser')}
      text={t('usersAdmin.confirmDeleteText', { name })}
      confirmLabel={t('usersAdmin.deleteUser')}
      busy={mutation.isPending}
      error={
        mutation.error
          ? (mutation.error instanceof ApiError && mutation.error.detail) ||
            t('usersAdmin.deleteFailed')
          : null
      }
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: () => {
            showToast(t('usersAdmin.deleted', { name }));
            onDeleted();
          },
        });
      }}
      onClose={close}
    />
  );
}
