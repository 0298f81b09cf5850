import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { VolumeAnswer } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { methodWords } from './methodWords.js';
import { crsText, formatQuantity, methodText, QUANTITIES, surveysText } from './volumeFormat.js';

/** The answer: cut, fill, net, their areas, the cells; the surveys, the system and the method. */
export function VolumeAnswerView({
  answer,
  onCsv,
  onPdf,
  printing,
}: {
  answer: VolumeAnswer;
  onCsv(): void;
  onPdf(): void;
  printing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const words = {
    versus: (later: string, earlier: string) => t('volume.versus', { later, earlier }),
    plane: (elevation: string) => t('volume.basePlane', { elevation }),
  };
  return (
    <Box data-testid="volume-answer">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.25,
          m: 0,
        }}
      >
        {QUANTITIES.map((quantity) => (
          <Box key={quantity.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`volume.${quantity.label}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-testid={`volume-${quantity.key}`}
              data-value={answer[quantity.key]}
              sx={{ m: 0, textAlign: 'right', fontWeight: quantity.unit === 'm³' ? 600 : 400 }}
            >
              {formatQuantity(answer, quantity, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="volume-surveys">
        {t('volume.surveys')}: {surveysText(answer, words, locale)}
      </Typography>
      <Typography variant="body2" data-testid="volume-crs">
        {t('volume.crs')}: {crsText(answer)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {t('volume.method')}: {methodText(answer, methodWords(t), locale)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          title={t('volume.exportCsvLabel')}
          onClick={onCsv}
        >
          {t('volume.exportCsv')}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          title={t('volume.exportPdfLabel')}
          onClick={onPdf}
          loading={printing}
        >
          {t('volume.exportPdf')}
        </Button>
      </Stack>
    </Box>
  );
}
