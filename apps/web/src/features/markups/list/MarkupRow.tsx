import { ListItemButton, ListItemIcon, ListItemText, Stack } from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../../../entities/markup/markupLook.js';
import { MarkupIconGlyph } from '../../../entities/markup/MarkupIconGlyph.js';
import { formatDay } from '../../../lib/formatDay.js';
import { WaitingChip } from '../outbox/WaitingChip.js';

/** What a row says under the title: status, category, assignee and due date. */
export function rowFacts(markup: MarkupRead, t: TFunction, language: string): string {
  return [
    t(`markupWords.status.${markup.status}`),
    markup.category.name,
    markup.assignee ? markup.assignee.name : null,
    markup.due_date ? t('markup.list.due', { date: formatDay(markup.due_date, language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A markup of the list: a click brings the map to it and opens it. `waiting`: it (or a change of
 * it) is kept on this device until the network is back.
 */
export function MarkupRow({
  markup,
  waiting = false,
  onOpen,
}: {
  markup: MarkupRead;
  waiting?: boolean;
  onOpen(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ListItemButton onClick={onOpen} dense sx={{ px: 1, borderRadius: 1 }}>
      <ListItemIcon sx={{ minWidth: 34 }}>
        <Stack
          sx={{
            width: 26,
            height: 26,
            borderRadius: '50%',
            bgcolor: STATUS_COLOURS[markup.status],
            color: '#fff',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <MarkupIconGlyph icon={markup.category.icon} sx={{ fontSize: 16 }} />
        </Stack>
      </ListItemIcon>
      <ListItemText
        primary={markup.title}
        secondary={rowFacts(markup, t, i18n.language)}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
      {waiting ? <WaitingChip /> : null}
    </ListItemButton>
  );
}
