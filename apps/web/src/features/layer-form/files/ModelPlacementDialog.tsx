import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { modelPlacement, type LayerFileRead, type ModelPlacement } from '@waymark/contract';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog.js';
import { usePatchLayerFile } from '../../../entities/layer-file/usePatchLayerFile.js';
import { withTimeout } from '../../../lib/lazySection.js';
import { hasWebGL } from '../../../map/webgl.js';

// MapLibre and three.js load with the first preview.
const PlacementPreview = lazy(() =>
  withTimeout(import('./PlacementPreview.js')).then((module) => ({
    default: module.PlacementPreview,
  })),
);

const FIELDS = ['lng', 'lat', 'height', 'heading', 'scale'] as const;
type Field = (typeof FIELDS)[number];

/** Where a model stands unless told otherwise: the middle of its layer's data, on the ground. */
function startingPlace(file: LayerFileRead, layerBounds: readonly number[] | null) {
  if (file.placement) return file.placement;
  const [west = 0, south = 0, east = 0, north = 0] = layerBounds ?? [];
  return { lng: (west + east) / 2, lat: (south + north) / 2, height: 0, heading: 0, scale: 1 };
}

/** The fields as the API's schema reads them. */
const parsePlace = (values: Record<Field, string>) =>
  modelPlacement.safeParse(
    Object.fromEntries(FIELDS.map((field) => [field, Number(values[field].trim() || NaN)])),
  );

/**
 * Sets where a 3D model attachment (GLB, or an IFC without a site reference) stands in the
 * map's 3D view: its origin's longitude, latitude and height, its heading and scale. Checked
 * with the API's own schema before it is sent; 'Use the file's own place' clears it.
 */
export function ModelPlacementDialog({
  file,
  layerBounds,
  onClose,
}: {
  file: LayerFileRead;
  layerBounds: readonly number[] | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = usePatchLayerFile(file);
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const place = startingPlace(file, layerBounds);
    return Object.fromEntries(FIELDS.map((field) => [field, String(place[field])])) as Record<
      Field,
      string
    >;
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The preview follows the fields while they hold a place the schema accepts.
  const [previewed, setPreviewed] = useState<ModelPlacement>(() =>
    startingPlace(file, layerBounds),
  );
  const change = (field: Field, text: string) => {
    const next = { ...values, [field]: text };
    setValues(next);
    const parsed = parsePlace(next);
    if (parsed.success) setPreviewed(parsed.data);
  };
  const send = (placement: ModelPlacement | null) =>
    save.mutate({ placement }, { onSuccess: () => onClose() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePlace(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as Field] ??= t('layerForm.files.place.invalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send(parsed.data);
  };
  return (
    <ResponsiveDialog open onClose={onClose} width="440px">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('layerForm.files.place.title', { name: file.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('layerForm.files.place.hint')}
          </Typography>
          <Stack spacing={2}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`layerForm.files.place.${field}`)}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
                error={errors[field] !== undefined}
                helperText={errors[field]}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                size="small"
              />
            ))}
          </Stack>
          {hasWebGL() ? (
            <Suspense fallback={null}>
              <PlacementPreview file={file} place={previewed} />
            </Suspense>
          ) : null}
          {save.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('layerForm.files.place.failed')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {file.placement ? (
            <Button onClick={() => send(null)} disabled={save.isPending} sx={{ mr: 'auto' }}>
              {t('layerForm.files.place.clear')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('layerForm.files.place.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('layerForm.files.place.save')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
