import { Stack } from '@mui/material';
import { MARKUP_STATUSES, MARKUP_TEXT_MAX, MARKUP_TITLE_MAX } from '@waymark/contract/markup';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/FormSelectField.js';
import { FormTextField } from '../../components/FormTextField.js';
import type { Assignee } from '../../entities/markup/useMarkupAssignees.js';
import type { MarkupFormValues } from './markupForm.js';

/** The fields of a markup (new or edited): title, category, description, status, people, days. */
export function MarkupFormFields({
  control,
  categories,
  assignees,
}: {
  control: Control<MarkupFormValues>;
  categories: readonly { id: number; name: string }[];
  assignees: readonly Assignee[];
}) {
  const { t } = useTranslation();
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Stack spacing={1.5}>
      <FormTextField
        control={control}
        name="title"
        label={t('markup.form.title')}
        required
        slotProps={{ htmlInput: { maxLength: MARKUP_TITLE_MAX } }}
      />
      <FormSelectField
        control={control}
        name="category"
        label={t('markup.form.category')}
        readOnly={false}
        options={categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('markup.form.description')}
        helperText={t('markup.form.descriptionHelp')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: MARKUP_TEXT_MAX } }}
      />
      <FormSelectField
        control={control}
        name="status"
        label={t('markup.form.status')}
        readOnly={false}
        options={MARKUP_STATUSES.map((status) => ({
          value: status,
          label: t(`markupWords.status.${status}`),
        }))}
      />
      <FormSelectField
        control={control}
        name="assignee"
        label={t('markup.form.assignee')}
        readOnly={false}
        options={[
          { value: '', label: t('markup.form.nobody') },
          ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
      />
      <Stack direction="row" spacing={1}>
        <FormTextField
          control={control}
          name="due_date"
          type="date"
          label={t('markup.form.dueDate')}
          slotProps={shrink}
        />
        <FormTextField
          control={control}
          name="survey_date"
          type="date"
          label={t('markup.form.surveyDate')}
          slotProps={shrink}
        />
      </Stack>
    </Stack>
  );
}
