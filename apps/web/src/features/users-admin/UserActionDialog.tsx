import type { UseMutationResult } from '@tanstack/react-query';
import type { UserRead } from '@waymark/contract';
import { ApiError } from '../../api/ApiError.js';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { showToast } from '../../lib/notificationsStore.js';

export interface UserActionTexts {
  /** The dialog's title and its button. */
  action: string;
  question: string;
  failed: string;
  done: string;
}

/** Asks before an action on a user that cannot be undone, then says it is done. */
export function UserActionDialog({
  user,
  mutation,
  texts,
  onClose,
  onDone,
}: {
  user: UserRead | null;
  mutation: UseMutationResult<unknown, Error, number>;
  texts: UserActionTexts;
  onClose(): void;
  onDone(): void;
}) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={texts.action}
      text={texts.question}
      confirmLabel={texts.action}
      busy={mutation.isPending}
      error={
        mutation.error
          ? (mutation.error instanceof ApiError && mutation.error.detail) || texts.failed
          : null
      }
      onConfirm={() => {
        if (!user) return;
        mutation.mutate(user.id, {
          onSuccess: () => {
            showToast(texts.done);
            onDone();
          },
        });
      }}
      onClose={close}
    />
  );
}
