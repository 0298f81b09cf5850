import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PackEstimate } from '@waymark/contract/pack';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format.js';

/**
 * The size of the pack asked for: tiles and bytes in all and per layer; beyond the limits, the
 * server's message (the pack would be refused).
 */
export function EstimateTable({
  estimate,
  tooLarge,
}: {
  estimate: PackEstimate;
  /** The server's message when it refused the pack (else the limits are said). */
  tooLarge: string | null;
}) {
  const { t } = useTranslation();
  const size = (bytes: number) => formatFileSize(bytes);
  return (
    <>
      <Typography variant="subtitle2" role="status" aria-live="polite">
        {t('offline.estimate.summary', {
          tiles: estimate.tiles.toLocaleString(),
          size: size(estimate.bytes),
        })}
      </Typography>
      {!estimate.within || tooLarge ? (
        <Alert severity="error">
          {tooLarge ??
            t('offline.estimate.limits', {
              tiles: estimate.max_tiles.toLocaleString(),
              size: size(estimate.max_bytes),
            })}
        </Alert>
      ) : null}
      <Table size="small" aria-label={t('offline.estimate.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('offline.estimate.layer')}</TableCell>
            <TableCell>{t('offline.estimate.kind')}</TableCell>
            <TableCell align="right">{t('offline.estimate.tiles')}</TableCell>
            <TableCell align="right">{t('offline.estimate.size')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {estimate.layers.map((layer) => (
            <TableRow key={`${layer.layer}-${layer.kind}`}>
              <TableCell>{layer.name}</TableCell>
              <TableCell>
                {t(`offline.kinds.${layer.kind}`)}
                {layer.reused ? ` (${t('offline.estimate.reused')})` : ''}
              </TableCell>
              <TableCell align="right">{layer.tiles.toLocaleString()}</TableCell>
              <TableCell align="right">{size(layer.bytes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
