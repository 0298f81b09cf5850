import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/UnarchiveOutlined';
import { Chip, IconButton, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import type { MarkupCategory } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { MarkupIconGlyph } from '../../../entities/markup/MarkupIconGlyph.js';

export type CategoryAction = 'up' | 'down' | 'edit' | 'archive' | 'restore' | 'delete';

/**
 * A category of the list: its icon, name and use; moved up or down, edited, archived or
 * restored as its abilities.change allow; deleted when no markup uses it (abilities.delete).
 */
export function CategoryRow({
  category,
  first,
  last,
  busy,
  onAction,
}: {
  category: MarkupCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction(action: CategoryAction): void;
}) {
  const { t } = useTranslation();
  const { name, abilities } = category;
  const button = (
    action: CategoryAction,
    label: string,
    icon: React.ReactNode,
    disabled = false,
  ) => (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      disabled={busy || disabled}
      onClick={() => onAction(action)}
    >
      {icon}
    </IconButton>
  );
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', opacity: category.archived ? 0.7 : 1 }}>
      <ListItemIcon sx={{ minWidth: 32 }}>
        <MarkupIconGlyph icon={category.icon} />
      </ListItemIcon>
      <ListItemText
        primary={name}
        secondary={
          category.markup_count > 0
            ? t('markupCategories.used', { count: category.markup_count })
            : t('markupCategories.unused')
        }
        sx={{ minWidth: 160 }}
      />
      {category.archived ? (
        <Chip size="small" label={t('markupCategories.archived')} variant="outlined" />
      ) : null}
      {abilities.change ? (
        <Stack direction="row">
          {button(
            'up',
            t('markupCategories.moveUp', { name }),
            <ArrowUpIcon fontSize="small" />,
            first,
          )}
          {button(
            'down',
            t('markupCategories.moveDown', { name }),
            <ArrowDownIcon fontSize="small" />,
            last,
          )}
          {button('edit', t('markupCategories.edit', { name }), <EditIcon fontSize="small" />)}
          {category.archived
            ? button(
                'restore',
                t('markupCategories.restore', { name }),
                <RestoreIcon fontSize="small" />,
              )
            : button(
                'archive',
                t('markupCategories.archive', { name }),
                <ArchiveIcon fontSize="small" />,
              )}
        </Stack>
      ) : null}
      {abilities.delete && category.markup_count === 0
        ? button('delete', t('markupCategories.delete', { name }), <DeleteIcon fontSize="small" />)
        : null}
    </ListItem>
  );
}
