import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { conflictingFields, MarkupConflictError } from '../../../entities/markup/markupConflict.js';
import type { OutboxChange } from '../../../entities/markup/outbox/outboxEntry.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { fieldLabel, valueText } from '../detail/historyWords.js';
import { useLookups } from '../detail/useLookups.js';

/** A field of the markup as the server has it now, as a change would name it. */
function currentValue(current: MarkupRead, field: string): unknown {
  if (field === 'category') return current.category;
  if (field === 'assignee') return current.assignee;
  return (current as unknown as Record<string, unknown>)[field];
}

/**
 * A change made offline that the server refused (409) because someone changed the markup
 * meanwhile: each field the user changed, theirs beside the server's; 'Keep mine' sends it again
 * on the new version, 'Use theirs' drops it. Closing asks again later: nothing is dropped unasked.
 */
export function OutboxConflictDialog({
  entry,
  current,
  busy,
  onKeepMine,
  onUseTheirs,
  onClose,
}: {
  entry: OutboxChange;
  current: MarkupRead;
  busy: boolean;
  onKeepMine(): void;
  onUseTheirs(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const lookups = useLookups(current);
  const conflict = new MarkupConflictError(current, entry.patch);
  const fields = conflictingFields(conflict);
  const mine = (field: string) =>
    valueText(field, entry.patch[field as keyof typeof entry.patch], t, lookups);
  return (
    <Dialog open onClose={onClose} aria-labelledby="outbox-conflict-title" maxWidth="sm" fullWidth>
      <DialogTitle id="outbox-conflict-title">
        {t('markupOutbox.conflictTitle', { title: current.title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('markupOutbox.conflictText', { when: formatWhen(current.updated_at) })}
        </DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('markupOutbox.field')}</TableCell>
              <TableCell>{t('markupOutbox.mine')}</TableCell>
              <TableCell>{t('markupOutbox.theirs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {fieldLabel(field, t)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{mine(field)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {valueText(field, currentValue(current, field), t, lookups)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onUseTheirs} disabled={busy}>
          {t('markupOutbox.useTheirs')}
        </Button>
        <Button variant="contained" onClick={onKeepMine} loading={busy}>
          {t('markupOutbox.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
