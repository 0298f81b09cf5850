import { Alert, Box, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { MapShareRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { ExpiryField } from '../ExpiryField.js';
import { ShareAreaField } from '../ShareAreaField.js';
import { ShareMarkupsField } from '../ShareMarkupsField.js';
import { useMap } from '../../../entities/map/useMap.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { RevokeShareDialog } from './RevokeShareDialog.js';
import { RotateShareDialog } from './RotateShareDialog.js';
import { ShareActions } from './ShareActions.js';
import { ShareFacts } from './ShareFacts.js';
import { shareQuery } from '../../../entities/map-share/shareQueries.js';
import { ShareUsage } from './ShareUsage.js';
import { useShareEditForm } from './useShareEditForm.js';

/** /mapshare/:id/: one share, its use, and (as its abilities allow) its changes. */
export function MapShareDetail({ shareId }: { shareId: number }) {
  const { t } = useTranslation();
  const query = useQuery(shareQuery(shareId));
  if (query.isError) return <Alert severity="error">{t('mapSharesAdmin.loadFailed')}</Alert>;
  if (query.isPending) return <LoadingIndicator />;
  return <ShareDetailView share={query.data} />;
}

function ShareDetailView({ share }: { share: MapShareRead }) {
  const { t } = useTranslation();
  const revoked = share.status === 'revoked';
  // A revoked share has nothing left to revoke (and its abilities refuse every change).
  const canRevoke = !revoked && share.abilities.delete;
  // The map, when the user can read it: its extent is drawn beside the share's box.
  const map = useMap(share.map).data;
  const extent = map?.extent ?? null;
  const { form, editing, general, saving, submit, edit, cancel } = useShareEditForm(share);
  const [dialog, setDialog] = useState<'rotate' | 'revoke' | null>(null);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ '& *': { scrollMarginBottom: 80 } }}
    >
      <Stack spacing={3}>
        {revoked ? (
          <Alert severity="error">
            {t('mapSharesAdmin.notice.revoked', { when: formatWhen(share.revoked_at) })}
          </Alert>
        ) : null}
        {share.status === 'expired' ? (
          <Alert severity="warning">
            {t('mapSharesAdmin.notice.expired', { when: formatWhen(share.expiry) })}
          </Alert>
        ) : null}
        {general.length ? (
          <Alert severity="error" role="alert">
            {general.join(' ')}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 6 }}>
          <ShareFacts share={share} mapReadable={!!map} />
          <ShareUsage share={share} />
        </Stack>
        <Divider />
        <ExpiryField control={form.control} readOnly={!editing} />
        <ShareAreaField control={form.control} view={null} extent={extent} editing={editing} />
        <ShareMarkupsField control={form.control} editing={editing} />
        <FormTextField
          control={form.control}
          name="note"
          label={t('mapShare.form.note')}
          helperText={editing ? t('mapShare.form.noteHelp') : undefined}
          readOnly={!editing}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <ShareActions
          canChange={share.abilities.change}
          canRotate={share.abilities.rotate}
          canRevoke={canRevoke}
          editing={editing}
          saving={saving}
          onEdit={edit}
          onCancel={cancel}
          onRotate={() => setDialog('rotate')}
          onRevoke={() => setDialog('revoke')}
        />
      </Stack>
      {dialog === 'rotate' ? (
        <RotateShareDialog share={share} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'revoke' ? (
        <RevokeShareDialog share={share} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
