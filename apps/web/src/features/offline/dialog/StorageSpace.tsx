import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storageUse } from '../../../entities/pack/storage/storageUse.js';
import { formatFileSize } from '../../../lib/format.js';

/** The site's storage as the browser counts it (navigator.storage.estimate()), kept up to date. */
export function StorageSpace({ refreshMs }: { refreshMs: number | false }) {
  const { t } = useTranslation();
  const use = useQuery({
    queryKey: ['storage-use'],
    queryFn: storageUse,
    networkMode: 'always',
    refetchInterval: refreshMs,
  });
  if (!use.data) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('offline.space', {
        used: formatFileSize(use.data.usage),
        quota: formatFileSize(use.data.quota),
      })}
    </Typography>
  );
}
