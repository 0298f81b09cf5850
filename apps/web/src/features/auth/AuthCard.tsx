import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../components/LanguageSelect.js';
import { Branding } from '../../entities/layout/Branding.js';

/** The frame of the auth screens: branding, a title, the form, and the language choice. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Branding />
            </Box>
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
              {title}
            </Typography>
            {children}
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <LanguageSelect />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
