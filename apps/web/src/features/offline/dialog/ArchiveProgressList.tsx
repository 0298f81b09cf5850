import { List, ListItem, ListItemText } from '@mui/material';
import type { PackArchiveRead } from '@waymark/contract/pack';
import { useTranslation } from 'react-i18next';
import { ArchiveState } from './ArchiveState.js';

/** The pack's archives on the server, each with its layer, kind and state. */
export function ArchiveProgressList({ archives }: { archives: readonly PackArchiveRead[] }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding>
      {archives.map((archive) => (
        <ListItem key={`${archive.layer}-${archive.kind}`} disableGutters>
          <ListItemText
            primary={`${archive.name} (${t(`offline.kinds.${archive.kind}`)})`}
            secondary={<ArchiveState archive={archive} />}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
