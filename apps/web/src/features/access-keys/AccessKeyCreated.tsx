import { Alert, Stack, Typography } from '@mui/material';
import type { AccessKeyWithSecret } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../lib/formatWhen.js';
import { CopyField } from '../../components/CopyField.js';
import { useCopyTexts } from './useCopyTexts.js';

/** A key just made: the key itself, this once, with a copy button and the warning. */
export function AccessKeyCreated({ created }: { created: AccessKeyWithSecret }) {
  const { t } = useTranslation();
  const texts = useCopyTexts();
  return (
    <Stack spacing={2} data-testid="access-key-created">
      <Typography variant="subtitle1" component="h3">
        {t('accessKeys.created.title')}
      </Typography>
      <Alert severity="warning">{t('accessKeys.created.warning')}</Alert>
      <CopyField
        label={t('accessKeys.created.key')}
        value={created.key}
        texts={texts}
        nameButtonAfterLabel
      />
      <Typography variant="body2" color="text.secondary">
        {created.name} · {t('accessKeys.create.scope')} ·{' '}
        {t('accessKeys.created.until', { when: formatWhen(created.expires_at) })}
      </Typography>
    </Stack>
  );
}
