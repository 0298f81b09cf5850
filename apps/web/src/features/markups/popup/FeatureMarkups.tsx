import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from '../../../entities/map/useMap.js';
import { featureParams } from '../../../entities/markup/markupParams.js';
import { useMarkupPage } from '../../../entities/markup/markupQueries.js';
import type { PopupSectionProps } from '../../../map/popupSections.js';
import { closePopup } from '../../../map/popupStore.js';
import { showMarkup, startDraft } from '../markupsStore.js';
import { StatusDot } from '../StatusDot.js';

/**
 * The markups about the clicked feature (those linked to its layer and fid), each opening in
 * the markups panel; and 'Report an issue here', which starts a markup at the clicked point,
 * linked to the feature, for those the map's abilities let add markups.
 */
export function FeatureMarkups({ feature, mapId }: PopupSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const abilities = useMap(mapId).data?.abilities;
  const fid = feature.fid;
  const linked = useMarkupPage(mapId, featureParams(feature.layerId, fid ?? 0), fid !== null);
  const markups = linked.data?.results ?? [];
  const mayAdd = abilities?.add_markup === true;
  if (!mayAdd && markups.length === 0) return null;

  const report = () => {
    closePopup();
    const at = feature.lngLat;
    startDraft({
      shape: 'point',
      geometry: at ? { type: 'Point', coordinates: [at.lng, at.lat] } : null,
      feature: fid !== null ? { layer: feature.layerId, fid: String(fid) } : null,
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 3, py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('markup.popup.title')}
        </Typography>
        {mayAdd ? (
          <Button size="small" startIcon={<AddLocationIcon />} onClick={report}>
            {t('markup.popup.report')}
          </Button>
        ) : null}
      </Stack>
      {markups.length > 0 ? (
        <List dense disablePadding>
          {markups.map((markup) => (
            <ListItem key={markup.id} disableGutters sx={{ gap: 1 }}>
              <StatusDot status={markup.status} />
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => {
                  closePopup();
                  showMarkup(markup.id, true);
                }}
                sx={{ textAlign: 'left' }}
              >
                {markup.title}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {t(`markupWords.status.${markup.status}`)}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('markup.popup.none')}
        </Typography>
      )}
    </Box>
  );
}
