import type { MapShareRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { FactList } from './FactList.js';
import { formatWhen } from '../../../lib/formatWhen.js';

/** How much a share's link was used: first and last use, requests, distinct clients. */
export function ShareUsage({ share }: { share: MapShareRead }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const never = t('mapSharesAdmin.never');
  return (
    <FactList
      title={t('mapSharesAdmin.usage.title')}
      facts={[
        {
          label: t('mapSharesAdmin.usage.firstUsed'),
          value: formatWhen(share.first_used_at) || never,
        },
        {
          label: t('mapSharesAdmin.usage.lastUsed'),
          value: formatWhen(share.last_used_at) || never,
        },
        { label: t('mapSharesAdmin.usage.requests'), value: count.format(share.request_count) },
        {
          label: t('mapSharesAdmin.usage.clients'),
          value: count.format(share.client_count),
          help: t('mapSharesAdmin.usage.clientsHelp'),
        },
      ]}
    />
  );
}
