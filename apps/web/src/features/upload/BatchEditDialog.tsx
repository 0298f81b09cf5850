import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { CoordinateSystem } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { AttachTargetField } from './AttachTargetField.js';
import { BatchSurveyDateField } from './BatchSurveyDateField.js';
import { commonFileType, commonLayers, selected, type BatchChange } from './batchEdit.js';
import { CoordinateSystemField } from './CoordinateSystemField.js';
import { LayerChoiceField, type ExistingLayer } from './LayerChoiceField.js';
import { typeLabel } from './typeLabel.js';
import {
  ATTACHMENT,
  typesOffered,
  type FileTypesCatalogue,
  type LayerChoice,
  type UploadRow,
} from './uploadRules.js';

export interface BatchEditProps {
  rows: readonly UploadRow[];
  catalogue: FileTypesCatalogue;
  /** The map's layers the user may upload to, with their attachment field. */
  layers: readonly (ExistingLayer & { field: string | null })[];
  newNames: readonly string[];
  canAddLayer: boolean;
  systems: readonly CoordinateSystem[];
  onAddSystem(system: CoordinateSystem): void;
  onApply(change: BatchChange): void;
  onClose(): void;
}

/** The types every selected file may take. */
function sharedTypes(catalogue: FileTypesCatalogue, rows: readonly UploadRow[]): string[] {
  const [first, ...others] = rows.map((row) => typesOffered(catalogue, row.name));
  return (first ?? []).filter((type) => others.every((offered) => offered.includes(type)));
}

/**
 * 'Batch Edit' (2.8, section 4): one file type, layer, coordinate system or attach target, and
 * survey date for every selected file. The one type they share is preselected; the layers are those every
 * selected file may go to.
 */
export function BatchEditDialog(props: BatchEditProps & { open: boolean }) {
  const titleId = useId();
  return (
    <ResponsiveDialog
      open={props.open}
      onClose={props.onClose}
      width="min(90%, 560px)"
      aria-labelledby={titleId}
    >
      {/* A fresh form each time it opens, with the selection's common type. */}
      {props.open ? <BatchEditForm {...props} titleId={titleId} /> : null}
    </ResponsiveDialog>
  );
}

function BatchEditForm({
  rows,
  catalogue,
  layers,
  newNames,
  canAddLayer,
  systems,
  onAddSystem,
  onApply,
  onClose,
  titleId,
}: BatchEditProps & { titleId: string }) {
  const { t } = useTranslation();
  const chosen = selected(rows);
  const [fileType, setFileType] = useState<string | null>(() => commonFileType(rows));
  const [layer, setLayer] = useState<LayerChoice | null>(null);
  const [epsg, setEpsg] = useState<BatchChange['epsg']>(null);
  const [attachWhere, setAttachWhere] = useState<string | null>(null);
  const [surveyDate, setSurveyDate] = useState<string | null | undefined>(undefined);
  const types = sharedTypes(catalogue, chosen);
  const offered = commonLayers(rows, layers, fileType);
  const existing = layer && 'id' in layer ? layers.find((l) => l.id === layer.id) : undefined;

  return (
    <>
      <DialogTitle id={titleId}>{t('upload.batch.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('upload.batch.intro', { count: chosen.length })}
          </Typography>
          <TextField
            select
            label={t('upload.batch.fileType')}
            value={fileType ?? ''}
            onChange={(event) => {
              setFileType(event.target.value);
              setAttachWhere(null);
            }}
          >
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {typeLabel(t, type)}
              </MenuItem>
            ))}
          </TextField>
          <LayerChoiceField
            label={t('upload.batch.layer')}
            value={layer}
            layers={offered}
            newNames={newNames}
            canAddLayer={canAddLayer}
            disabled={false}
            onChange={(value) => {
              setLayer(value);
              // With no layer chosen, the attach target goes (section 4).
              if (!value) setAttachWhere(null);
            }}
          />
          {fileType === ATTACHMENT ? (
            <AttachTargetField
              layerId={existing?.id ?? null}
              field={existing?.field ?? null}
              value={attachWhere}
              onChange={setAttachWhere}
              disabled={!layer}
              required={false}
            />
          ) : (
            <CoordinateSystemField
              label={t('upload.crs.label')}
              value={epsg}
              systems={systems}
              onAddSystem={onAddSystem}
              onChange={setEpsg}
              disabled={false}
              required={false}
            />
          )}
          <BatchSurveyDateField value={surveyDate} onChange={setSurveyDate} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('upload.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply({
              fileType,
              layer,
              epsg,
              attachWhere: layer ? attachWhere : null,
              surveyDate,
            });
            onClose();
          }}
        >
          {t('upload.batch.apply')}
        </Button>
      </DialogActions>
    </>
  );
}
