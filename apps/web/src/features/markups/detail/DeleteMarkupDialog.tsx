import type { MarkupRead } from '@waymark/contract/markup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/data-grid/ConfirmDialog.js';
import { useDeleteMarkup } from '../../../entities/markup/markupMutations.js';
import { showToast } from '../../../lib/notificationsStore.js';
import { showMarkupList } from '../markupsStore.js';

/** 'Delete this markup?': its comments, files and history go with it. */
export function DeleteMarkupDialog({
  mapId,
  markup,
  onClose,
}: {
  mapId: number;
  markup: MarkupRead;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMarkup(mapId);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={t('markup.delete.title')}
      text={t('markup.delete.text', { title: markup.title })}
      confirmLabel={t('markup.delete.confirm')}
      busy={remove.isPending}
      error={error}
      onConfirm={() => {
        setError(null);
        remove.mutate(markup.id, {
          onSuccess: () => {
            showToast(t('markup.delete.done', { title: markup.title }));
            onClose();
            showMarkupList();
          },
          onError: () => setError(t('markup.delete.failed')),
        });
      }}
      onClose={onClose}
    />
  );
}
