import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { organisationKeysQuery } from '../../entities/access-key/accessKeyQueries.js';
import { AccessKeyTable } from './AccessKeyTable.js';

/** For the organisation's admins: the access keys of its users, revocable. */
export function OrganisationAccessKeys({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const keys = useQuery(organisationKeysQuery(organisationId));
  const heading = t('accessKeys.organisation.heading');
  return (
    <Box component="section" aria-labelledby="organisation-access-keys">
      <Typography id="organisation-access-keys" variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('accessKeys.organisation.intro')}
      </Typography>
      {keys.isError ? (
        <Alert severity="error">{t('accessKeys.loadFailed')}</Alert>
      ) : keys.isPending ? (
        <LoadingIndicator />
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">{t('accessKeys.organisation.empty')}</Typography>
      ) : (
        <AccessKeyTable keys={keys.data} showOwner label={heading} />
      )}
    </Box>
  );
}
