import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copyText.js';
import { downloadText } from '../../lib/downloadText.js';

interface Props {
  codes: readonly string[];
  /** Whose codes they are, named in the downloaded file. */
  email: string;
  onDone(): void;
}

/** The recovery codes, shown this once: to copy or download, then 'Done'. */
export function RecoveryCodesStep({ codes, email, onDone }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = codes.join('\n');
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {t('twoFactor.codes.heading')}
      </Typography>
      <Alert severity="warning">{t('twoFactor.codes.warning')}</Alert>
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {copied === false ? (
        <Alert severity="warning" role="status">
          {t('twoFactor.codes.copyFailed')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          onClick={() => void copyText(text).then(setCopied)}
        >
          {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadText(
              `${t('twoFactor.codes.fileHeading', { email })}\n\n${text}\n`,
              'text/plain;charset=utf-8',
              'waymark-recovery-codes.txt',
            )
          }
        >
          {t('twoFactor.codes.download')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {t('twoFactor.codes.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
