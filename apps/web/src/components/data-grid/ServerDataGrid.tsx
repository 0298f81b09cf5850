import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box } from '@mui/material';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.js';
import { gridLocaleText } from './gridLocaleText.js';
import type { ListParams } from './useListParams.js';

export interface ListPage<R> {
  count: number;
  results: R[];
}

export interface ServerDataGridProps<R extends GridValidRowModel> {
  /** What the list holds, for accessible names ('Layers'). */
  label: string;
  columns: GridColDef<R>[];
  /** Fields the server sorts by (`ordering`); other columns cannot be sorted. */
  sortable: readonly string[];
  params: ListParams;
  onParamsChange(change: Partial<ListParams>): void;
  page: ListPage<R> | undefined;
  loading: boolean;
  error: boolean;
  nameOf(row: R): string;
  /** Opens the row's detail (a row click too); without it the rows have none. */
  onOpen?: (row: R) => void;
  /**
   * Deletes the row (204); without it there is no delete action. With it, the action is offered
   * on the rows whose `abilities[deleteAbility]` (the server's answer for the reader) is true.
   */
  onDelete?: (row: R) => Promise<void>;
  /** Rows with nothing left to delete (a share already revoked): no action, whatever they allow. */
  isSpent?: (row: R) => boolean;
  /** The delete action's and its confirmation's label ('Delete user'); default 'Delete'. */
  deleteLabel?: string;
  /** The ability the delete action stands for: 'delete', or 'cancel' for an invitation. */
  deleteAbility?: string;
  /** The delete action's icon, for a deletion by another name (cancelling an invitation). */
  deleteIcon?: ReactElement;
  /** The confirmation's title and text, for a deletion by another name (revoking a share). */
  confirmTitle?: (row: R) => string;
  confirmText?: string;
  /** The confirmation's button that backs out; default 'Cancel'. */
  confirmDismissLabel?: string;
}

const PAGE_SIZES = [25, 50, 100];

/** A row of a settings list: it says what the reader may do with it. */
export interface ListRow {
  id: number;
  /** What the reader may do with it, by action (the server's answer); `delete` is read here. */
  abilities: Readonly<Record<string, boolean | undefined>>;
}

/**
 * A settings list (MUI X DataGrid, community): paged, sorted and searched by the server, a row
 * click opening its detail, and per-row open and delete (after a confirmation) actions; delete
 * only where the row's abilities allow it.
 */
export function ServerDataGrid<R extends GridValidRowModel & ListRow>(
  props: ServerDataGridProps<R>,
) {
  const { t } = useTranslation();
  const { params, onParamsChange, page, sortable, nameOf, onOpen, onDelete, isSpent } = props;
  const deleteAbility = props.deleteAbility ?? 'delete';
  const [deleting, setDeleting] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const columns = useMemo<GridColDef<R>[]>(() => {
    const own = props.columns.map((column) => ({
      ...column,
      sortable: sortable.includes(column.field),
    }));
    const actions: GridColDef<R> = {
      field: 'actions',
      type: 'actions',
      headerName: t('dataGrid.actions'),
      width: 96,
      getActions: ({ row }: GridRowParams<R>) => [
        ...(onOpen
          ? [
              <GridActionsCellItem
                key="open"
                icon={<OpenIcon />}
                label={t('dataGrid.open', { name: nameOf(row) })}
                onClick={() => onOpen(row)}
              />,
            ]
          : []),
        ...(onDelete && row.abilities[deleteAbility] === true && !isSpent?.(row)
          ? [
              <GridActionsCellItem
                key="delete"
                icon={props.deleteIcon ?? <DeleteIcon />}
                label={props.deleteLabel ?? t('dataGrid.delete', { name: nameOf(row) })}
                onClick={() => {
                  setDeleteError(null);
                  setDeleting(row);
                }}
              />,
            ]
          : []),
      ],
    };
    return [...own, actions];
  }, [
    props.columns,
    props.deleteLabel,
    props.deleteIcon,
    sortable,
    t,
    nameOf,
    onOpen,
    onDelete,
    isSpent,
    deleteAbility,
  ]);

  // One object per ordering: the grid takes a new sort model for a change of sorting, and
  // goes back to the first page, which would undo every page change.
  const sortModel = useMemo<GridSortModel>(
    () =>
      params.ordering
        ? [
            {
              field: params.ordering.replace(/^-/, ''),
              sort: params.ordering.startsWith('-') ? 'desc' : 'asc',
            },
          ]
        : [],
    [params.ordering],
  );

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(deleting);
      setDeleting(null);
    } catch {
      setDeleteError(t('dataGrid.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      {props.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dataGrid.loadFailed')}
        </Alert>
      ) : null}
      <DataGrid<R>
        aria-label={props.label}
        rows={page?.results ?? []}
        rowCount={page?.count ?? 0}
        columns={columns}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={{ page: params.page - 1, pageSize: params.items }}
        onPaginationModelChange={(model) =>
          onParamsChange({ page: model.page + 1, items: model.pageSize })
        }
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          onParamsChange({
            page: 1,
            ordering: first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : '',
          });
        }}
        onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
        localeText={gridLocaleText(t)}
        sx={{ minWidth: 640, '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : undefined } }}
        autoHeight
      />
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting && props.confirmTitle
            ? props.confirmTitle(deleting)
            : t('dataGrid.confirmDeleteTitle', { name: deleting ? nameOf(deleting) : '' })
        }
        text={props.confirmText ?? t('dataGrid.confirmDeleteText')}
        confirmLabel={props.deleteLabel ?? t('dataGrid.deleteConfirm')}
        dismissLabel={props.confirmDismissLabel}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
