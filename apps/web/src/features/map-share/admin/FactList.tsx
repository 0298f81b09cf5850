import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  help?: string;
}

/** Facts the form does not edit, as a list of terms and values: two columns, one on phones. */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ mt: { xs: 1, sm: 0 } }}
            >
              {fact.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {fact.value}
              {fact.help ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {fact.help}
                </Typography>
              ) : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
