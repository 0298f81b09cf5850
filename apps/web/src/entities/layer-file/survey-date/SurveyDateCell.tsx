import EditIcon from '@mui/icons-material/EditOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { formatDay } from '../../../lib/formatDay.js';
import { fileSurveyDateMessages } from './messages.js';
import { SurveyDateEditor } from './SurveyDateEditor.js';
import { usePatchLayerFile } from '../usePatchLayerFile.js';

registerMessages('fileSurveyDate', fileSurveyDateMessages);

export type SurveyDateFile = Pick<
  LayerFileRead,
  'id' | 'layer_id' | 'name' | 'survey_date' | 'survey_date_source' | 'abilities'
>;

/**
 * A file's survey date in the layer's files lists: the day in the user's language and where it
 * came from (the file's metadata or a user), or 'No date'. Whoever the file's abilities let
 * change it sets, corrects or removes it in place.
 */
export function SurveyDateCell({
  file,
  labelled = false,
}: {
  file: SurveyDateFile;
  /** Say 'Survey date:' before it (a list has no column heading to say it). */
  labelled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const change = usePatchLayerFile(file);
  const save = (surveyDate: string | null) =>
    change.mutate({ survey_date: surveyDate }, { onSuccess: () => setEditing(false) });
  const failed = change.isError ? (
    <Typography variant="caption" color="error" component="p" role="alert">
      {t('fileSurveyDate.saveFailed')}
    </Typography>
  ) : null;

  if (editing) {
    return (
      <Box data-testid="survey-date">
        <SurveyDateEditor
          file={file}
          busy={change.isPending}
          onSave={save}
          onCancel={() => {
            change.reset();
            setEditing(false);
          }}
        />
        {failed}
      </Box>
    );
  }
  const source = file.survey_date_source;
  return (
    <Box data-testid="survey-date">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        {labelled ? (
          <Typography variant="caption" color="text.secondary">
            {t('fileSurveyDate.title')}:
          </Typography>
        ) : null}
        <Typography
          variant="body2"
          color={file.survey_date ? 'text.primary' : 'text.secondary'}
          sx={{ fontStyle: file.survey_date ? undefined : 'italic' }}
        >
          {file.survey_date ? formatDay(file.survey_date, i18n.language) : t('fileSurveyDate.none')}
        </Typography>
        {file.survey_date && source ? (
          <Tooltip
            title={t(
              source === 'file' ? 'fileSurveyDate.fromFileHint' : 'fileSurveyDate.fromUserHint',
            )}
          >
            <Typography variant="caption" color="text.secondary">
              ({t(source === 'file' ? 'fileSurveyDate.fromFile' : 'fileSurveyDate.fromUser')})
            </Typography>
          </Tooltip>
        ) : null}
        {file.abilities.change ? (
          <Box component="span" sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              aria-label={t('fileSurveyDate.change', { name: file.name })}
              onClick={() => setEditing(true)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            {file.survey_date ? (
              <IconButton
                size="small"
                disabled={change.isPending}
                aria-label={t('fileSurveyDate.remove', { name: file.name })}
                onClick={() => save(null)}
              >
                <EventBusyIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {failed}
    </Box>
  );
}
