import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/FormTextField.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { paths } from '../../routing/paths.js';
import { PasswordField } from '../../components/PasswordField.js';
import { loginSchema, type LoginValues } from './authSchemas.js';
import { FormMessages } from './FormMessages.js';
import { useLogin } from './useLogin.js';

const FIELDS = ['email', 'password'] as const;

/** Login (2.17): email and password; the server's errors are shown. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [messages, setMessages] = useState<string[]>([]);
  const { control, handleSubmit, setError } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      const general = applyServerErrors(error, FIELDS, setError);
      setMessages(general.length ? general : [t('auth.loginFailed')]);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormMessages messages={messages} />
      <FormTextField
        name="email"
        control={control}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <PasswordField
        name="password"
        control={control}
        label={t('auth.password')}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('auth.login')}
      </Button>
      <Link component={RouterLink} to={paths.passwordReset} sx={{ alignSelf: 'center' }}>
        {t('auth.forgotPassword')}
      </Link>
    </Stack>
  );
}
