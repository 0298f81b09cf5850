import { Box, FormControlLabel, FormHelperText, Stack, Switch, Tooltip } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from './userFormSchema.js';

interface Props {
  control: Control<UserFormValues>;
  editing: boolean;
  /** Active and Admin can be changed (not one's own). */
  canEditRights: boolean;
  self: boolean;
  organisationName: string;
}

function RightSwitch({
  control,
  name,
  label,
  hint,
  disabled,
  why,
}: {
  control: Control<UserFormValues>;
  name: 'is_active' | 'admin';
  label: string;
  hint: string;
  disabled: boolean;
  why: string | null;
}) {
  const { field, fieldState } = useController({ control, name });
  const labelledSwitch = (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      }
      label={label}
    />
  );
  return (
    <Box sx={{ flex: { sm: 1 } }}>
      {why ? (
        <Tooltip title={why}>
          <span>{labelledSwitch}</span>
        </Tooltip>
      ) : (
        labelledSwitch
      )}
      <FormHelperText error={!!fieldState.error} sx={{ mt: 0 }}>
        {fieldState.error?.message ?? hint}
      </FormHelperText>
    </Box>
  );
}

/** Active, and the 'Admin' flag of the current organisation (2.1: the User administration). */
export function UserRightsFields({
  control,
  editing,
  canEditRights,
  self,
  organisationName,
}: Props) {
  const { t } = useTranslation();
  const disabled = !editing || !canEditRights;
  const why = editing && self ? t('usersAdmin.ownAdmin') : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
      <RightSwitch
        control={control}
        name="is_active"
        label={t('usersAdmin.fields.active')}
        hint={t('usersAdmin.fields.activeHint')}
        disabled={disabled}
        why={editing && self ? t('usersAdmin.locks.own') : null}
      />
      <RightSwitch
        control={control}
        name="admin"
        label={t('usersAdmin.fields.admin')}
        hint={t('usersAdmin.fields.adminHint', { organisation: organisationName })}
        disabled={disabled}
        why={why}
      />
    </Stack>
  );
}
