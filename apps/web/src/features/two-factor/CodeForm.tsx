import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { useCodeForm } from './useCodeForm.js';

interface Props {
  /** Sends the code; a rejection is shown (the code's own message under the field). */
  send(code: string): Promise<unknown>;
  submitLabel: string;
  /** Said above the field. */
  intro: ReactNode;
  /** Recovery codes are accepted too (turning it off), or only the app's six digits. */
  recovery: boolean;
}

/** An authentication code and the button that sends it. */
export function CodeForm({ send, submitLabel, intro, recovery }: Props) {
  const { t } = useTranslation();
  const { control, submit, messages, submitting } = useCodeForm(send);
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      {intro}
      {messages.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <FormTextField
        name="code"
        control={control}
        label={t('twoFactor.login.code')}
        helperText={recovery ? t('twoFactor.login.codeHelp') : undefined}
        autoComplete="one-time-code"
        required
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'none',
            inputMode: recovery ? 'text' : 'numeric',
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={submitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
