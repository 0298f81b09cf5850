import { Chip, Stack } from '@mui/material';
import { MARKUP_STATUSES, type MarkupStatus } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../../../entities/markup/markupLook.js';

/** The statuses chosen after a chip is pressed: it joins them, or leaves them. */
export function toggledStatuses(
  chosen: readonly MarkupStatus[],
  status: MarkupStatus,
): MarkupStatus[] {
  const next = chosen.includes(status)
    ? chosen.filter((other) => other !== status)
    : [...chosen, status];
  // In the contract's order, so that the same choice is the same query.
  return MARKUP_STATUSES.filter((other) => next.includes(other));
}

/**
 * A chip per status with how many markups have it (among those the other filters leave); a
 * pressed chip shows that status only (several may be pressed; none: all).
 */
export function StatusChips({
  counts,
  chosen,
  onChange,
}: {
  counts: Partial<Record<MarkupStatus, number>> | undefined;
  chosen: readonly MarkupStatus[];
  onChange(statuses: MarkupStatus[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.75}
      role="group"
      aria-label={t('markup.list.statuses')}
      sx={{ flexWrap: 'wrap', my: 1 }}
    >
      {MARKUP_STATUSES.map((status) => {
        const pressed = chosen.includes(status);
        const count = counts?.[status] ?? 0;
        const name = t(`markupWords.status.${status}`);
        return (
          <Chip
            key={status}
            size="small"
            clickable
            label={`${name} ${count}`}
            aria-pressed={pressed}
            aria-label={t('markup.list.statusChip', { status: name, count })}
            onClick={() => onChange(toggledStatuses(chosen, status))}
            variant={pressed ? 'filled' : 'outlined'}
            sx={{
              borderColor: STATUS_COLOURS[status],
              ...(pressed ? { bgcolor: STATUS_COLOURS[status], color: '#fff' } : {}),
              '&:hover': pressed ? { bgcolor: STATUS_COLOURS[status] } : {},
            }}
          />
        );
      })}
    </Stack>
  );
}
