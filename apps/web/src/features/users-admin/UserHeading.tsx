import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailHeading } from '../../components/DetailHeading.js';
import { userQuery } from '../../entities/user/usersQueries.js';

/** The user's name as the page heading, with the way back to the list. */
export function UserHeading({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(userQuery(userId));
  return (
    <DetailHeading backTo="/users/" backLabel={t('usersAdmin.backToList')}>
      {data ? data.name || data.email : t('admin.user')}
    </DetailHeading>
  );
}
