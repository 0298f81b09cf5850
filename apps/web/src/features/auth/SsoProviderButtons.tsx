import LoginIcon from '@mui/icons-material/Login';
import { Button, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ssoProvidersQuery, ssoStartUrl } from '../../entities/session/ssoCalls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { ssoMessages } from './ssoMessages.js';

registerMessages('sso', ssoMessages);

/** 'Sign in with <provider>' for the organisation of this host, above the password form. */
export function SsoProviderButtons({ next }: { next: string }) {
  const { t } = useTranslation();
  const providers = useQuery(ssoProvidersQuery).data ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack spacing={2}>
      {providers.map((provider) => (
        <Button
          key={provider.organisation_id}
          variant="contained"
          size="large"
          startIcon={<LoginIcon />}
          href={ssoStartUrl(provider, next)}
        >
          {t('sso.signInWith', { name: provider.display_name })}
        </Button>
      ))}
      <Divider>{t('sso.or')}</Divider>
    </Stack>
  );
}
