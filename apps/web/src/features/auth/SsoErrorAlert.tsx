import { Alert } from '@mui/material';
import { SSO_ERRORS, type SsoError } from '@waymark/contract/sso';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { ssoMessages } from './ssoMessages.js';

registerMessages('sso', ssoMessages);

const isSsoError = (value: string | null): value is SsoError =>
  (SSO_ERRORS as readonly (string | null)[]).includes(value);

/** Why a single sign-in came back to Login (its `sso_error` parameter). */
export function SsoErrorAlert({ error }: { error: string | null }) {
  const { t } = useTranslation();
  if (!isSsoError(error)) return null;
  return (
    <Alert severity="error" role="alert">
      {t(`sso.errors.${error}`)}
    </Alert>
  );
}
