import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { MapShareWithToken } from '@waymark/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import type { Box } from '../../lib/box.js';
import { ExpiryField } from './ExpiryField.js';
import { MapChoiceField } from './MapChoiceField.js';
import { ShareAreaField } from './ShareAreaField.js';
import { ShareMarkupsField } from './ShareMarkupsField.js';
import { createShare } from '../../entities/map-share/shareApi.js';
import { ShareCreated } from './ShareCreated.js';
import type { SharedMap } from '../../entities/map-share/sharedMap.js';
import { expiryText, quickExpiry } from './shareExpiry.js';
import {
  createPayload,
  SHARE_FORM_FIELDS,
  shareFormRules,
  type ShareFormValues,
} from './shareForm.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { bboxMessages } from '../../map/bbox/messages.js';
import { mapShareMessages } from './messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('bbox', bboxMessages);
registerMessages('mapShare', mapShareMessages);

export interface MapShareDialogProps {
  /** The map to share; null to choose one of `choices` (the settings' 'Create'). */
  map: SharedMap | null;
  choices?: readonly SharedMap[];
  /** The map's view when the dialog was opened, for 'Current view'; null where there is none. */
  view: Box | null;
  onClose(): void;
  /** Told of the new share once the server has made it. */
  onCreated?: (share: MapShareWithToken) => void;
}

/** A new share lasts a week unless the user chooses otherwise. */
const newShareValues = (): ShareFormValues => ({
  expiry: expiryText(quickExpiry('week')),
  quick: 'week',
  area: 'none',
  drawn: null,
  note: '',
  markups: 'hidden',
});

/**
 * The create-share form (the Map Share control's, and the settings'): share a map until an
 * expiry, optionally only inside the current view or a drawn box, with a note; then its link,
 * shown this once, to copy.
 */
export function MapShareDialog({ map, choices, view, onClose, onCreated }: MapShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const resolver = useMemo(() => zodResolver(shareFormRules()), []);
  const form = useForm<ShareFormValues>({ resolver, defaultValues: newShareValues() });
  const [chosen, setChosen] = useState<SharedMap | null>(map);
  const [mapMissing, setMapMissing] = useState(false);
  const [created, setCreated] = useState<MapShareWithToken | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    if (!chosen) return;
    try {
      const share = await createShare(createPayload(values, chosen.id, view));
      setCreated(share);
      onCreated?.(share);
    } catch (failure) {
      const rest = applyServerErrors(failure, SHARE_FORM_FIELDS, form.setError);
      setGeneral(rest.length ? rest : [t('mapShare.form.failed')]);
    }
  });

  return (
    <ResponsiveDialog
      open
      width="720px"
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {map ? t('mapShare.dialog.title', { title: map.title }) : t('mapShare.dialog.titleAny')}
      </DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <ShareCreated share={created} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('mapShare.dialog.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            setMapMissing(!chosen);
            void submit(event);
          }}
        >
          <DialogContent>
            <Stack spacing={3}>
              {general.length ? (
                <Alert severity="error" role="alert">
                  {general.join(' ')}
                </Alert>
              ) : null}
              {choices ? (
                <MapChoiceField
                  choices={choices}
                  value={chosen}
                  error={mapMissing && !chosen}
                  onChange={(next) => {
                    setChosen(next);
                    form.setValue('drawn', null);
                  }}
                />
              ) : null}
              <ExpiryField control={form.control} />
              <ShareAreaField
                control={form.control}
                view={view}
                extent={chosen?.extent ?? null}
                editing
              />
              <ShareMarkupsField control={form.control} editing />
              <FormTextField
                control={form.control}
                name="note"
                label={t('mapShare.form.note')}
                helperText={t('mapShare.form.noteHelp')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              {t('mapShare.dialog.create')}
            </Button>
          </DialogActions>
        </form>
      )}
    </ResponsiveDialog>
  );
}
