import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import { LayerFilesTable } from './files/LayerFilesTable.js';
import { LayerForm } from './LayerForm.js';
import {
  LAYER_FORM_FIELDS,
  layerUpdateSchema,
  valuesOfLayer,
  type LayerFormValues,
} from './layerFormSchema.js';
import { LayerHeader } from './LayerHeader.js';
import { useUpdateLayer } from '../../entities/layer/layerQueries.js';

/**
 * One layer (/layers/:id/): the layer form, read-only until 'Edit' (offered when the layer's
 * `abilities.change` says so); Cancel puts the saved layer back, Save sends the whole layer and
 * puts the server's field errors under their fields. Its files are listed below.
 */
export function LayerDetail({
  layer,
  UploadButton,
}: {
  layer: LayerRead;
  /** Uploading files into the layer (the upload feature), composed by the page. */
  UploadButton: ComponentType<{ layer: LayerRead }>;
}) {
  const { t } = useTranslation();
  const editable = layer.abilities.change;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => layerUpdateSchema(layer.organisation_id), [layer.organisation_id]);
  const form = useForm<LayerFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: valuesOfLayer(layer),
  });
  const update = useUpdateLayer(layer.id);
  const { reset } = form;

  // The layer as the server has it now (processing goes on) shows while nobody edits.
  useEffect(() => {
    if (!editing) reset(valuesOfLayer(layer));
  }, [layer, editing, reset]);

  const cancel = () => {
    reset(valuesOfLayer(layer));
    setError(null);
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync(schema.parse(values));
      reset(valuesOfLayer(saved));
      setEditing(false);
      showToast(t('layerForm.saved'));
    } catch (failure) {
      const general = applyServerErrors(failure, LAYER_FORM_FIELDS, form.setError);
      const status = failure instanceof ApiError ? failure.statusText : '';
      setError([status || t('layerForm.saveFailed'), ...general].join(' — '));
    }
  });

  return (
    <Stack spacing={3}>
      <LayerHeader
        layer={layer}
        canEdit={editable}
        editing={editing}
        onEdit={() => setEditing(true)}
      />
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack spacing={2}>
          <LayerForm
            control={form.control}
            layer={layer}
            editing={editing}
            canChangeVisibility={layer.abilities.change_visibility}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {editing ? (
            // Stays in reach at the bottom of the window while the long form scrolls.
            <Paper
              elevation={3}
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                p: 1.5,
                display: 'flex',
                justifyContent: 'flex-end',
                gap: 1,
              }}
            >
              <Button onClick={cancel} disabled={update.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Paper>
          ) : null}
        </Stack>
      </form>
      <LayerFilesTable layerId={layer.id} upload={<UploadButton layer={layer} />} />
    </Stack>
  );
}
