import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrganisationFormInput } from './organisationForm.js';

/** The server takes images up to 2 MB (organisation-logo.routes). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  control: Control<OrganisationFormInput>;
  /** The chosen file's preview, or the logo's URL. */
  shown: string | null;
  readOnly: boolean;
}

/** The logo: the current one at most 55 × 150, replaced by an upload or removed on Save. */
export function LogoField({ control, shown, readOnly }: Props) {
  const { t } = useTranslation();
  const logo = useController({ control, name: 'logo' });
  const file = useController({ control, name: 'logoFile' });
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) setProblem(t('organisationsAdmin.layout.logoNotImage'));
    else if (chosen.size > LOGO_MAX_BYTES) setProblem(t('organisationsAdmin.layout.logoTooBig'));
    else {
      setProblem(null);
      file.field.onChange(chosen);
    }
  };
  const remove = () => {
    setProblem(null);
    file.field.onChange(null);
    logo.field.onChange(null);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {t('organisationsAdmin.layout.logo')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            width: 166,
            height: 71,
            p: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('organisationsAdmin.layout.logo')}
              sx={{ maxHeight: 55, maxWidth: 150, display: 'block' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('organisationsAdmin.layout.noLogo')}
            </Typography>
          )}
        </Box>
        {readOnly ? null : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
              {shown
                ? t('organisationsAdmin.layout.replaceLogo')
                : t('organisationsAdmin.layout.chooseLogo')}
              <Box
                component="input"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
                aria-label={t('organisationsAdmin.layout.logo')}
                // Hidden from sight, not from the label that opens it.
                sx={{
                  clip: 'rect(0 0 0 0)',
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                }}
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  // The same file chosen again after a removal must still arrive.
                  event.target.value = '';
                }}
              />
            </Button>
            {shown ? (
              <Button color="error" startIcon={<DeleteIcon />} onClick={remove}>
                {t('organisationsAdmin.layout.removeLogo')}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
      <FormHelperText error={!!problem}>
        {problem ?? t('organisationsAdmin.layout.logoHint')}
      </FormHelperText>
    </Box>
  );
}
