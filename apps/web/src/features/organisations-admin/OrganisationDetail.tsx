import { Alert, Box, Divider, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Organisation } from '@waymark/contract';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { withTimeout } from '../../lib/lazySection.js';
import { LayoutEditor } from './LayoutEditor.js';
import { LivePreview } from './LivePreview.js';
import { OrganisationActions } from './OrganisationActions.js';
import { OrganisationFields } from './OrganisationFields.js';
import { organisationQuery } from '../../entities/organisation/organisationsQueries.js';
import { useObjectUrl } from './useObjectUrl.js';
import { useOrganisationForm } from './useOrganisationForm.js';

// The markup categories load only for the organisation's admins.
const MarkupCategoriesSection = lazy(() =>
  withTimeout(import('./categories/MarkupCategoriesSection.js')).then((module) => ({
    default: module.MarkupCategoriesSection,
  })),
);

// The usage figures and their chart (uPlot) load only for those who may see them.
const UsageSection = lazy(() =>
  withTimeout(import('./usage/UsageSection.js')).then((module) => ({
    default: module.UsageSection,
  })),
);

/**
 * /organisations/:id/: the organisation and its layout, read-only until 'Edit' (when its
 * `abilities.change` allows it).
 */
export function OrganisationDetail({
  organisationId,
  AccessKeys,
  AuditLog,
  SingleSignOn,
}: {
  organisationId: number;
  /** The access keys of the organisation's users (the access-keys feature), composed by the page. */
  AccessKeys: ComponentType<{ organisationId: number }>;
  /** The organisation's audit log (the audit-log feature, its own chunk), composed by the page. */
  AuditLog: ComponentType<{ organisationId: number }>;
  /** Its single sign-on settings (the sso-settings feature, its own chunk), composed by the page. */
  SingleSignOn: ComponentType<{ organisationId: number }>;
}) {
  const { t } = useTranslation();
  const query = useQuery(organisationQuery(organisationId));
  if (query.isError) return <Alert severity="error">{t('organisationsAdmin.loadFailed')}</Alert>;
  if (query.isPending) return <LoadingIndicator />;
  return (
    <Stack spacing={4}>
      <OrganisationForm organisation={query.data} />
      {/* The access keys of the organisation's users, for those its abilities allow. */}
      {query.data.abilities.view_access_keys ? <AccessKeys organisationId={query.data.id} /> : null}
      {/* The organisation's markup categories, for its admins. */}
      {query.data.abilities.manage_markup_categories ? (
        <Suspense fallback={<LoadingIndicator />}>
          <MarkupCategoriesSection organisationId={query.data.id} />
        </Suspense>
      ) : null}
      {/* The organisation's usage, for its admins. */}
      {query.data.abilities.view_usage ? (
        <Suspense fallback={<LoadingIndicator />}>
          <UsageSection organisationId={query.data.id} />
        </Suspense>
      ) : null}
      {/* Its identity provider, for those who may change it. */}
      {query.data.abilities.change ? (
        <Suspense fallback={<LoadingIndicator />}>
          <SingleSignOn organisationId={query.data.id} />
        </Suspense>
      ) : null}
      {/* The organisation's audit log, for its admins. */}
      {query.data.abilities.view_audit_log ? (
        <Suspense fallback={<LoadingIndicator />}>
          <AuditLog organisationId={query.data.id} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const canEdit = organisation.abilities.change;
  const [editing, setEditing] = useState(false);
  const { form, submit, cancel, general, saving } = useOrganisationForm(organisation, () =>
    setEditing(false),
  );
  const [logo, logoFile] = useWatch({ control: form.control, name: ['logo', 'logoFile'] });
  const filePreview = useObjectUrl(logoFile ?? null);
  const logoShown = filePreview ?? logo ?? null;
  const readOnly = !editing;

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // Scrolled to (focus, scrollIntoView), a field stays clear of the sticky buttons.
      sx={{ '& *': { scrollMarginBottom: 80 } }}
    >
      <Stack spacing={3}>
        {!canEdit ? <Alert severity="info">{t('organisationsAdmin.readOnlyNotice')}</Alert> : null}
        {general.length ? (
          <Alert severity="error" role="alert">
            {general.join(' ')}
          </Alert>
        ) : null}
        <Box component="section" aria-labelledby="organisation-section">
          <Typography id="organisation-section" variant="h6" component="h2" gutterBottom>
            {t('organisationsAdmin.sections.organisation')}
          </Typography>
          <OrganisationFields
            control={form.control}
            readOnly={readOnly}
            organisationId={organisation.id}
          />
        </Box>
        <Divider />
        <Box component="section" aria-labelledby="layout-section">
          <Typography id="layout-section" variant="h6" component="h2" gutterBottom>
            {t('organisationsAdmin.sections.layout')}
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <LayoutEditor control={form.control} readOnly={readOnly} logoShown={logoShown} />
            </Grid>
            {/* On phones the preview comes first, so that it is seen while editing below it. */}
            <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {t('organisationsAdmin.sections.preview')}
                </Typography>
                <LivePreview control={form.control} logoShown={logoShown} />
              </Box>
            </Grid>
          </Grid>
        </Box>
        <OrganisationActions
          canEdit={canEdit}
          editing={editing}
          saving={saving}
          onEdit={() => setEditing(true)}
          onCancel={() => {
            cancel();
            setEditing(false);
          }}
        />
      </Stack>
    </Box>
  );
}
