import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/PageFrame.js';
import { MyInvitations } from '../features/invitations/MyInvitations.js';

/** /invitations/: the signed-in account's invitations, answered here (the mailed link). */
export function InvitationsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('invitations.title')}>
      <MyInvitations />
    </PageFrame>
  );
}
