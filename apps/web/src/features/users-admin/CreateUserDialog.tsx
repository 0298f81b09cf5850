import {
  Alert,
  AlertTitle,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { InvitationRead } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { formatDate } from '../../lib/format.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { newUserRules } from './userEditRules.js';
import { UserFormFields } from './UserFormFields.js';
import { useUserForm } from './useUserForm.js';

interface Props {
  onClose(): void;
  /** Shows the organisation's invitations (the Users screen's tab), where the page has them. */
  onShowInvitations?: () => void;
}

/**
 * 'Create' on the users list: the user form for a new user in the current organisation. Without
 * a password the new user is invited by mail to choose one. An email that already has an account
 * (in another organisation) invites that account instead: the dialog then says so, and shows
 * nothing of the account.
 */
export function CreateUserDialog({ onClose, onShowInvitations }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  const rules = newUserRules(useOrganisationAbilities());
  const [invitation, setInvitation] = useState<InvitationRead | null>(null);
  const { form, submit, general, saving } = useUserForm({
    user: null,
    organisationId,
    rules,
    onSaved: onClose,
    onInvited: setInvitation,
  });
  if (invitation) {
    return (
      <InvitationSent
        invitation={invitation}
        onClose={onClose}
        onShowInvitations={onShowInvitations}
      />
    );
  }
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

/** What the admin learns of an invitation: the email they typed, the organisation, the expiry. */
function InvitationSent({
  invitation,
  onClose,
  onShowInvitations,
}: {
  invitation: InvitationRead;
  onClose(): void;
  onShowInvitations?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ResponsiveDialog open width="min(560px, 90vw)" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('usersAdmin.invitationSent.title')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <AlertTitle>
            {t('usersAdmin.invitationSent.heading', { email: invitation.email })}
          </AlertTitle>
          {t('usersAdmin.invitationSent.existingAccount', {
            organisation: invitation.organisation.name,
          })}
        </Alert>
        <DialogContentText>
          {t('usersAdmin.invitationSent.expires', { date: formatDate(invitation.expires_at) })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {invitation.admin
            ? t('usersAdmin.invitationSent.afterwardsAdmin')
            : t('usersAdmin.invitationSent.afterwards')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {onShowInvitations ? (
          <Button
            onClick={() => {
              onClose();
              onShowInvitations();
            }}
          >
            {t('usersAdmin.invitationSent.showInvitations')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
