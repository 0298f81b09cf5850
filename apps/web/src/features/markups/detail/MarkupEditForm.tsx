import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import type { MarkupRead } from '@waymark/contract/markup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import {
  activeCategories,
  useMarkupCategories,
} from '../../../entities/markup/markupCategoryQueries.js';
import { useMarkupAssignees } from '../../../entities/markup/useMarkupAssignees.js';
import {
  MARKUP_FORM_FIELDS,
  markupFormRules,
  patchBody,
  valuesOfMarkup,
  type MarkupFormValues,
} from '../markupForm.js';
import { MarkupFormFields } from '../MarkupFormFields.js';
import type { MarkupChange } from './useMarkupChange.js';
import { FormErrorAlert } from '../../../components/alerts/FormErrorAlert.js';

const resolver = zodResolver(markupFormRules);

/**
 * The markup's fields as a form: Save sends what changed since it was opened, with that
 * version. Refused because someone changed the markup meanwhile, the form stays open under the
 * detail's notice; once the user has applied their change again, or kept the other one, it closes.
 */
export function MarkupEditForm({
  data,
  markup,
  change,
  onDone,
}: {
  data: ClientMap;
  markup: MarkupRead;
  change: MarkupChange;
  onDone(): void;
}) {
  const { t } = useTranslation();
  // The markup as it was when the form opened: what the change is made against.
  const [base] = useState(markup);
  const form = useForm<MarkupFormValues>({ resolver, defaultValues: valuesOfMarkup(base) });
  const [general, setGeneral] = useState<string[]>([]);
  const categories = activeCategories(useMarkupCategories(data.organisation_id).data ?? []);
  // An archived category stays offered to the markup that has it.
  const offered = categories.some((c) => c.id === markup.category.id)
    ? categories
    : [...categories, markup.category];
  const assignees = useMarkupAssignees(data, markup.assignee);

  // The conflict settled (applied again, or dismissed): the form has done its work.
  const hadConflict = useRef(false);
  useEffect(() => {
    if (change.conflict) hadConflict.current = true;
    else if (hadConflict.current) onDone();
  }, [change.conflict, onDone]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    const patch = patchBody(values, change.conflict ? change.conflict.current : base);
    if (Object.keys(patch).length === 1) {
      onDone();
      return;
    }
    const { saved, error } = await change.apply(patch, { fieldErrors: true });
    if (saved) onDone();
    else if (error) {
      const rest = applyServerErrors(error, MARKUP_FORM_FIELDS, form.setError);
      if (rest.length) setGeneral(rest);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-label={t('markup.form.editTitle')}
      onSubmit={(event) => void submit(event)}
    >
      <FormErrorAlert messages={general} />
      <MarkupFormFields control={form.control} categories={offered} assignees={assignees} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={change.saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={change.saving}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
