import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { USER_ORDERING, type UserRead } from '@waymark/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../components/data-grid/ListToolbar.js';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../components/data-grid/useListParams.js';
import { showToast } from '../../lib/notificationsStore.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { useDeleteUser } from '../../entities/user/userMutations.js';
import { usersPageQuery } from '../../entities/user/usersQueries.js';
import { useUserColumns } from './useUserColumns.js';

const nameOf = (user: UserRead) => user.name || user.email;

/**
 * /users/: the current organisation's users, paged, sorted and searched by the server; a user's
 * `abilities.delete` offers 'Delete user', the organisation's `add_user` offers 'Create'.
 * `onShowInvitations` shows the organisation's invitations, where the page has them (an email
 * that already has an account is invited rather than created).
 */
export function UsersList({ onShowInvitations }: { onShowInvitations?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  const [params, setParams] = useListParams();
  const query = useQuery(usersPageQuery(organisationId, params));
  const columns = useUserColumns(organisationId);
  const { mutateAsync: deleteUser } = useDeleteUser();
  const [creating, setCreating] = useState(false);
  const canCreate = useOrganisationAbilities().add_user;

  const open = useCallback((user: UserRead) => void navigate(`/user/${user.id}/`), [navigate]);
  const onDelete = useCallback(
    async (user: UserRead) => {
      await deleteUser(user.id);
      showToast(t('usersAdmin.deleted', { name: nameOf(user) }));
    },
    [deleteUser, t],
  );
  const onSearch = useCallback((search: string) => setParams({ search, page: 1 }), [setParams]);

  if (organisationId === null)
    return <Alert severity="info">{t('usersAdmin.noOrganisation')}</Alert>;
  return (
    <>
      <ListToolbar
        what={t('usersAdmin.searchWhat')}
        search={params.search}
        onSearch={onSearch}
        onCreate={canCreate ? () => setCreating(true) : undefined}
      />
      <ServerDataGrid<UserRead>
        label={t('usersAdmin.listLabel')}
        columns={columns}
        sortable={USER_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={nameOf}
        onOpen={open}
        onDelete={onDelete}
        deleteLabel={t('usersAdmin.deleteUser')}
      />
      {creating ? (
        <CreateUserDialog
          onClose={() => setCreating(false)}
          onShowInvitations={onShowInvitations}
        />
      ) : null}
    </>
  );
}
