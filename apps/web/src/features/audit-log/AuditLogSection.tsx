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
  type AuditLogOf,
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

const NO_FILTERS: AuditLogFilters = {
  user: '',
  action: '',
  from: '',
  to: '',
  organisation: '',
  object_type: '',
};

/**
 * The organisation's audit log for its admins (abilities.view_audit_log), or, without
 * `organisationId`, every organisation's for superusers (abilities.open_audit_log_settings): a
 * server-paged grid, newest first, filtered by action, days, one user (and one organisation);
 * an entry opens in full; the filtered log exports as CSV. Its own chunk: loaded only for those
 * who see it.
 */
export function AuditLogSection({ organisationId }: { organisationId?: number }) {
  const { t } = useTranslation();
  const of: AuditLogOf = organisationId === undefined ? 'all' : { organisationId };
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [userEmail, setUserEmail] = useState('');
  const [organisationName, setOrganisationName] = useState('');
  const [paging, setPaging] = useState({ page: 1, items: 25 });
  const [open, setOpen] = useState<AuditRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const columns = useAuditColumns(of === 'all');
  const query = useQuery({
    ...auditLogQuery(of, { ...filters, ...paging }),
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
      const name = of === 'all' ? 'audit-log.csv' : `audit-log-${of.organisationId}.csv`;
      saveBlob(await fetchAuditCsv(of, filters), name);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box
      component="section"
      {...(of === 'all'
        ? { 'aria-label': t('auditLog.titleAll') }
        : { 'aria-labelledby': 'audit-log-section' })}
    >
      {/* The all-organisations log is its page's one section: the page's title names it. */}
      {of === 'all' ? null : (
        <Typography id="audit-log-section" variant="h6" component="h2" gutterBottom>
          {t('auditLog.title')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {of === 'all' ? t('auditLog.introAll') : t('auditLog.intro')}
      </Typography>
      <AuditLogFiltersBar
        filters={filters}
        userEmail={userEmail}
        organisationName={organisationName}
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
        onOnlyOrganisation={
          of === 'all'
            ? (organisation) => {
                setOrganisationName(organisation.name);
                change({ organisation: String(organisation.id) });
                setOpen(null);
              }
            : undefined
        }
      />
    </Box>
  );
}
