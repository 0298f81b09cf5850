import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { MarkupCategory } from '@waymark/contract/markup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import { useMarkupCategoryChanges } from '../../../entities/markup/markupCategoryQueries.js';
import { CategoryFields } from './CategoryFields.js';
import { categoryRules, type CategoryValues } from './categoryForm.js';
import { FormErrorAlert } from '../../../components/alerts/FormErrorAlert.js';

const resolver = zodResolver(categoryRules);

/** Renaming a category, or giving it another icon. */
export function EditCategoryDialog({
  organisationId,
  category,
  onClose,
}: {
  organisationId: number;
  category: MarkupCategory;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { change } = useMarkupCategoryChanges(organisationId);
  const form = useForm<CategoryValues>({
    resolver,
    defaultValues: { name: category.name, icon: category.icon },
  });
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    const name = values.name.trim();
    const body = {
      ...(name !== category.name ? { name } : {}),
      ...(values.icon !== category.icon ? { icon: values.icon } : {}),
    };
    try {
      if (Object.keys(body).length > 0) await change.mutateAsync({ id: category.id, body });
      onClose();
    } catch (failure) {
      const rest = applyServerErrors(failure, ['name', 'icon'], form.setError);
      setGeneral(rest.length ? rest : [t('markupCategories.failed')]);
    }
  });
  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('markupCategories.editTitle')}</DialogTitle>
        <DialogContent>
          <FormErrorAlert messages={general} sx={{ mb: 2 }} />
          <Box sx={{ pt: 1 }}>
            <CategoryFields control={form.control} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
