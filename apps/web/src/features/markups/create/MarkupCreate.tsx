import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Stack } from '@mui/material';
import type { MarkupGeometry } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { useSurveyDate } from '../../../entities/map/surveyDateStore.js';
import {
  activeCategories,
  useMarkupCategories,
} from '../../../entities/markup/markupCategoryQueries.js';
import { useCreateMarkup } from '../../../entities/markup/markupMutations.js';
import { useMarkupAssignees } from '../../../entities/markup/useMarkupAssignees.js';
import {
  createBody,
  MARKUP_FORM_FIELDS,
  markupFormRules,
  newMarkupValues,
  type MarkupFormValues,
} from '../markupForm.js';
import { MarkupFormFields } from '../MarkupFormFields.js';
import { showMarkup, showMarkupList, startDraft, type MarkupDraft } from '../markupsStore.js';
import { DraftShape } from './DraftShape.js';
import { surveyDateShown } from './surveyDateShown.js';
import { FormErrorAlert } from '../../../components/alerts/FormErrorAlert.js';

const resolver = zodResolver(markupFormRules);

/**
 * A new markup: its shape drawn on the map (or handed over by the measuring tool or a feature's
 * popup), then its title, category, description, status, assignee and days. Saved, it opens.
 */
export function MarkupCreate({
  map,
  data,
  draft,
}: {
  map: MapLibreMap;
  data: ClientMap;
  draft: MarkupDraft;
}) {
  const { t } = useTranslation();
  const categories = activeCategories(useMarkupCategories(data.organisation_id).data ?? []);
  const assignees = useMarkupAssignees(data);
  const surveyDate = surveyDateShown(data.layers, useSurveyDate());
  const form = useForm<MarkupFormValues>({
    resolver,
    values: newMarkupValues(categories[0]?.id ?? null, surveyDate),
    resetOptions: { keepDirtyValues: true },
  });
  const create = useCreateMarkup(data.id);
  const [general, setGeneral] = useState<string[]>([]);
  const [shapeMissing, setShapeMissing] = useState(false);
  const setGeometry = (geometry: MarkupGeometry | null) => startDraft({ ...draft, geometry });

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    const { geometry } = draft;
    if (!geometry) {
      setShapeMissing(true);
      return;
    }
    try {
      const created = await create.mutateAsync(createBody(values, geometry, draft.feature));
      showMarkup(created.id);
    } catch (failure) {
      const rest = applyServerErrors(failure, MARKUP_FORM_FIELDS, form.setError);
      setGeneral(rest.length ? rest : [t('markup.form.createFailed')]);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ mt: 1 }}
      aria-label={t('markup.form.newTitle')}
      onSubmit={(event) => {
        setShapeMissing(!draft.geometry);
        void submit(event);
      }}
    >
      <DraftShape
        map={map}
        layers={data.layers}
        draft={draft}
        missing={shapeMissing && !draft.geometry}
        onShape={(shape) => startDraft({ ...draft, shape, geometry: null })}
        onGeometry={setGeometry}
        onUnlink={() => startDraft({ ...draft, feature: null })}
      />
      <Divider />
      <FormErrorAlert messages={general} />
      <MarkupFormFields control={form.control} categories={categories} assignees={assignees} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={showMarkupList} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('markup.form.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
