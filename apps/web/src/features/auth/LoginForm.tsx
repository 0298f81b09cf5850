import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@waymark/contract';
import { apiRequest, ApiError, tokenStore } from '../../api/client.js';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    tokenStore.clear();
    try {
      const { key } = await apiRequest<LoginResponse>('auth/login/', {
        method: 'POST',
        body: { email, password },
      });
      tokenStore.set(key);
      onSignedIn();
    } catch (err) {
      const body = err instanceof ApiError ? (err.body as Record<string, string[]> | null) : null;
      setErrors(body ? Object.values(body).flat() : [String(err)]);
    }
  }

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 3, width: 360, display: 'grid', gap: 2 }}>
        {errors.map((message) => (
          <Alert key={message} severity="error">
            {message}
          </Alert>
        ))}
        <TextField
          label={t('auth.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label={t('auth.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained">
          {t('auth.login')}
        </Button>
      </Paper>
    </Box>
  );
}
