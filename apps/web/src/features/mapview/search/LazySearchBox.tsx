import SearchIcon from '@mui/icons-material/Search';
import { Box, Typography } from '@mui/material';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyAfterFirstFrame } from '../../../map/afterFirstFrame.js';

// MUI's Autocomplete and text field are not needed for the map's first frame: the search box
// loads after it.
const SearchBox = lazyAfterFirstFrame(() => import('./SearchBox.js').then((m) => m.SearchBox));

/** The search box; while it loads, an outline of the same size with its placeholder. */
export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  const { t } = useTranslation();
  const outline = (
    <Box
      aria-hidden
      sx={{
        height: 40,
        display: 'flex',
        alignItems: 'center',
        // Where the loaded field puts its icon and placeholder (Autocomplete, size small).
        pl: '7px',
        gap: '15px',
        border: 1,
        borderColor: (theme) =>
          theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
        borderRadius: 1,
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
      {/* The field's placeholder, as readable as text (text.disabled is 2.6:1, below AA). */}
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {t('mapView.search')}
      </Typography>
    </Box>
  );
  return (
    <Suspense fallback={outline}>
      <SearchBox {...props} />
    </Suspense>
  );
}
