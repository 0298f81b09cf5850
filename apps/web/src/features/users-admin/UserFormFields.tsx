import { Alert, Divider, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PermissionCheckboxes } from './PermissionCheckboxes.js';
import type { UserEditRules } from './userEditRules.js';
import type { UserFormValues } from './userFormSchema.js';
import { UserIdentityFields } from './UserIdentityFields.js';
import { UserRightsFields } from './UserRightsFields.js';

interface Props {
  control: Control<UserFormValues>;
  rules: UserEditRules;
  editing: boolean;
  isNew: boolean;
  superuser: boolean;
  organisationName: string;
}

/** Every field of the user form, read-only until editing (the detail screen and Create). */
export function UserFormFields({
  control,
  rules,
  editing,
  isNew,
  superuser,
  organisationName,
}: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <UserIdentityFields
        control={control}
        editing={editing}
        isNew={isNew}
        canSetPassword={rules.canSetPassword}
      />
      <UserRightsFields
        control={control}
        editing={editing}
        canEditRights={rules.canEditRights}
        self={rules.self}
        organisationName={organisationName}
      />
      <Divider />
      {superuser ? <Alert severity="info">{t('usersAdmin.locks.superuser')}</Alert> : null}
      <PermissionCheckboxes control={control} editing={editing} lock={rules.permissionLock} />
    </Stack>
  );
}
