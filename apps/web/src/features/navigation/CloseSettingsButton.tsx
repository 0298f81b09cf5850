import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../routing/paths.js';

/** In settings: back to Home (2.3). A plain icon on phones, where the bar is narrow. */
export function CloseSettingsButton() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={RouterLink}
        to={paths.home}
        color="inherit"
        startIcon={<CloseIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {t('common.close')}
      </Button>
      <IconButton
        component={RouterLink}
        to={paths.home}
        color="inherit"
        aria-label={t('common.close')}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
}
