import { MenuItem, TextField } from '@mui/material';
import { INVITATION_STATES, type InvitationState } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { invitationStateOf } from './useInvitationFilters.js';

const ANY = '';

/** The list's status filter: any state, or one of the five. */
export function InvitationStatusFilter({
  value,
  onChange,
}: {
  value: InvitationState | null;
  onChange(status: InvitationState | null): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('invitations.organisation.filters.status')}
      value={value ?? ANY}
      onChange={(event) => onChange(invitationStateOf(event.target.value))}
      // 'Any status' shows as the value, not as an empty field under its label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      <MenuItem value={ANY}>{t('invitations.organisation.filters.anyStatus')}</MenuItem>
      {INVITATION_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`invitations.status.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
