import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Permission } from '@waymark/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS } from './permissionGroups.js';
import type { PermissionLock } from './userEditRules.js';
import type { UserFormValues } from './userFormSchema.js';

interface Props {
  control: Control<UserFormValues>;
  editing: boolean;
  /** Why the boxes cannot be changed (the user's `abilities.change_permissions`), or null. */
  lock: PermissionLock;
}

/**
 * The permissions as checkboxes grouped by area. While editing, they can be ticked when the
 * server lets the editor change the user's permissions; else they are disabled with the reason
 * in a tooltip. (The server refuses a permission the editor does not hold, with its reason.)
 */
export function PermissionCheckboxes({ control, editing, lock: editLock }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const chosen = new Set<string>(field.value);
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(field.value);
    if (on) next.add(permission);
    else next.delete(permission);
    // Kept in the contract's order, so that saving an unchanged list changes nothing.
    field.onChange(
      PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.permission)).filter((p) =>
        next.has(p),
      ),
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1, typography: 'subtitle1', color: 'text.primary' }}>
        {t('usersAdmin.permissionsTitle')}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {PERMISSION_GROUPS.map((group) => (
          <Box key={group.id} role="group" aria-labelledby={`permission-group-${group.id}`}>
            <Typography
              id={`permission-group-${group.id}`}
              variant="overline"
              component="h3"
              color="text.secondary"
            >
              {t(group.label)}
            </Typography>
            <FormGroup>
              {group.permissions.map(({ permission, label }) => {
                const lock = editing ? editLock : 'readOnly';
                const box = (
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(permission)}
                        disabled={lock !== null}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                    }
                    label={t(label)}
                  />
                );
                // Read mode needs no explanation; while editing, a locked box says why.
                return editing && lock ? (
                  <Tooltip
                    key={permission}
                    title={t(`usersAdmin.locks.${lock}`)}
                    placement="top-start"
                  >
                    <span>{box}</span>
                  </Tooltip>
                ) : (
                  <Box key={permission}>{box}</Box>
                );
              })}
            </FormGroup>
          </Box>
        ))}
      </Box>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Box>
  );
}
