import { Stack, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@waymark/contract/two-factor';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/CopyField.js';
import { useConfirmTwoFactor } from '../../entities/two-factor/twoFactorMutations.js';
import { CodeForm } from './CodeForm.js';
import { SecretQrCode } from './SecretQrCode.js';

interface Props {
  setup: TwoFactorSetup;
  onConfirmed(recoveryCodes: string[]): void;
}

/** The new secret, as a QR code and as text to type, then its first code to turn it on. */
export function SecretStep({ setup, onConfirmed }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  return (
    <Stack spacing={3}>
      <Typography variant="subtitle1" component="h3">
        {t('twoFactor.scan.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <SecretQrCode uri={setup.otpauth_url} label={t('twoFactor.scan.qrLabel')} />
        <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
          <Typography variant="body2" color="text.secondary">
            {t('twoFactor.scan.manual')}
          </Typography>
          <CopyField
            label={t('twoFactor.scan.secret')}
            value={setup.secret}
            texts={{
              copy: t('twoFactor.codes.copy'),
              copied: t('twoFactor.codes.copied'),
              failed: t('twoFactor.codes.copyFailed'),
            }}
          />
        </Stack>
      </Stack>
      <CodeForm
        recovery={false}
        intro={<Typography variant="body2">{t('twoFactor.scan.confirmIntro')}</Typography>}
        submitLabel={t('twoFactor.scan.submit')}
        send={async (code) => onConfirmed((await confirm.mutateAsync(code)).recovery_codes)}
      />
    </Stack>
  );
}
