import { Alert, Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { UserRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import type { SessionUser } from '../../entities/session/sessionUser.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { DeleteUserDialog } from './DeleteUserDialog.js';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog.js';
import { UserActions } from './UserActions.js';
import { userEditRules } from './userEditRules.js';
import { UserFacts } from './UserFacts.js';
import { UserFormFields } from './UserFormFields.js';
import { userQuery } from '../../entities/user/usersQueries.js';
import { useUserForm } from './useUserForm.js';

/** /user/:id/: the user, read-only until 'Edit' when the user's abilities allow a change. */
export function UserDetail({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const editor = useCurrentUser();
  const query = useQuery(userQuery(userId));
  if (query.isError) return <Alert severity="error">{t('usersAdmin.loadFailed')}</Alert>;
  if (query.isPending || !editor) return <LoadingIndicator />;
  return <UserDetailForm user={query.data} editor={editor} />;
}

function UserDetailForm({ user, editor }: { user: UserRead; editor: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [resettingTwoFactor, setResettingTwoFactor] = useState(false);
  const rules = userEditRules(editor.id, user);
  const { form, submit, cancel, general, saving } = useUserForm({
    user,
    organisationId,
    rules,
    onSaved: () => setEditing(false),
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // Scrolled to (focus, scrollIntoView), a field stays clear of the sticky buttons.
      sx={{ '& *': { scrollMarginBottom: 80 } }}
    >
      <Stack spacing={3}>
        <UserFacts user={user} />
        {rules.self ? <Alert severity="info">{t('usersAdmin.selfNotice')}</Alert> : null}
        {!rules.canEdit ? <Alert severity="info">{t('usersAdmin.readOnlyNotice')}</Alert> : null}
        {general.length ? (
          <Alert severity="error" role="alert">
            {general.join(' ')}
          </Alert>
        ) : null}
        <UserFormFields
          control={form.control}
          rules={rules}
          editing={editing}
          isNew={false}
          superuser={user.is_superuser}
          organisationName={organisation?.name ?? ''}
        />
        <UserActions
          rules={rules}
          editing={editing}
          saving={saving}
          onEdit={() => setEditing(true)}
          onCancel={() => {
            cancel();
            setEditing(false);
          }}
          onDelete={() => setDeleting(true)}
          onResetTwoFactor={() => setResettingTwoFactor(true)}
        />
      </Stack>
      <ResetTwoFactorDialog
        user={resettingTwoFactor ? user : null}
        onClose={() => setResettingTwoFactor(false)}
      />
      <DeleteUserDialog
        user={deleting ? user : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/users/', { replace: true })}
      />
    </Box>
  );
}
