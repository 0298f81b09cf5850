import DownloadIcon from '@mui/icons-material/Download';
import { Button, Chip, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect.js';
import type { AuditLogFilters } from '../../entities/organisation/auditLogCalls.js';
import {
  actionPrefixOf,
  AUDIT_ACTION_GROUPS,
  AUDIT_OBJECT_TYPES,
  type AuditActionGroup,
} from './auditActions.js';

/** The log's filters (action group, days, one user) and its CSV export. */
export function AuditLogFiltersBar({
  filters,
  userEmail,
  organisationName,
  onChange,
  onExport,
  exporting,
}: {
  filters: AuditLogFilters;
  /** The filtered user's address, shown on the chip that removes the filter. */
  userEmail: string;
  /** The filtered organisation's name (the all-organisations log). */
  organisationName?: string;
  onChange(change: Partial<AuditLogFilters>): void;
  onExport(): void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const group = AUDIT_ACTION_GROUPS.find((g) => actionPrefixOf(g) === filters.action) ?? '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <FilterSelect
        label={t('auditLog.filters.action')}
        value={group}
        allLabel={t('auditLog.actionGroups.all')}
        options={AUDIT_ACTION_GROUPS.map((g) => ({
          value: g,
          label: t(`auditLog.actionGroups.${g}`),
        }))}
        onChange={(value) => onChange({ action: actionPrefixOf(value as AuditActionGroup | '') })}
        minWidth={220}
      />
      <FilterSelect
        label={t('auditLog.filters.object')}
        value={filters.object_type}
        allLabel={t('auditLog.objectTypes.all')}
        options={AUDIT_OBJECT_TYPES.map((type) => ({
          value: type,
          label: t(`auditLog.objectTypes.${type}`),
        }))}
        onChange={(value) => onChange({ object_type: value })}
        minWidth={180}
      />
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          size="small"
          label={t(`auditLog.filters.${field}`)}
          value={filters[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {filters.organisation ? (
        <Chip
          label={t('auditLog.filters.organisation', { name: organisationName })}
          onDelete={() => onChange({ organisation: '' })}
        />
      ) : null}
      {filters.user ? (
        <Chip
          label={t('auditLog.filters.user', { email: userEmail })}
          onDelete={() => onChange({ user: '' })}
        />
      ) : null}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={onExport}
        loading={exporting}
        sx={{ ml: { sm: 'auto' } }}
      >
        {t('auditLog.exportCsv')}
      </Button>
    </Stack>
  );
}
