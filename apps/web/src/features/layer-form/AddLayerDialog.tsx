import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { LayerForm } from './LayerForm.js';
import {
  LAYER_FORM_FIELDS,
  NEW_LAYER_VALUES,
  newLayerSchema,
  type LayerFormValues,
} from './layerFormSchema.js';
import { useCreateLayer } from '../../entities/layer/layerQueries.js';

export interface AddLayerDialogProps {
  open: boolean;
  onClose(): void;
  /** The done event of 2.9, with the new layer. */
  onDone?: (layer: LayerRead) => void;
}

/**
 * Add a Layer (2.9): 75% wide (full screen on phones), closed by a click outside, the layer
 * form in edit mode with Cancel and Save. Save creates the layer in the current organisation;
 * on success the form goes back to its defaults (zoom 0–21), the done event gets the new layer
 * and the dialog closes; on failure the answer's field errors stand under their fields and its
 * status text is the error. A click outside keeps what was typed for the next opening; Cancel
 * clears it.
 */
export function AddLayerDialog({ open, onClose, onDone }: AddLayerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  const schema = useMemo(() => newLayerSchema(organisationId ?? 0), [organisationId]);
  // The resolver checks (raw: the form keeps its values); Save builds the payload with it.
  const form = useForm<LayerFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: NEW_LAYER_VALUES,
  });
  const create = useCreateLayer();
  const [error, setError] = useState<string | null>(null);

  const save = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const layer = await create.mutateAsync(schema.parse(values));
      form.reset(NEW_LAYER_VALUES);
      onDone?.(layer);
      onClose();
    } catch (failure) {
      const general = applyServerErrors(failure, LAYER_FORM_FIELDS, form.setError);
      const status = failure instanceof ApiError ? failure.statusText : '';
      setError([status || t('layerForm.saveFailed'), ...general].join(' — '));
    }
  });

  const cancel = () => {
    form.reset(NEW_LAYER_VALUES);
    setError(null);
    onClose();
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} width="75%" aria-labelledby={titleId}>
      {/* A flex column, so that the content scrolls between the title and the buttons. */}
      <Box
        component="form"
        onSubmit={(event) => void save(event)}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{t('layerForm.addLayer')}</DialogTitle>
        <DialogContent dividers>
          <LayerForm control={form.control} layer={null} editing canChangeVisibility />
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            disabled={organisationId === null}
          >
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
