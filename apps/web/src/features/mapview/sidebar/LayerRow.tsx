import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Box,
  Checkbox,
  CircularProgress,
  IconButton,
  Link,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreSelector } from '../../../lib/useStoreSelector.js';
import { closeSidebar } from '../../../components/sidebar/sidebarStore.js';
import { filesPanelStore, toggleFilesPanel } from '../files/filesPanelStore.js';
import { useMapViewParts } from '../mapViewParts.js';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { isLayerAvailable } from '../layers/zoomGate.js';
import {
  useLayerLoading,
  useMapController,
  useMapView,
} from '../../../map/MapControllerContext.js';
import { layerBox } from '../../../lib/box.js';
import { LAYER_FIT_MAX_ZOOM } from '../../../map/view/fitOptions.js';
import { LazyLayerSurveyDates } from '../dates/LazyLayerSurveyDates.js';
import { BetaChip } from './BetaChip.js';
import { LayerInfoDialog } from './LayerInfoDialog.js';

/**
 * One layer of the sidebar: on/off, name (zooms to it), BETA, info, loading, files; and, on a
 * map opened from its offline copy, whether the copy holds it (`notOffline`: not drawn).
 */
export function LayerRow({
  layer,
  enabled,
  onToggle,
  notOffline = false,
}: {
  layer: LayerRead;
  enabled: boolean;
  onToggle: (layerId: number, enabled: boolean) => void;
  notOffline?: boolean;
}) {
  const { LayerBadge, LayerTools } = useMapViewParts();
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const controller = useMapController();
  const available = useMapView((view) => isLayerAvailable(layer, view.zoom));
  const loading = useLayerLoading(layer.id);
  const filesShown = useStoreSelector(filesPanelStore, (shown) => shown === layer.id);
  const [infoOpen, setInfoOpen] = useState(false);

  const parts = layerNameParts(layer.name);
  const name = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  const box = layerBox(layer);
  // Zooming to a layer only makes sense while it is drawn.
  const zoomable = box !== null && enabled && available;

  const checkbox = (
    <Checkbox
      size="small"
      checked={enabled}
      disabled={!available}
      onChange={(event) => onToggle(layer.id, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('mapView.showLayer', { name }) } }}
      sx={{ p: 0.75 }}
    />
  );

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1, pr: 0.5, minHeight: 44 }}
      data-testid={`layer-${layer.id}`}
    >
      {/* One shape whether or not it is disabled, so that the checkbox is kept across zooms. */}
      <Tooltip
        title={
          available ? '' : t('mapView.outsideZoom', { min: layer.zoom_min, max: layer.zoom_max })
        }
      >
        <span>{checkbox}</span>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {zoomable ? (
            <Link
              component="button"
              underline="hover"
              color="inherit"
              variant="body2"
              title={t('mapView.zoomToLayer', { name })}
              onClick={() => {
                controller?.fitBounds(box, LAYER_FIT_MAX_ZOOM);
                if (phone) closeSidebar();
              }}
              sx={{
                textAlign: 'left',
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {name}
            </Link>
          ) : (
            <Typography
              variant="body2"
              noWrap
              title={name}
              // Greyed out of its zoom range, yet readable (text.disabled is 2.6:1, below AA).
              color={available ? 'text.primary' : 'text.secondary'}
            >
              {name}
            </Typography>
          )}
          {parts.beta && <BetaChip />}
        </Box>
        {notOffline ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('mapView.layerNotOffline')}
          </Typography>
        ) : null}
        <LazyLayerSurveyDates layer={layer} name={name} />
      </Box>
      <LayerBadge layer={layer} name={name} />
      {loading && (
        <CircularProgress
          size={16}
          aria-label={t('mapView.layerLoading', { name })}
          sx={{ mx: 0.5 }}
        />
      )}
      <IconButton
        size="small"
        aria-label={t('mapView.aboutLayer', { name })}
        onClick={() => setInfoOpen(true)}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      {layer.file_list_visibility !== 'NONE' && (
        <IconButton
          size="small"
          aria-label={t('mapView.layerFiles', { name })}
          aria-pressed={filesShown}
          color={filesShown ? 'primary' : 'default'}
          onClick={() => {
            toggleFilesPanel(layer.id);
            // On a phone the panel is under the drawer.
            if (phone) closeSidebar();
          }}
        >
          {filesShown ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
        </IconButton>
      )}
      <LayerInfoDialog
        name={name}
        description={layer.description}
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        actions={<LayerTools layer={layer} name={name} />}
      />
    </Box>
  );
}
