import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type InvitationRead } from '@waymark/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { ownInvitationsQuery } from '../../entities/invitation/invitationQueries.js';
import { useChangeOrganisation } from '../../entities/session/useChangeOrganisation.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { InvitationCard } from './InvitationCard.js';

/** Newest first, as the server sends them: the most recent invitations are few. */
const ALL_RECENT = { page: 1, items: DEFAULT_PAGE_SIZE, ordering: '', status: null } as const;

/**
 * /invitations/: the invitations addressed to the signed-in account, those waiting for an answer
 * first. Accepting reloads the profile, so the organisation joins the user's others at once.
 */
export function MyInvitations() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const current = useCurrentOrganisation();
  const changeOrganisation = useChangeOrganisation();
  const query = useQuery(ownInvitationsQuery(ALL_RECENT));

  if (query.isPending) return <LoadingIndicator />;
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('invitations.mine.loadFailed')}
      </Alert>
    );
  }
  const invitations = query.data.results;
  const waiting = invitations.filter((invitation) => invitation.status === 'pending');
  const earlier = invitations.filter((invitation) => invitation.status !== 'pending');
  // After accepting: a way into the organisation, once the profile holds it.
  const joinedOf = (invitation: InvitationRead) =>
    invitation.status === 'accepted' && invitation.organisation.id !== current?.id
      ? (user?.organisations.find((o) => o.id === invitation.organisation.id) ?? null)
      : null;
  const cards = (list: InvitationRead[]) =>
    list.map((invitation) => (
      <InvitationCard
        key={invitation.id}
        invitation={invitation}
        joined={joinedOf(invitation)}
        onSwitch={changeOrganisation}
      />
    ));

  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
        {t('invitations.mine.intro')}
      </Typography>
      {user?.impersonated_by && waiting.length ? (
        <Alert severity="info">{t('invitations.mine.impersonated')}</Alert>
      ) : null}
      {invitations.length === 0 ? (
        <Alert severity="info">{t('invitations.mine.empty')}</Alert>
      ) : null}
      {waiting.length ? (
        <InvitationSection title={t('invitations.mine.waiting')}>
          {cards(waiting)}
        </InvitationSection>
      ) : null}
      {earlier.length ? (
        <InvitationSection title={t('invitations.mine.earlier')}>
          {cards(earlier)}
        </InvitationSection>
      ) : null}
    </Stack>
  );
}

function InvitationSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
