import type { AccessKeyRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notificationsStore.js';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { useRevokeAccessKey } from '../../entities/access-key/accessKeyQueries.js';

/** Revoking a key, once confirmed: tools using it are refused at once. */
export function RevokeAccessKeyDialog({
  accessKey,
  onClose,
}: {
  accessKey: AccessKeyRead;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeAccessKey();
  return (
    <ConfirmDialog
      open
      title={t('accessKeys.revokeTitle', { name: accessKey.name })}
      text={t('accessKeys.revokeText')}
      confirmLabel={t('accessKeys.revoke')}
      busy={revoke.isPending}
      error={revoke.isError ? t('accessKeys.revokeFailed') : null}
      onConfirm={() =>
        revoke.mutate(accessKey.id, {
          onSuccess: () => {
            showToast(t('accessKeys.revoked', { name: accessKey.name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
