import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '@waymark/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../entities/session/authCalls.js';
import { FormTextField } from '../../components/FormTextField.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { passwordResetSchema, type PasswordResetValues } from './authSchemas.js';
import { BackToLoginLink } from './BackToLoginLink.js';
import { FormMessages } from './FormMessages.js';

/** PasswordReset (2.17): asks the server to mail a reset link. */
export function PasswordResetForm() {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const request = useMutation({
    mutationFn: (body: PasswordResetBody) => requestPasswordReset(body),
  });
  const { control, handleSubmit, setError } = useForm<PasswordResetValues>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      const general = applyServerErrors(error, ['email'], setError);
      setMessages(general.length ? general : [t('auth.resetFailed')]);
    }
  });

  if (request.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('auth.resetSent')}</Alert>
        <BackToLoginLink />
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography color="text.secondary">{t('auth.resetIntro')}</Typography>
      <FormMessages messages={messages} />
      <FormTextField
        name="email"
        control={control}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
      />
      <Button type="submit" variant="contained" size="large" loading={request.isPending}>
        {t('auth.sendResetLink')}
      </Button>
      <BackToLoginLink />
    </Stack>
  );
}
