import { FormHelperText, Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitchField } from '../../components/FormSwitchField.js';
import { FormTextField } from '../../components/FormTextField.js';
import { DefaultMapSelect } from './DefaultMapSelect.js';
import { DomainChipsField } from './DomainChipsField.js';
import type { OrganisationFormInput } from './organisationForm.js';

interface Props {
  control: Control<OrganisationFormInput>;
  readOnly: boolean;
  /** Null while creating: a new organisation has no maps to choose from. */
  organisationId: number | null;
}

/**
 * Name, domain, alternate domains and, for an existing organisation, the default map, whether
 * its share-link viewers count in the installation's analytics, and whether its password users
 * must sign in with a second factor.
 */
export function OrganisationFields({ control, readOnly, organisationId }: Props) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          name="name"
          control={control}
          label={t('organisationsAdmin.fields.name')}
          required
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          name="domain"
          control={control}
          label={t('organisationsAdmin.fields.domain')}
          helperText={readOnly ? undefined : t('organisationsAdmin.fields.domainHint')}
          readOnly={readOnly}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DomainChipsField control={control} readOnly={readOnly} />
      </Grid>
      {organisationId !== null ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <DefaultMapSelect control={control} organisationId={organisationId} readOnly={readOnly} />
        </Grid>
      ) : null}
      {organisationId !== null ? (
        <Grid size={12}>
          <FormSwitchField
            name="shareViewerAnalytics"
            control={control}
            label={t('organisationsAdmin.fields.shareViewerAnalytics')}
            disabled={readOnly}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {t('organisationsAdmin.fields.shareViewerAnalyticsHint')}
          </FormHelperText>
        </Grid>
      ) : null}
      {organisationId !== null ? (
        <Grid size={12}>
          <FormSwitchField
            name="requireTwoFactor"
            control={control}
            label={t('organisationsAdmin.fields.requireTwoFactor')}
            disabled={readOnly}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {t('organisationsAdmin.fields.requireTwoFactorHint')}
          </FormHelperText>
        </Grid>
      ) : null}
    </Grid>
  );
}
