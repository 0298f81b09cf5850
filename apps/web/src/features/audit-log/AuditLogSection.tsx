import { Alert, Box, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { saveBlob } from '../../entities/layer-file/fileTransfer.js';
import {
  auditLogQuery,
  fetchAuditCsv,
  type AuditLogFilters,
  type AuditRow,
} from '../../entities/organisation/auditLogCalls.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { AuditEntryDialog } from './AuditEntryDialog.js';
import { AuditLogFiltersBar } from './AuditLogFiltersBar.js';
import { auditLogMessages } from './messages.js';
import { useAuditColumns } from './useAuditColumns.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('auditLog', auditLogMessages);
registerMessages('dataGrid', dataGridMessages);

const NO_FILTERS: AuditLogFilters = { user: '', action: '', from: '', to: '' };

/**
 * The organisation's audit log for its admins (abilities.view_audit_log): a server-paged grid,
 * newest first, filtered by action, days and one user; an entry opens in full; the filtered log
 * exports as CSV. Its own chunk: loaded only for those who see it.
 */
export function AuditLogSection({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [userEmail, setUserEmail] = useState('');
  const [paging, setPaging] = useState({ page: 1, items: 25 });
  const [open, setOpen] = useState<AuditRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const columns = useAuditColumns();
  const query = useQuery({
    ...auditLogQuery(organisationId, { ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });

  const change = (next: Partial<AuditLogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      saveBlob(await fetchAuditCsv(organisationId, filters), `audit-log-${organisationId}.csv`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="audit-log-section">
      <Typography id="audit-log-section" variant="h6" component="h2" gutterBottom>
        {t('auditLog.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('auditLog.intro')}
      </Typography>
      <AuditLogFiltersBar
        filters={filters}
        userEmail={userEmail}
        onChange={change}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {exportFailed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('auditLog.exportFailed')}
        </Alert>
      ) : null}
      {query.data?.count === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('auditLog.empty')}
        </Typography>
      ) : null}
      <ServerDataGrid<AuditRow>
        label={t('auditLog.label')}
        columns={columns}
        sortable={[]}
        params={{ ...paging, ordering: '', search: '' }}
        onParamsChange={(next) =>
          setPaging((current) => ({
            page: next.page ?? current.page,
            items: next.items ?? current.items,
          }))
        }
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={(row) => `${row.action} ${row.id}`}
        onOpen={setOpen}
      />
      <AuditEntryDialog
        entry={open}
        onClose={() => setOpen(null)}
        onOnlyTheirs={(user) => {
          setUserEmail(user.email);
          change({ user: String(user.id) });
          setOpen(null);
        }}
      />
    </Box>
  );
}
