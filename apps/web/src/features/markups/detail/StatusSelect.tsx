import { Box, MenuItem, TextField } from '@mui/material';
import { MARKUP_STATUSES, type MarkupRead, type MarkupStatus } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../StatusDot.js';
import type { MarkupChange } from './useMarkupChange.js';

/**
 * The markup's status, changed in one step (sent at once, with the version shown): shown where
 * its abilities.change_status allow (its author, its assignee, a manager of others' markups).
 */
export function StatusSelect({ markup, change }: { markup: MarkupRead; change: MarkupChange }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('markup.form.status')}
      value={markup.status}
      disabled={change.saving}
      onChange={(event) => {
        const status = event.target.value as MarkupStatus;
        if (status !== markup.status) void change.apply({ status, version: markup.version });
      }}
    >
      {MARKUP_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <StatusDot status={status} />
            {t(`markupWords.status.${status}`)}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
