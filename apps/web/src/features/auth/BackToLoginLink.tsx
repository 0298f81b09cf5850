import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../routing/paths.js';

export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.login()} sx={{ alignSelf: 'center' }}>
      {t('auth.backToLogin')}
    </Link>
  );
}
