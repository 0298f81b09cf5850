import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../../../lib/format.js';
import { FileKindIcon } from '../../../entities/layer-file/FileKindIcon.js';
import { FileActions } from './FileActions.js';

/**
 * A titled table of files: name, size (1024 steps), date (dd/MM/yyyy), view and download. It
 * scrolls sideways on a phone rather than squeezing the names.
 */
export function PopupFileTable({
  title,
  files,
  emptyText,
}: {
  title: string;
  files: readonly LayerFileRead[];
  emptyText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={title || t('popups.files.files')} sx={{ py: 1 }}>
      {title && (
        <Typography variant="overline" color="text.secondary" component="h3" sx={{ px: 1.5 }}>
          {title}
        </Typography>
      )}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {emptyText ?? t('popups.files.none')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 420 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('popups.files.name')}</TableCell>
                <TableCell sx={{ fontWeight: 600, width: 90 }}>{t('popups.files.size')}</TableCell>
                <TableCell sx={{ fontWeight: 600, width: 110 }}>{t('popups.files.date')}</TableCell>
                <TableCell sx={{ width: 96 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('popups.files.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((file) => (
                <TableRow key={file.id} hover>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <FileKindIcon file={file} />
                      {file.name}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.size)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(file.created_at)}</TableCell>
                  <TableCell padding="none">
                    <FileActions file={file} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
