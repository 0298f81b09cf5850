import { ListItemIcon, MenuItem, Stack } from '@mui/material';
import { MARKUP_ICONS, type MarkupIcon } from '@waymark/contract/markup';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from '../../../components/AppTextField.js';
import { FormTextField } from '../../../components/FormTextField.js';
import { MarkupIconGlyph } from '../../../entities/markup/MarkupIconGlyph.js';
import type { CategoryValues } from './categoryForm.js';

/** A category's name and icon (each icon shown beside its name). */
export function CategoryFields({ control }: { control: Control<CategoryValues> }) {
  const { t } = useTranslation();
  const icon = useController({ control, name: 'icon' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: 1 }}>
      <FormTextField
        control={control}
        name="name"
        label={t('markupCategories.name')}
        size="small"
        required
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: 2 }}
      />
      <AppTextField
        select
        size="small"
        label={t('markupCategories.icon')}
        name={icon.field.name}
        value={icon.field.value}
        onChange={(event) => icon.field.onChange(event.target.value as MarkupIcon)}
        sx={{ flex: 1, minWidth: 160 }}
      >
        {MARKUP_ICONS.map((name) => (
          <MenuItem key={name} value={name}>
            <ListItemIcon sx={{ minWidth: 30, verticalAlign: 'middle' }}>
              <MarkupIconGlyph icon={name} fontSize="small" />
            </ListItemIcon>
            {t(`markupWords.icons.${name}`)}
          </MenuItem>
        ))}
      </AppTextField>
    </Stack>
  );
}
