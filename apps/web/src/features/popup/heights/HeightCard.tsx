import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LayerHeight } from '../../../entities/layer/elevation.js';
import { HeightRow } from './HeightRow.js';
import type { ClickedPlace } from './useHeightClick.js';

const OFFSET = 12;
const WIDTH = 240;
/** A card's likely height: below the place unless that would leave the map. */
const LIKELY_HEIGHT = 140;

/**
 * The heights at a clicked place, one row per layer of heights that is on (top first): its
 * name, the survey that answered and the height in metres, or that it has none there; beside
 * the place, with a dot on it.
 */
export function HeightCard({
  place,
  heights,
  onClose,
}: {
  place: ClickedPlace;
  heights: readonly LayerHeight[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const left = place.x + OFFSET + WIDTH > place.width && place.x > place.width / 2;
  const up = place.y + OFFSET + LIKELY_HEIGHT > place.height && place.y > place.height / 2;
  return (
    <>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: place.x - 5,
          top: place.y - 5,
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: 'common.white',
          bgcolor: 'primary.main',
          boxShadow: 1,
          pointerEvents: 'none',
          zIndex: 2,
        }}
      />
      <Paper
        role="dialog"
        aria-label={t('popups.heights.title')}
        data-testid="height-card"
        elevation={4}
        sx={{
          position: 'absolute',
          left: left ? place.x - OFFSET : place.x + OFFSET,
          top: up ? place.y - OFFSET : place.y + OFFSET,
          transform: `translate(${left ? '-100%' : '0'}, ${up ? '-100%' : '0'})`,
          width: WIDTH,
          maxWidth: 'calc(100% - 24px)',
          pl: 1.5,
          pr: 0.5,
          py: 0.75,
          zIndex: 3,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">{t('popups.heights.title')}</Typography>
          <IconButton size="small" aria-label={t('popups.heights.close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pr: 1 }}>
          {heights.map((height) => (
            <HeightRow key={height.layer.id} height={height} />
          ))}
        </Box>
      </Paper>
    </>
  );
}
