import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Waiting to be sent': a markup, change or comment kept on this device until the network is back. */
export function WaitingChip() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('markupOutbox.waitingHelp')}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<CloudUploadIcon />}
        label={t('markupOutbox.waiting')}
        data-testid="markup-waiting"
        sx={{ alignSelf: 'flex-start' }}
      />
    </Tooltip>
  );
}
