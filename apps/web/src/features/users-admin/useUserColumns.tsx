import type { GridColDef } from '@mui/x-data-grid';
import type { UserRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatDateTime.js';
import { PermissionsCell } from './PermissionsCell.js';

/** Booleans are drawn by the grid (a tick or a cross, labelled Yes / No). The users list's columns: Name, Email, Admin (here), Permissions, Last login, Active. */
export function useUserColumns(organisationId: number | null): GridColDef<UserRead>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      // Sorted by the server (USER_ORDERING): the Name column by first name, as it reads.
      {
        field: 'first_name',
        headerName: t('usersAdmin.columns.name'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => row.name || '-',
      },
      { field: 'email', headerName: t('usersAdmin.columns.email'), flex: 1.2, minWidth: 170 },
      {
        field: 'admin',
        headerName: t('usersAdmin.columns.admin'),
        width: 100,
        type: 'boolean',
        valueGetter: (_value, row) =>
          row.organisations.find((o) => o.id === organisationId)?.admin ?? false,
      },
      {
        field: 'permissions',
        headerName: t('usersAdmin.columns.permissions'),
        width: 120,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <PermissionsCell user={row} />,
      },
      {
        field: 'last_login',
        headerName: t('usersAdmin.columns.lastLogin'),
        width: 150,
        valueGetter: (_value, row) => (row.last_login ? formatDateTime(row.last_login) : '-'),
      },
      {
        field: 'is_active',
        headerName: t('usersAdmin.columns.active'),
        width: 110,
        type: 'boolean',
      },
    ],
    [t, organisationId],
  );
}
