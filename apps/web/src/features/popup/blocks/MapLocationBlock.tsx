import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notificationsStore.js';
import { copyText } from '../../../lib/copyText.js';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { usePopupData } from '../popupContext.js';
import { has, numberAttr, textAttr } from './attrs.js';
import { coordinatesText, mapLinkOf, positionOf } from './mapLink.js';

/**
 * <map-location>: a button that opens the feature's place in the device's map application,
 * and one that copies its coordinates. The place is `lat`/`lon` when given, else the
 * feature's wgs84_lat / wgs84_lon, else where the feature is on the map.
 */
export function MapLocationBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { feature } = usePopupData();
  const props = feature.properties;
  const position =
    (has(attrs, 'lat') || has(attrs, 'lon')
      ? positionOf(attrs.lat, attrs.lon)
      : positionOf(props.wgs84_lat, props.wgs84_lon)) ??
    (feature.lngLat ? positionOf(feature.lngLat.lat, feature.lngLat.lng) : null);
  if (!position) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
        {t('popups.location.none')}
      </Typography>
    );
  }
  const text = coordinatesText(position.lat, position.lon);
  const href = mapLinkOf(
    position.lat,
    position.lon,
    navigator.userAgent,
    numberAttr(attrs, 'zoom', 17),
  );
  const label = textAttr(attrs, 'label') || t('popups.location.open');

  const copy = async () => {
    const copied = await copyText(text);
    showToast(
      copied ? t('popups.location.copied', { coordinates: text }) : t('popups.location.copyFailed'),
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PlaceIcon />}
        href={href}
        // geo: goes to the maps app; a web map opens beside the portal.
        {...(href.startsWith('geo:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {label}
      </Button>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Typography>
      <Tooltip title={t('popups.location.copy')}>
        <IconButton size="small" aria-label={t('popups.location.copy')} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
