import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { organisationCreate } from '@waymark/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import { OrganisationFields } from './OrganisationFields.js';
import {
  NEW_ORGANISATION,
  organisationFormSchema,
  type OrganisationFormInput,
  type OrganisationFormValues,
} from './organisationForm.js';
import { useCreateOrganisation } from '../../entities/organisation/organisationMutations.js';

const FIELDS = ['name', 'domain', 'alt_domains'] as const;

/** 'Create' on the organisations list: POST organisations/, then its detail for the layout. */
export function CreateOrganisationDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const [general, setGeneral] = useState<string[]>([]);
  // The whole form's schema: the layout fields keep their defaults and are not sent.
  const form = useForm<OrganisationFormInput, unknown, OrganisationFormValues>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: NEW_ORGANISATION,
  });
  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const created = await create.mutateAsync(
        organisationCreate.parse({
          name: values.name,
          domain: values.domain || null,
          alt_domains: values.alt_domains,
        }),
      );
      showToast(t('organisationsAdmin.created', { name: created.name }));
      onClose();
      void navigate(`/organisations/${created.id}/`);
    } catch (error) {
      const messages = applyServerErrors(error, FIELDS, form.setError);
      const underFields = error instanceof ApiError && error.status === 400;
      setGeneral(messages.length || underFields ? messages : [t('organisationsAdmin.saveFailed')]);
    }
  });
  return (
    <ResponsiveDialog
      open
      width="50%"
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('organisationsAdmin.newOrganisation')}</DialogTitle>
        <DialogContent dividers>
          {general.length ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {general.join(' ')}
            </Alert>
          ) : null}
          <OrganisationFields control={form.control} readOnly={false} organisationId={null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('dataGrid.create')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
