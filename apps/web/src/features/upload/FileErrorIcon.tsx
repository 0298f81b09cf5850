import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The layer upload's per-file error icon (2.8): its tooltip lists that file's errors. */
export function FileErrorIcon({ name, messages }: { name: string; messages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Tooltip
      describeChild
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      }
    >
      <IconButton size="small" color="error" aria-label={t('upload.fileErrors', { name })}>
        <ErrorOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
