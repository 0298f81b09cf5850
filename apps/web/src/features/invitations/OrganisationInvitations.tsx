import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { INVITATION_ORDERING, type InvitationRead } from '@waymark/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '../../components/data-grid/ServerDataGrid.js';
import { useListParams } from '../../components/data-grid/useListParams.js';
import { showToast } from '../../lib/notificationsStore.js';
import {
  organisationInvitationsQuery,
  useAnswerInvitation,
} from '../../entities/invitation/invitationQueries.js';
import { InvitationStatusFilter } from './InvitationStatusFilter.js';
import { useInvitationColumns } from './useInvitationColumns.js';
import { useInvitationStatusFilter } from './useInvitationFilters.js';

const emailOf = (invitation: InvitationRead) => invitation.email;

/**
 * The organisation's invitations of existing accounts (the Users screen, for those who may add
 * users to it): paged, sorted and filtered by status by the server; 'Cancel invitation' asks
 * first, where the invitation's abilities allow it.
 */
export function OrganisationInvitations({ organisationId }: { organisationId: number | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const [status, setStatus] = useInvitationStatusFilter();
  const query = useQuery(
    organisationInvitationsQuery(organisationId, {
      page: params.page,
      items: params.items,
      ordering: params.ordering,
      status,
    }),
  );
  const columns = useInvitationColumns();
  const { mutateAsync: answer } = useAnswerInvitation();
  const onCancel = useCallback(
    async (invitation: InvitationRead) => {
      await answer({ invitation, answer: 'cancel' });
      showToast(t('invitations.organisation.cancelled', { email: invitation.email }));
    },
    [answer, t],
  );

  if (organisationId === null) {
    return <Alert severity="info">{t('invitations.organisation.noOrganisation')}</Alert>;
  }
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
          {t('invitations.organisation.intro')}
        </Typography>
        <InvitationStatusFilter value={status} onChange={setStatus} />
      </Stack>
      <ServerDataGrid<InvitationRead>
        label={t('invitations.organisation.list')}
        columns={columns}
        sortable={INVITATION_ORDERING}
        params={params}
        onParamsChange={setParams}
        page={query.data}
        loading={query.isFetching}
        error={query.isError}
        nameOf={emailOf}
        onDelete={onCancel}
        deleteAbility="cancel"
        deleteLabel={t('invitations.organisation.cancel')}
        deleteIcon={<CancelScheduleSendIcon />}
        confirmTitle={(invitation) =>
          t('invitations.organisation.cancelTitle', { email: invitation.email })
        }
        confirmText={t('invitations.organisation.cancelText')}
        confirmDismissLabel={t('invitations.organisation.keep')}
      />
    </>
  );
}
