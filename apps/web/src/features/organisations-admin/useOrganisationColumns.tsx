import type { GridColDef } from '@mui/x-data-grid';
import type { Organisation } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultMapCell } from './DefaultMapCell.js';

/** Name, Domain, Alternate domains, Users, Default map. */
export function useOrganisationColumns(): GridColDef<Organisation>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { field: 'name', headerName: t('organisationsAdmin.columns.name'), flex: 1, minWidth: 180 },
      {
        field: 'domain',
        headerName: t('organisationsAdmin.columns.domain'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => row.domain || t('common.emptyValue'),
      },
      {
        field: 'alt_domains',
        headerName: t('organisationsAdmin.columns.altDomains'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => row.alt_domains.join(', ') || t('common.emptyValue'),
      },
      {
        field: 'user_count',
        headerName: t('organisationsAdmin.columns.users'),
        type: 'number',
        width: 110,
      },
      {
        field: 'map',
        headerName: t('organisationsAdmin.columns.defaultMap'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <DefaultMapCell organisation={row} />,
      },
    ],
    [t],
  );
}
