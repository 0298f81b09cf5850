import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { showToast } from '../../lib/notificationsStore.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { MapFormFields } from './MapFormFields.js';
import { MAP_FORM_FIELDS, mapFormRules, NEW_MAP_VALUES, newMapPayload } from './mapFormSchema.js';
import { useMapChanges } from '../../entities/map/useMapChanges.js';

const resolver = zodResolver(mapFormRules);

export interface AddMapDialogProps {
  open: boolean;
  onClose(): void;
  /** Told of the new map once the server has created it (201). */
  onCreated?: (map: MapRead) => void;
}

/**
 * Add a Map (2.11): 80% wide (full screen on phones), titled 'Add a Map', the map form in edit
 * mode. Opening it resets the form (zoom 0–21, no bounds, no extent). Save (with its loading
 * state) creates the map in the current organisation; on 201 the dialog closes and the map
 * switcher is refreshed; otherwise the error shown is the answer's status text, or
 * 'Unknown API Error', with any field errors under their fields.
 */
export function AddMapDialog({ open, onClose, onCreated }: AddMapDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  // Each opening gets a fresh form: the defaults, no errors, nothing typed before.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <ResponsiveDialog
      open={open}
      onClose={busy ? undefined : onClose}
      width="80%"
      aria-labelledby={titleId}
    >
      <AddMapForm
        key={openings}
        titleId={titleId}
        onBusy={setBusy}
        onClose={onClose}
        onCreated={onCreated}
      />
    </ResponsiveDialog>
  );
}

function AddMapForm({
  titleId,
  onBusy,
  onClose,
  onCreated,
}: {
  titleId: string;
  onBusy(busy: boolean): void;
  onClose(): void;
  onCreated?: (map: MapRead) => void;
}) {
  const { t } = useTranslation();
  const organisationId = useCurrentOrganisation()?.id ?? null;
  const form = useForm({ resolver, defaultValues: NEW_MAP_VALUES });
  const changes = useMapChanges();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = (value: boolean) => {
    setSaving(value);
    onBusy(value);
  };

  const save = form.handleSubmit(async (values) => {
    if (organisationId === null) return;
    setError(null);
    busy(true);
    try {
      const map = await changes.create(newMapPayload(values, organisationId));
      showToast(t('mapsAdmin.add.created', { name: map.name }));
      onCreated?.(map);
      onClose();
    } catch (failure) {
      applyServerErrors(failure, MAP_FORM_FIELDS, form.setError);
      const status = failure instanceof ApiError ? failure.statusText : '';
      setError(status || t('mapsAdmin.add.unknownError'));
    } finally {
      busy(false);
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <DialogTitle id={titleId}>{t('mapsAdmin.add.title')}</DialogTitle>
      <DialogContent dividers>
        <MapFormFields control={form.control} editing visibilityEditable extent={null} />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          disabled={organisationId === null}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
