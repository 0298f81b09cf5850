import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import type { IfcElementInfo, IfcProperty } from '@waymark/contract';
import { LoadingIndicator } from '../LoadingIndicator.js';
import { modelPropertiesMessages } from './messages.js';

// Loaded with the lazy viewers that show it: its texts come with it.
registerMessages('modelProperties', modelPropertiesMessages);

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
      ? t(value ? 'modelProperties.yes' : 'modelProperties.no')
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
      aria-label={t('modelProperties.properties')}
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
          {t('modelProperties.properties')}
        </Typography>
        {selection.state !== 'none' && (
          <IconButton
            size="small"
            aria-label={t('modelProperties.closeProperties')}
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {selection.state === 'none' && (
          <Typography variant="body2" color="text.secondary">
            {t('modelProperties.noSelection')}
          </Typography>
        )}
        {selection.state === 'loading' && <LoadingIndicator />}
        {selection.state === 'shown' && (
          <>
            <Rows
              properties={[
                // A glTF node has no class.
                ...(selection.info.className
                  ? [{ name: t('modelProperties.ifcClass'), value: selection.info.className }]
                  : []),
                ...(selection.info.materials.length
                  ? [
                      {
                        name: t('modelProperties.materials'),
                        value: selection.info.materials.join(', '),
                      },
                    ]
                  : []),
              ]}
            />
            {selection.info.groups.map((group, i) => (
              <Box
                key={`${group.name ?? t('modelProperties.element')}-${i}`}
                component="section"
                sx={{ mt: 1.5 }}
              >
                <Typography
                  variant="overline"
                  component="h4"
                  sx={{ lineHeight: 1.6, display: 'block' }}
                >
                  {group.name ?? t('modelProperties.element')}
                </Typography>
                <Rows properties={group.properties} />
              </Box>
            ))}
            {selection.info.groups.every((g) => g.properties.length === 0) && (
              <Typography variant="body2" color="text.secondary">
                {t('modelProperties.noProperties')}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
