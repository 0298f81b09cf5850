import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/** The DataGrid's own texts that the settings lists show, in the interface language. */
export function gridLocaleText(t: TFunction): Partial<GridLocaleText> {
  return {
    noRowsLabel: t('dataGrid.noRows'),
    noResultsOverlayLabel: t('dataGrid.noResults'),
    columnMenuSortAsc: t('dataGrid.sortAscending'),
    columnMenuSortDesc: t('dataGrid.sortDescending'),
    columnMenuUnsort: t('dataGrid.unsort'),
    columnMenuLabel: t('dataGrid.columnMenu'),
    columnMenuHideColumn: t('dataGrid.hideColumn'),
    columnMenuManageColumns: t('dataGrid.manageColumns'),
    columnHeaderSortIconLabel: t('dataGrid.sortAscending'),
    booleanCellTrueLabel: t('dataGrid.yes'),
    booleanCellFalseLabel: t('dataGrid.no'),
    paginationRowsPerPage: t('dataGrid.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count }) =>
      t('dataGrid.displayedRows', { from, to, count }),
  };
}
