import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useUpdateUserSettings } from '../../entities/session/useUserSettings.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { showToast } from '../../lib/notificationsStore.js';
import { markupNoticesMessages } from './markupNoticesMessages.js';

// Loaded with the menu: its texts come with it (see i18n/registerMessages.ts).
registerMessages('markupNotices', markupNoticesMessages);

/**
 * 'Mail me about markups' (profile.settings.markup_notices): ticked, the user is mailed when a
 * markup is assigned to them and when theirs change or get comments. The menu stays open.
 */
export function MarkupNoticesItem({ onShown }: { onShown?(): void }) {
  const { t } = useTranslation();
  const profile = useCurrentUser();
  const update = useUpdateUserSettings();
  // Come after the menu was placed, wider than its room: the menu is placed again.
  useEffect(() => onShown?.(), [onShown]);
  if (!profile) return null;
  const on = profile.settings.markup_notices;
  // One line, as tall as the placeholder it replaces: the entries below it stay under the
  // pointer when it comes. The help is its description (and its tooltip).
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={on}
      aria-description={t('markupNotices.help')}
      title={t('markupNotices.help')}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { markup_notices: !on },
          { onError: () => showToast(t('markupNotices.failed')) },
        )
      }
    >
      <ListItemIcon>
        {on ? <CheckBoxIcon fontSize="small" /> : <CheckBoxBlankIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{t('markupNotices.label')}</ListItemText>
    </MenuItem>
  );
}
