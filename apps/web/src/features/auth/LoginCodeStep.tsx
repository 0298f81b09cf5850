import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { FormTextField } from '../../components/FormTextField.js';
import { loginCodeSchema, type LoginCodeValues, type LoginValues } from './authSchemas.js';
import { FormMessages } from './FormMessages.js';
import { useLogin } from './useLogin.js';

interface Props {
  /** The email and password the server accepted, sent again with the code. */
  credentials: LoginValues;
  onSignedIn(): void;
  /** Back to the email and password. */
  onBack(): void;
}

/**
 * The second step of a sign-in with two-factor sign-in on: the authenticator app's code, or one
 * of the recovery codes. A wrong or used code is the server's message under the field.
 */
export function LoginCodeStep({ credentials, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const [messages, setMessages] = useState<string[]>([]);
  const { control, handleSubmit, setError } = useForm<LoginCodeValues>({
    resolver: zodResolver(loginCodeSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setMessages([]);
    try {
      await login.mutateAsync({ ...credentials, code });
      onSignedIn();
    } catch (error) {
      const general = applyServerErrors(error, ['code'], setError);
      const answered = error instanceof ApiError && error.status === 400;
      setMessages(general.length || answered ? general : [t('auth.loginFailed')]);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <Typography variant="body2">{t('twoFactor.login.intro')}</Typography>
      <FormMessages messages={messages} />
      <FormTextField
        name="code"
        control={control}
        label={t('twoFactor.login.code')}
        helperText={t('twoFactor.login.codeHelp')}
        autoComplete="one-time-code"
        autoFocus
        required
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('twoFactor.login.submit')}
      </Button>
      <Button onClick={onBack} sx={{ alignSelf: 'center' }}>
        {t('twoFactor.login.back')}
      </Button>
    </Stack>
  );
}
