import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { useStore } from '../../lib/createStore.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import {
  changePasswordSchema,
  EMPTY_PASSWORD_CHANGE,
  type ChangePasswordValues,
} from './changePasswordSchema.js';
import {
  changePasswordDialogStore,
  closeChangePassword,
} from '../../lib/changePasswordDialogStore.js';
import { PasswordField } from '../../components/PasswordField.js';
import { useChangePassword } from '../../entities/session/useChangePassword.js';

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;

/** The Change Password dialog (2.13), 500px wide. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useStore(changePasswordDialogStore);
  const mutation = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_PASSWORD_CHANGE,
  });

  const close = () => {
    closeChangePassword();
    reset(EMPTY_PASSWORD_CHANGE);
    mutation.reset();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { detail } = await mutation.mutateAsync(values);
      showToast(detail);
      close();
    } catch (error) {
      const general = applyServerErrors(error, FIELDS, setError);
      // Field errors stand under their fields; the toast carries the answer's detail, or says
      // that no answer came at all.
      if (general.length) showToast(general.join('\n'));
      else if (!(error instanceof ApiError && error.status === 400))
        showToast(t('password.changeFailed'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('password.change')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PasswordField
              name="old_password"
              control={control}
              label={t('password.current')}
              autoComplete="current-password"
              required
            />
            <PasswordField
              name="new_password1"
              control={control}
              label={t('password.new')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              name="new_password2"
              control={control}
              label={t('password.confirm')}
              autoComplete="new-password"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
