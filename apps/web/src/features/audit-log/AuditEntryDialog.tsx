import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import type { AuditRow } from '../../entities/organisation/auditLogCalls.js';
import { actionText, actorText, objectText } from './auditActions.js';

/** One entry of the audit log in full: who, as whom, where, the request, and what changed. */
export function AuditEntryDialog({
  entry,
  onClose,
  onOnlyTheirs,
  onOnlyOrganisation,
}: {
  entry: AuditRow | null;
  onClose(): void;
  /** Filters the log to the entry's actor. */
  onOnlyTheirs(user: { id: number; email: string }): void;
  /** Filters the log to the entry's organisation (the all-organisations log). */
  onOnlyOrganisation?: (organisation: { id: number; name: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (!entry) return null;
  const none = t('common.emptyValue');
  // A labelled action keeps its name beside the label, for searching the log by it.
  const label = actionText(entry.action, t, (key) => i18n.exists(key));
  const labelledAction = label === entry.action ? label : `${label} (${entry.action})`;
  const rows: [string, string][] = [
    [
      t('auditLog.entry.when'),
      new Date(entry.created_at).toLocaleString(i18n.language, {
        dateStyle: 'full',
        timeStyle: 'long',
      }),
    ],
    [t('auditLog.entry.actor'), actorText(entry, t)],
    [t('auditLog.entry.asUser'), entry.as_user?.email ?? none],
    [t('auditLog.entry.organisation'), entry.organisation?.name ?? none],
    [t('auditLog.entry.action'), labelledAction],
    [t('auditLog.entry.object'), objectText(entry) || none],
    [t('auditLog.entry.ip'), entry.ip ?? none],
    [t('auditLog.entry.requestId'), entry.request_id ?? none],
  ];
  const details = Object.keys(entry.details).length > 0;
  const actor = entry.actor;
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} width="min(640px, 90vw)">
      <DialogTitle id={titleId}>{t('auditLog.entry.title', { id: entry.id })}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('auditLog.entry.details')}
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: '0.8rem' }}
        >
          {details ? JSON.stringify(entry.details, null, 2) : none}
        </Box>
      </DialogContent>
      <DialogActions>
        {onOnlyOrganisation && entry.organisation ? (
          <Button onClick={() => onOnlyOrganisation(entry.organisation!)}>
            {t('auditLog.entry.onlyOrganisation')}
          </Button>
        ) : null}
        {actor ? (
          <Button onClick={() => onOnlyTheirs(actor)}>{t('auditLog.entry.onlyTheirs')}</Button>
        ) : null}
        <Button onClick={onClose}>{t('auditLog.entry.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
