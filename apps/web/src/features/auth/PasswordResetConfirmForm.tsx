import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@waymark/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { confirmPasswordReset } from '../../entities/session/authCalls.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { PasswordField } from '../../components/PasswordField.js';
import { newPasswordSchema, type NewPasswordValues } from './authSchemas.js';
import { BackToLoginLink } from './BackToLoginLink.js';
import { FormMessages } from './FormMessages.js';

const FIELDS = ['new_password1', 'new_password2'] as const;

/** PasswordResetConfirm (2.17): the new password for the mailed link's uid and token. */
export function PasswordResetConfirmForm({ uid, token }: { uid: string; token: string }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const confirm = useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => confirmPasswordReset(body),
  });
  const { control, handleSubmit, setError } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  });

  const submit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await confirm.mutateAsync({ uid, token, ...values });
    } catch (error) {
      const linkBroken =
        error instanceof ApiError && ('uid' in error.fieldErrors || 'token' in error.fieldErrors);
      const general = applyServerErrors(error, FIELDS, setError);
      // The link's own errors ('Invalid value' on uid or token) get one clear message instead.
      if (linkBroken) setMessages([t('auth.invalidResetLink')]);
      else if (general.length) setMessages(general);
      else if (!(error instanceof ApiError && error.status === 400))
        setMessages([t('auth.resetConfirmFailed')]);
    }
  });

  if (confirm.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          <AlertTitle>{t('auth.resetDone')}</AlertTitle>
          {t('auth.loginWithNewPassword')}
        </Alert>
        <BackToLoginLink />
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography color="text.secondary">{t('auth.enterNewPassword')}</Typography>
      <FormMessages messages={messages} />
      <PasswordField
        name="new_password1"
        control={control}
        label={t('password.new')}
        autoComplete="new-password"
        autoFocus
        required
      />
      <PasswordField
        name="new_password2"
        control={control}
        label={t('password.confirm')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
        {t('auth.setNewPassword')}
      </Button>
      <BackToLoginLink />
    </Stack>
  );
}
