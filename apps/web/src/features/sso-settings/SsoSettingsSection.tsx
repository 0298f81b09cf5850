import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/CopyField.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { ssoSettingsQuery } from '../../entities/organisation/ssoSettingsCalls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { ssoSettingsMessages } from './messages.js';
import { SsoSettingsForm } from './SsoSettingsForm.js';

registerMessages('ssoSettings', ssoSettingsMessages);

/**
 * An organisation's OpenID Connect provider, for those who may change the organisation: the
 * URLs to register at the provider, then its settings (read-only until Change). Its own chunk.
 */
export function SsoSettingsSection({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const query = useQuery(ssoSettingsQuery(organisationId));
  const [editing, setEditing] = useState(false);
  const copyTexts = {
    copy: t('ssoSettings.copy'),
    copied: t('ssoSettings.copied'),
    failed: t('ssoSettings.copyFailed'),
  };
  return (
    <Box component="section" aria-labelledby="sso-section">
      <Typography id="sso-section" variant="h6" component="h2" gutterBottom>
        {t('ssoSettings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ssoSettings.intro')}
      </Typography>
      {query.isError ? <Alert severity="error">{t('ssoSettings.loadFailed')}</Alert> : null}
      {query.isPending ? <LoadingIndicator /> : null}
      {query.data ? (
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {t('ssoSettings.register')}
          </Typography>
          <CopyField
            label={t('ssoSettings.redirectUri')}
            value={query.data.redirect_uri}
            texts={copyTexts}
            nameButtonAfterLabel
          />
          <CopyField
            label={t('ssoSettings.postLogoutUri')}
            value={query.data.post_logout_redirect_uri}
            texts={copyTexts}
            nameButtonAfterLabel
          />
          {query.data.settings || editing ? (
            <SsoSettingsForm
              organisationId={organisationId}
              answer={query.data}
              editing={editing}
              onEdit={() => setEditing(true)}
              onDone={() => setEditing(false)}
            />
          ) : (
            <Alert
              severity="info"
              action={
                <Button color="inherit" onClick={() => setEditing(true)}>
                  {t('ssoSettings.edit')}
                </Button>
              }
            >
              {t('ssoSettings.notSet')}
            </Alert>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
