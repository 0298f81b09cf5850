import { Box, Button, CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@waymark/contract';
import { apiRequest, tokenStore } from '../api/client.js';
import { LoginForm } from '../features/auth/LoginForm.js';

const theme = createTheme({
  palette: { primary: { main: '#4caf50' }, secondary: { main: '#3f51b5' } },
});
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function fetchProfile(): Promise<Profile | null> {
  if (!tokenStore.get()) return null;
  try {
    return await apiRequest<Profile>('users/me/');
  } catch {
    tokenStore.clear();
    return null;
  }
}

function Session() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: user, isPending } = useQuery({ queryKey: ['profile'], queryFn: fetchProfile });
  const reload = () => void client.invalidateQueries({ queryKey: ['profile'] });

  async function logout() {
    await apiRequest('auth/logout/', { method: 'POST' }).catch(() => undefined);
    tokenStore.clear();
    reload();
  }

  if (isPending) return <Typography sx={{ p: 2 }}>{t('app.initialising')}</Typography>;
  if (!user) return <LoginForm onSignedIn={reload} />;
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Typography>{t('auth.signedInAs', { name: user.name })}</Typography>
      <Button onClick={() => void logout()}>{t('auth.logout')}</Button>
    </Box>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Session />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
