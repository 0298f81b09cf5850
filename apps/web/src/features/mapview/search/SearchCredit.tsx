import { Link, Typography } from '@mui/material';
import type { SearchResponse } from '@waymark/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * 'Search by' and the services that answered, as the last answer named them; with the data's
 * licence where the answer names one (GeoNames' CC BY 4.0 asks for it beside the credit).
 */
export function SearchCredit({ attribution }: { attribution: SearchResponse['attribution'] }) {
  const { t } = useTranslation();
  if (attribution.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {t('mapView.searchBy')}{' '}
      {attribution.map((entry, index) => {
        const url = safeUrl(entry.url);
        const licenceUrl = safeUrl(entry.licence?.url ?? null);
        return (
          <Fragment key={`${entry.name}-${index}`}>
            {index > 0 && ', '}
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer" underline="always">
                {entry.name}
              </Link>
            ) : (
              entry.name
            )}
            {entry.licence && (
              <>
                {' ('}
                {licenceUrl ? (
                  <Link
                    href={licenceUrl}
                    target="_blank"
                    rel="noopener noreferrer license"
                    underline="always"
                    aria-label={t('mapView.searchLicence', { licence: entry.licence.name })}
                  >
                    {entry.licence.name}
                  </Link>
                ) : (
                  entry.licence.name
                )}
                {')'}
              </>
            )}
          </Fragment>
        );
      })}
    </Typography>
  );
}
