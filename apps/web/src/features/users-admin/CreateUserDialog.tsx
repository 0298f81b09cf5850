import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { newUserRules } from './userEditRules.js';
import { UserFormFields } from './UserFormFields.js';
import { useUserForm } from './useUserForm.js';

interface Props {
  onClose(): void;
}

/**
 * 'Create' on the users list: the user form for a new user in the current organisation. Without
 * a password the new user is invited by mail to choose one.
 */
export function CreateUserDialog({ onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  const rules = newUserRules(useOrganisationAbilities());
  const { form, submit, general, saving } = useUserForm({
    user: null,
    organisationId,
    rules,
    onSaved: onClose,
  });
  return (
    <ResponsiveDialog
      open
      width="70%"
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
    >
      {/* The form spans title, content and actions; 'contents' keeps the dialog's layout. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('usersAdmin.newUser')}</DialogTitle>
        <DialogContent dividers>
          {general.length ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {general.join(' ')}
            </Alert>
          ) : null}
          <UserFormFields
            control={form.control}
            rules={rules}
            editing
            isNew
            superuser={false}
            organisationName={organisation?.name ?? ''}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('dataGrid.create')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
