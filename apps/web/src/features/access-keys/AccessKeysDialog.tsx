import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AccessKeyWithSecret } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { ownKeysQuery } from '../../entities/access-key/accessKeyQueries.js';
import { AccessKeyCreated } from './AccessKeyCreated.js';
import { AccessKeyTable } from './AccessKeyTable.js';
import { CreateAccessKeyForm } from './CreateAccessKeyForm.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { accessKeysMessages } from './messages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('accessKeys', accessKeysMessages);
registerMessages('dataGrid', dataGridMessages);

/** 'Access keys' of the user menu: one's keys, a new one (shown once), revoking. */
export function AccessKeysDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const keys = useQuery(ownKeysQuery());
  // Not while acting as someone else: the session's abilities say when a key may be made.
  const abilities = useSessionAbilities();
  // The key made last, shown until the dialog closes: it is never shown again.
  const [created, setCreated] = useState<AccessKeyWithSecret | null>(null);

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} width="min(960px, 90vw)">
      <DialogTitle id={titleId}>{t('accessKeys.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('accessKeys.intro')}
          </Typography>
          {created ? <AccessKeyCreated created={created} /> : null}
          {abilities.add_access_key ? <CreateAccessKeyForm onCreated={setCreated} /> : null}
          <Divider />
          {keys.isError ? (
            <Alert severity="error">{t('accessKeys.loadFailed')}</Alert>
          ) : keys.isPending ? (
            <LoadingIndicator />
          ) : keys.data.length === 0 ? (
            <Typography color="text.secondary">{t('accessKeys.empty')}</Typography>
          ) : (
            <AccessKeyTable keys={keys.data} label={t('accessKeys.title')} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {created ? t('accessKeys.created.done') : t('accessKeys.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
