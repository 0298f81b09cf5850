import { Badge, Box, Tab, Tabs } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { usePendingOrganisationInvitationCount } from '../../entities/invitation/invitationQueries.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { OrganisationInvitations } from '../../features/invitations/OrganisationInvitations.js';
import { UsersList } from '../../features/users-admin/UsersList.js';

type UsersTab = 'users' | 'invitations';

/**
 * /users/: the organisation's users and, for those who may add users to it (the current
 * organisation's `abilities.add_user`), its invitations of existing accounts in a second tab.
 */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.users')} ability="open_users_settings">
      <UsersTabs />
    </AdminPage>
  );
}

function UsersTabs() {
  const { t } = useTranslation();
  const organisation = useCurrentOrganisation();
  const mayInvite = organisation?.abilities.add_user ?? false;
  const [query, setQuery] = useSearchParams();
  const tab: UsersTab = mayInvite && query.get('tab') === 'invitations' ? 'invitations' : 'users';
  const pending = usePendingOrganisationInvitationCount(organisation?.id ?? null, mayInvite);
  // Each tab is a list of its own: its page, order, search and filter start afresh.
  const show = useCallback(
    (next: UsersTab) => setQuery(next === 'invitations' ? { tab: next } : {}, { replace: false }),
    [setQuery],
  );
  const showInvitations = useCallback(() => show('invitations'), [show]);

  if (!mayInvite) return <UsersList />;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, next: UsersTab) => show(next)}>
          <Tab value="users" label={t('sidebar.users')} />
          <Tab
            value="invitations"
            aria-label={
              pending
                ? t('invitations.organisation.tabPending', { count: pending })
                : t('invitations.organisation.tab')
            }
            label={
              <Badge color="secondary" badgeContent={pending ?? 0} sx={{ pr: pending ? 1.5 : 0 }}>
                {t('invitations.organisation.tab')}
              </Badge>
            }
          />
        </Tabs>
      </Box>
      {tab === 'invitations' ? (
        <OrganisationInvitations organisationId={organisation?.id ?? null} />
      ) : (
        <UsersList onShowInvitations={showInvitations} />
      )}
    </>
  );
}
