import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import { useMarkupCategoryChanges } from '../../../entities/markup/markupCategoryQueries.js';
import { CategoryFields } from './CategoryFields.js';
import { categoryRules, type CategoryValues } from './categoryForm.js';
import { FormErrorAlert } from '../../../components/alerts/FormErrorAlert.js';

const resolver = zodResolver(categoryRules);

/** A new category at the end of the list: its name and icon. */
export function AddCategoryForm({
  organisationId,
  nextPosition,
}: {
  organisationId: number;
  nextPosition: number;
}) {
  const { t } = useTranslation();
  const { create } = useMarkupCategoryChanges(organisationId);
  const form = useForm<CategoryValues>({ resolver, defaultValues: { name: '', icon: 'flag' } });
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await create.mutateAsync({
        name: values.name.trim(),
        icon: values.icon,
        position: nextPosition,
      });
      form.reset({ name: '', icon: values.icon });
    } catch (failure) {
      const rest = applyServerErrors(failure, ['name', 'icon'], form.setError);
      setGeneral(rest.length ? rest : [t('markupCategories.failed')]);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      aria-label={t('markupCategories.add')}
      onSubmit={(event) => void submit(event)}
    >
      <FormErrorAlert messages={general} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <CategoryFields control={form.control} />
        <Button type="submit" variant="outlined" loading={create.isPending} sx={{ flex: 'none' }}>
          {t('markupCategories.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
