import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../components/FormTextField.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { paths } from '../../routing/paths.js';
import { PasswordField } from '../../components/PasswordField.js';
import { isTwoFactorChallenge } from '../../entities/session/twoFactorChallenge.js';
import { loginSchema, type LoginValues } from './authSchemas.js';
import { FormMessages } from './FormMessages.js';
import { LoginCodeStep } from './LoginCodeStep.js';
import { useLogin } from './useLogin.js';

const FIELDS = ['email', 'password'] as const;

/**
 * Login (2.17): email and password; the server's errors are shown. `emailHint` shows under the
 * address what the page knows of it (its organisation's identity provider), once left too.
 */
export function LoginForm({
  onSignedIn,
  emailHint,
}: {
  onSignedIn: () => void;
  emailHint?: (email: string, left: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const [messages, setMessages] = useState<string[]>([]);
  // The password was right and the account asks for its second factor: the code step.
  const [challenged, setChallenged] = useState<LoginValues | null>(null);
  const { control, handleSubmit, setError, getFieldState, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const email = useWatch({ control, name: 'email' });
  // Subscribed through formState: a blur of the address field shows here.
  const emailLeft = getFieldState('email', formState).isTouched;

  const submit = handleSubmit(async (values) => {
    setMessages([]);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      if (isTwoFactorChallenge(error)) {
        setChallenged(values);
        return;
      }
      const general = applyServerErrors(error, FIELDS, setError);
      setMessages(general.length ? general : [t('auth.loginFailed')]);
    }
  });

  if (challenged) {
    return (
      <LoginCodeStep
        credentials={challenged}
        onSignedIn={onSignedIn}
        onBack={() => setChallenged(null)}
      />
    );
  }
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
      {emailHint?.(email, emailLeft)}
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
