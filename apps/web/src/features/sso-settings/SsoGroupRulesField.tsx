import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { PERMISSIONS } from '@waymark/contract';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import type { SsoFormValues } from './ssoForm.js';

/** Rules from the provider's groups to Waymark permissions: a group, and what it grants. */
export function SsoGroupRulesField({
  control,
  readOnly,
}: {
  control: Control<SsoFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const rules = useFieldArray({ control, name: 'group_permissions' });
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="sso-rules-title">
      <Typography id="sso-rules-title" variant="subtitle2" component="h3">
        {t('ssoSettings.rules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {rules.fields.length ? t('ssoSettings.rules.hint') : t('ssoSettings.rules.none')}
      </Typography>
      {rules.fields.map((rule, index) => (
        <Box
          key={rule.id}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 2fr auto' } }}
        >
          <FormTextField
            name={`group_permissions.${index}.group`}
            control={control}
            label={t('ssoSettings.rules.group')}
            readOnly={readOnly}
            required
          />
          <Controller
            control={control}
            name={`group_permissions.${index}.permissions`}
            render={({ field }) => (
              <Autocomplete
                multiple
                readOnly={readOnly}
                options={PERMISSIONS}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField {...params} label={t('ssoSettings.rules.permissions')} />
                )}
              />
            )}
          />
          {readOnly ? null : (
            <Tooltip title={t('ssoSettings.rules.remove')}>
              <IconButton
                aria-label={t('ssoSettings.rules.remove')}
                onClick={() => rules.remove(index)}
                sx={{ alignSelf: 'center' }}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
      {readOnly ? null : (
        <Button
          startIcon={<AddIcon />}
          onClick={() => rules.append({ group: '', permissions: [] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('ssoSettings.rules.add')}
        </Button>
      )}
    </Stack>
  );
}
