import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ssoLookupQuery, ssoStartUrl } from '../../entities/session/ssoCalls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { navigateAway } from '../../lib/navigateAway.js';
import { useDebouncedValue } from '../../lib/useDebouncedValue.js';
import { ssoMessages } from './ssoMessages.js';

registerMessages('sso', ssoMessages);

const COMPLETE_ADDRESS = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/**
 * E-mail-first sign-in: an address whose domain an organisation signs in through its provider
 * offers that provider; when the organisation requires it, leaving the address field goes there.
 */
export function SsoEmailHint({
  email,
  left,
  next,
}: {
  email: string;
  /** Whether the address field has been left (the address is finished). */
  left: boolean;
  next: string;
}) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(email.trim(), 400);
  const complete = COMPLETE_ADDRESS.test(settled);
  const provider = useQuery({ ...ssoLookupQuery(settled), enabled: complete }).data ?? null;
  const shown = complete && provider && settled === email.trim() ? provider : null;
  const target = shown ? ssoStartUrl(shown, next) : null;

  useEffect(() => {
    if (left && shown?.required && target) navigateAway(target);
  }, [left, shown, target]);

  if (!shown || !target) return null;
  const domain = settled.slice(settled.lastIndexOf('@') + 1).toLowerCase();
  return (
    <Stack spacing={1}>
      <Alert severity="info">
        {shown.required
          ? t('sso.emailFirstRequired', {
              organisation: shown.organisation_name,
              name: shown.display_name,
            })
          : t('sso.emailFirst', { domain, name: shown.display_name })}
      </Alert>
      <Button variant="outlined" startIcon={<LoginIcon />} href={target}>
        {t('sso.continueWith', { name: shown.display_name })}
      </Button>
    </Stack>
  );
}
