import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The Survey date column's heading, with what an empty date means. */
export function SurveyDateHeader() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {t('upload.columns.surveyDate')}
      <Tooltip title={t('upload.surveyDate.help')}>
        <IconButton size="small" aria-label={t('upload.surveyDate.helpLabel')} sx={{ p: 0.25 }}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
