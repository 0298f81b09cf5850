import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import type { IfcElementInfo, IfcProperty } from './ifcProperties.js';

export type IfcSelection =
  { state: 'none' } | { state: 'loading' } | { state: 'shown'; info: IfcElementInfo };

interface IfcPropertiesPanelProps {
  selection: IfcSelection;
  onClose(): void;
}

function Rows({ properties }: { properties: readonly IfcProperty[] }) {
  const { t, i18n } = useTranslation();
  const text = (value: IfcProperty['value']) =>
    typeof value === 'boolean'
      ? t(value ? 'viewers.model.yes' : 'viewers.model.no')
      : typeof value === 'number'
        ? value.toLocaleString(i18n.language, { maximumFractionDigits: 6 })
        : value;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, 40%) 1fr' }}
    >
      {properties.map((property, i) => (
        <Box key={`${property.name}-${i}`} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{
              py: 0.5,
              pr: 1,
              color: 'text.secondary',
              typography: 'body2',
              wordBreak: 'break-word',
            }}
          >
            {property.name}
          </Box>
          <Box component="dd" sx={{ m: 0, py: 0.5, typography: 'body2', wordBreak: 'break-word' }}>
            {text(property.value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The properties of the IFC element clicked in the model: class, attributes, sets, materials. */
export function IfcPropertiesPanel({ selection, onClose }: IfcPropertiesPanelProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('viewers.model.properties')}
      sx={{
        position: { xs: 'absolute', sm: 'relative' },
        left: { xs: 0 },
        right: { xs: 0 },
        bottom: { xs: 0 },
        height: { xs: selection.state === 'none' ? 'auto' : '50%', sm: '100%' },
        width: { sm: 320 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderLeft: { sm: 1 },
        borderTop: { xs: 1, sm: 0 },
        borderColor: { xs: 'divider', sm: 'divider' },
        zIndex: 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 500 }}>
          {t('viewers.model.properties')}
        </Typography>
        {selection.state !== 'none' && (
          <IconButton
            size="small"
            aria-label={t('viewers.model.closeProperties')}
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {selection.state === 'none' && (
          <Typography variant="body2" color="text.secondary">
            {t('viewers.model.noSelection')}
          </Typography>
        )}
        {selection.state === 'loading' && <LoadingIndicator />}
        {selection.state === 'shown' && (
          <>
            <Rows
              properties={[
                { name: t('viewers.model.ifcClass'), value: selection.info.className },
                ...(selection.info.materials.length
                  ? [
                      {
                        name: t('viewers.model.materials'),
                        value: selection.info.materials.join(', '),
                      },
                    ]
                  : []),
              ]}
            />
            {selection.info.groups.map((group, i) => (
              <Box
                key={`${group.name ?? t('viewers.model.element')}-${i}`}
                component="section"
                sx={{ mt: 1.5 }}
              >
                <Typography
                  variant="overline"
                  component="h4"
                  sx={{ lineHeight: 1.6, display: 'block' }}
                >
                  {group.name ?? t('viewers.model.element')}
                </Typography>
                <Rows properties={group.properties} />
              </Box>
            ))}
            {selection.info.groups.every((g) => g.properties.length === 0) && (
              <Typography variant="body2" color="text.secondary">
                {t('viewers.model.noProperties')}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
