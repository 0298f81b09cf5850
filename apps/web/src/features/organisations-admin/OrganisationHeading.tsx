import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailHeading } from '../../components/DetailHeading.js';
import { organisationQuery } from '../../entities/organisation/organisationsQueries.js';

/** The organisation's name as the page heading, with the way back to the list. */
export function OrganisationHeading({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(organisationQuery(organisationId));
  return (
    <DetailHeading backTo="/organisations/" backLabel={t('organisationsAdmin.backToList')}>
      {data?.name ?? t('admin.organisation')}
    </DetailHeading>
  );
}
