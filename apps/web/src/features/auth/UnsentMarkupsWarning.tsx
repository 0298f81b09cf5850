import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { AuthCard } from './AuthCard.js';
import { logoutMessages } from './logoutMessages.js';

registerMessages('logout', logoutMessages);

/** Logout's question when markup changes made offline are still on the device, unsent. */
export function UnsentMarkupsWarning({
  count,
  onSignOut,
  onGoBack,
}: {
  count: number;
  onSignOut: () => void;
  onGoBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('logout.unsentTitle')}>
      <Alert severity="warning">{t('logout.unsentText', { count })}</Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onGoBack}>{t('logout.goBack')}</Button>
        <Button variant="contained" color="warning" onClick={onSignOut}>
          {t('logout.signOutAnyway')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
