import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notificationsStore.js';
import { useDisableTwoFactor } from '../../entities/two-factor/twoFactorMutations.js';
import { CodeForm } from './CodeForm.js';

/** Two-factor sign-in is on: turning it off takes a code of the app or a recovery code. */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled(): void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  return (
    <Stack spacing={2}>
      <Typography>{t('twoFactor.on')}</Typography>
      <CodeForm
        recovery
        intro={
          <Typography variant="body2" color="text.secondary">
            {t('twoFactor.disable.intro')}
          </Typography>
        }
        submitLabel={t('twoFactor.disable.submit')}
        send={async (code) => {
          await disable.mutateAsync(code);
          showToast(t('twoFactor.off'));
          onDisabled();
        }}
      />
    </Stack>
  );
}
