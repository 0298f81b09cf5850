import { Stack, Tooltip, Typography } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { processingErrorText } from '../../../entities/layer/processingError.js';

/**
 * A file's processing error as section 8 has it: code and title, and the message; the
 * server's own account of what went wrong, when it has one, as the tooltip.
 */
export function FileErrorCell({
  file,
}: {
  file: Pick<LayerFileRead, 'status' | 'error_code' | 'error'>;
}) {
  const { t } = useTranslation();
  if (file.status !== 'error' && file.error_code === null) return null;
  const error = processingErrorText(t, file.error_code ?? 1);
  const content = (
    <Stack sx={{ py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="error" sx={{ fontWeight: 500 }}>
        {error.label}
      </Typography>
      <Typography variant="caption" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
        {error.message}
      </Typography>
    </Stack>
  );
  return file.error ? (
    <Tooltip title={file.error} describeChild>
      {content}
    </Tooltip>
  ) : (
    content
  );
}
