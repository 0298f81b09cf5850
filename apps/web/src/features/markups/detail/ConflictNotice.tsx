import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  conflictingFields,
  type MarkupConflictError,
} from '../../../entities/markup/markupConflict.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { fieldLabel, valueText } from './historyWords.js';
import type { MarkupChange } from './useMarkupChange.js';
import { useLookups } from './useLookups.js';

/** The current value of a field of the markup, as the refused change names it. */
function currentValue(conflict: MarkupConflictError, field: string): unknown {
  const { current } = conflict;
  switch (field) {
    case 'category':
      return current.category;
    case 'assignee':
      return current.assignee;
    default:
      return (current as unknown as Record<string, unknown>)[field];
  }
}

/**
 * 'Changed by someone else meanwhile': the markup is shown as it is now; for each field the
 * user changed, theirs and the current value; 'Apply my changes again' sends theirs on top.
 */
export function ConflictNotice({
  conflict,
  change,
}: {
  conflict: MarkupConflictError;
  change: MarkupChange;
}) {
  const { t } = useTranslation();
  const lookups = useLookups(conflict.current);
  const fields = conflictingFields(conflict);
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t('markup.conflict.title')}</AlertTitle>
      <Typography variant="body2">
        {t('markup.conflict.text', { when: formatWhen(conflict.current.updated_at) })}
      </Typography>
      {fields.map((field) => (
        <Typography key={field} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('markup.conflict.field', {
            field: fieldLabel(field, t),
            mine: valueText(
              field,
              conflict.refused[field as keyof typeof conflict.refused],
              t,
              lookups,
            ),
            now: valueText(field, currentValue(conflict, field), t, lookups),
          })}
        </Typography>
      ))}
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          color="warning"
          loading={change.saving}
          onClick={() => void change.reapply()}
        >
          {t('markup.conflict.reapply')}
        </Button>
        <Button size="small" color="inherit" onClick={change.dismiss} disabled={change.saving}>
          {t('markup.conflict.keep')}
        </Button>
      </Stack>
    </Alert>
  );
}
