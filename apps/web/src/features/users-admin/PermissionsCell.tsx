import { Box, Tooltip } from '@mui/material';
import type { UserRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { permissionLabel } from './permissionGroups.js';

/** The number of a user's permissions; the list itself in a tooltip. */
export function PermissionsCell({ user }: { user: UserRead }) {
  const { t } = useTranslation();
  const labels = user.permissions.map((p) => {
    const key = permissionLabel(p);
    return key ? t(key) : p;
  });
  const title = user.is_superuser ? (
    t('usersAdmin.allPermissions')
  ) : labels.length ? (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </Box>
  ) : (
    t('usersAdmin.noPermissions')
  );
  return (
    <Tooltip title={title} describeChild>
      <Box component="span" tabIndex={0} sx={{ px: 1, cursor: 'help' }}>
        {user.permissions.length}
      </Box>
    </Tooltip>
  );
}
