import MailIcon from '@mui/icons-material/MailOutlined';
import { Chip, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePendingInvitationCount } from '../../entities/invitation/invitationQueries.js';

/** The user menu's 'Invitations', with how many wait for an answer. */
export function InvitationsMenuItem({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  const pending = usePendingInvitationCount();
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <MailIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('invitations.menu')}</ListItemText>
      {pending ? (
        <Chip
          size="small"
          color="secondary"
          label={pending}
          aria-label={t('invitations.pendingCount', { count: pending })}
          sx={{ ml: 1.5 }}
        />
      ) : null}
    </MenuItem>
  );
}
