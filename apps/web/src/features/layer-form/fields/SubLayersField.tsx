import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LayerFormValues } from '../layerFormSchema.js';
import { MultiSelectField } from './MultiSelectField.js';

/** Sub-layers the user keeps after 'Inverse': those available and not chosen now. */
export function inverseOf(chosen: readonly string[], available: readonly string[]): string[] {
  const set = new Set(chosen);
  return available.filter((name) => !set.has(name));
}

/**
 * Sub layers (2.10, an existing layer only): read-only chips, or in edit mode the multi-select
 * 'Filter By Sub-layers' with All, Clear and Inverse and the 'N selected' count. None chosen
 * shows every sub-layer (the viewer filters only when some are chosen).
 */
export function SubLayersField({
  control,
  available,
  editing,
}: {
  control: Control<LayerFormValues>;
  available: readonly string[];
  editing: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ name: 'sub_layers', control });
  const chosen = field.value;
  if (!editing) {
    return (
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3" id={labelId}>
          {t('layerForm.subLayers')}
        </Typography>
        {chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {available.length === 0 ? t('layerForm.noSubLayers') : t('layerForm.allSubLayersShown')}
          </Typography>
        ) : (
          <Box
            role="list"
            aria-labelledby={labelId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {chosen.map((name) => (
              <Chip key={name} role="listitem" label={name} size="small" />
            ))}
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <MultiSelectField
        name="sub_layers"
        control={control}
        label={t('layerForm.subLayersFilter')}
        options={available}
        disabled={available.length === 0}
        helperText={chosen.length === 0 ? t('layerForm.allSubLayersShown') : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          disabled={available.length === 0 || chosen.length === available.length}
          onClick={() => field.onChange([...available])}
        >
          {t('layerForm.subLayersAll')}
        </Button>
        <Button size="small" disabled={chosen.length === 0} onClick={() => field.onChange([])}>
          {t('layerForm.subLayersClear')}
        </Button>
        <Button
          size="small"
          disabled={available.length === 0}
          onClick={() => field.onChange(inverseOf(chosen, available))}
        >
          {t('layerForm.subLayersInverse')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: 'auto' }}>
          {t('layerForm.selectedCount', { count: chosen.length })}
        </Typography>
      </Stack>
    </Stack>
  );
}
