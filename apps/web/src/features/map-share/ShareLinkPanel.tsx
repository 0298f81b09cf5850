import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/CopyField.js';
import { ShareQrCode } from './ShareQrCode.js';

/**
 * A share's link, shown once (at creation, after a rotation): to copy, to open, and as a QR
 * code.
 */
export function ShareLinkPanel({ link }: { link: string }) {
  const { t } = useTranslation();

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <CopyField
          label={t('mapShare.link.label')}
          value={link}
          maxRows={4}
          emphasised
          texts={{
            copy: t('mapShare.link.copy'),
            copied: t('mapShare.link.copied'),
            failed: t('mapShare.link.copyFailed'),
          }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon />}
            size="small"
          >
            {t('mapShare.link.open')}
          </Button>
        </Stack>
      </Stack>
      <ShareQrCode link={link} />
    </Stack>
  );
}
