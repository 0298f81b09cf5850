import { Box, Paper, Typography } from '@mui/material';
import { useStore } from '../../../lib/createStore.js';
import { miniPopupStore } from './miniPopupStore.js';

/** Away from the pointer, so that it never sits under it. */
const OFFSET = 14;
const MAX_WIDTH = 280;
/** A card's likely height: below the pointer unless that would leave the map. */
const LIKELY_HEIGHT = 120;

/**
 * The mini popup: a small card of field / value rows beside the pointer over the map, turned to
 * the other side near the right and bottom edges; it never takes the pointer's clicks.
 */
export function MiniPopup() {
  const state = useStore(miniPopupStore);
  if (!state) return null;
  const left = state.x + OFFSET + MAX_WIDTH > state.width && state.x > state.width / 2;
  const up = state.y + OFFSET + LIKELY_HEIGHT > state.height && state.y > state.height / 2;
  return (
    <Paper
      role="tooltip"
      data-testid="mini-popup"
      elevation={4}
      sx={{
        position: 'absolute',
        left: left ? state.x - OFFSET : state.x + OFFSET,
        top: up ? state.y - OFFSET : state.y + OFFSET,
        transform: `translate(${left ? '-100%' : '0'}, ${up ? '-100%' : '0'})`,
        maxWidth: MAX_WIDTH,
        px: 1.25,
        py: 0.75,
        pointerEvents: 'none',
        zIndex: 2,
        bgcolor: 'rgba(33, 33, 33, 0.92)',
        color: 'common.white',
      }}
    >
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
      >
        {state.rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="caption" sx={{ opacity: 0.75 }}>
              {name}
            </Typography>
            <Typography
              component="dd"
              variant="caption"
              sx={{ m: 0, wordBreak: 'break-word', fontWeight: 500 }}
            >
              {value || '-'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
