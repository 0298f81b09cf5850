import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLayout } from './useLayout.js';

/** The organisation's logo (at most 55 high and 150 wide) and title (2.3). */
export function Branding({ hideTitleOnPhones = false }: { hideTitleOnPhones?: boolean }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const title = layout.title?.trim() || t('app.name');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {layout.logo && (
        <Box
          component="img"
          src={layout.logo}
          alt=""
          sx={{ maxHeight: 55, maxWidth: 150, height: 'auto', width: 'auto', display: 'block' }}
        />
      )}
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{
          fontWeight: 600,
          display: hideTitleOnPhones && layout.logo ? { xs: 'none', sm: 'block' } : 'block',
        }}
      >
        {title}
      </Typography>
    </Box>
  );
}
