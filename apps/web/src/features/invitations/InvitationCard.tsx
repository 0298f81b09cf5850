import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { InvitationRead, ProfileOrganisation } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { formatDate } from '../../lib/format.js';
import { showToast } from '../../lib/notificationsStore.js';
import { useAnswerInvitation } from '../../entities/invitation/invitationQueries.js';
import { InvitationStatusChip } from './InvitationStatusChip.js';
import { inviterName } from './inviterName.js';

interface Props {
  invitation: InvitationRead;
  /** The organisation, once the account is a member of it and it is not the current one. */
  joined: ProfileOrganisation | null;
  onSwitch(organisation: ProfileOrganisation): void;
}

/**
 * One invitation as its invitee sees it: the organisation, who invited them and when, until
 * when it is open or how it ended, and 'Accept' / 'Decline' where its abilities allow.
 */
export function InvitationCard({ invitation, joined, onSwitch }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = useAnswerInvitation();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [failed, setFailed] = useState(false);
  const organisation = invitation.organisation.name;
  const inviter = inviterName(invitation);
  const sent = formatDate(invitation.created_at);
  const open = invitation.status === 'pending';

  const send = async (choice: 'accept' | 'decline') => {
    setFailed(false);
    try {
      await answer.mutateAsync({ invitation, answer: choice });
      setConfirmingDecline(false);
      showToast(
        t(choice === 'accept' ? 'invitations.mine.accepted' : 'invitations.mine.declined', {
          organisation,
        }),
      );
    } catch {
      setConfirmingDecline(false);
      setFailed(true);
    }
  };

  const outcome = (() => {
    if (invitation.status === 'pending') {
      return t('invitations.mine.expiresOn', { date: formatDate(invitation.expires_at) });
    }
    if (invitation.status === 'expired') {
      return t('invitations.mine.expiredOn', { date: formatDate(invitation.expires_at) });
    }
    return t(`invitations.mine.answeredOn.${invitation.status}`, {
      date: formatDate(invitation.responded_at ?? invitation.expires_at),
    });
  })();

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h3" sx={{ minWidth: 0 }}>
          {organisation}
        </Typography>
        <InvitationStatusChip status={invitation.status} />
      </Stack>
      <Typography variant="body2">
        {inviter
          ? t('invitations.mine.invitedBy', { name: inviter, date: sent })
          : t('invitations.mine.invitedOn', { date: sent })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {outcome}
      </Typography>
      {open && invitation.admin ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('invitations.mine.asAdmin', { organisation })}
        </Typography>
      ) : null}
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {t('invitations.mine.answerFailed')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5, '&:empty': { display: 'none' } }}
      >
        {invitation.abilities.accept ? (
          <Button
            variant="contained"
            onClick={() => void send('accept')}
            loading={answer.isPending && answer.variables.answer === 'accept'}
            disabled={answer.isPending}
            aria-label={t('invitations.mine.acceptLabel', { organisation })}
          >
            {t('invitations.mine.accept')}
          </Button>
        ) : null}
        {invitation.abilities.decline ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setConfirmingDecline(true)}
            disabled={answer.isPending}
            aria-label={t('invitations.mine.declineLabel', { organisation })}
          >
            {t('invitations.mine.decline')}
          </Button>
        ) : null}
        {joined ? (
          <Button variant="outlined" onClick={() => onSwitch(joined)}>
            {t('invitations.mine.switchTo', { organisation: joined.name })}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirmingDecline}
        title={t('invitations.mine.declineTitle', { organisation })}
        text={t('invitations.mine.declineText')}
        confirmLabel={t('invitations.mine.decline')}
        dismissLabel={t('invitations.mine.keep')}
        busy={answer.isPending}
        onConfirm={() => void send('decline')}
        onClose={() => setConfirmingDecline(false)}
      />
    </Paper>
  );
}
