import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ACCESS_KEY_DAYS,
  MAX_ACCESS_KEY_DAYS,
  type AccessKeyWithSecret,
} from '@waymark/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_KEYS_KEY } from '../../entities/access-key/accessKeyQueries.js';
import { createAccessKey } from '../../entities/access-key/accessKeysApi.js';

/** The lifetimes offered, in days: the default first among them, the longest allowed last. */
export const EXPIRY_CHOICES = [30, DEFAULT_ACCESS_KEY_DAYS, 180, MAX_ACCESS_KEY_DAYS] as const;
const DAY_MS = 24 * 3600 * 1000;

/** A new read-only key: a name and a lifetime; the made key goes to `onCreated`. */
export function CreateAccessKeyForm({
  onCreated,
}: {
  onCreated: (created: AccessKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(DEFAULT_ACCESS_KEY_DAYS);
  const create = useMutation({
    mutationFn: createAccessKey,
    onSuccess: (created) => {
      setName('');
      onCreated(created);
      return queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({
      name: name.trim(),
      expires_at: new Date(Date.now() + days * DAY_MS).toISOString(),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="new-access-key">
      <Typography id="new-access-key" variant="subtitle1" component="h3" gutterBottom>
        {t('accessKeys.create.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('accessKeys.create.name')}
          helperText={t('accessKeys.create.nameHelp')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <TextField
          select
          label={t('accessKeys.create.expiry')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          size="small"
          sx={{ minWidth: 140 }}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t('accessKeys.create.days', { count: choice })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={!name.trim() || create.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('accessKeys.create.submit')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('accessKeys.create.scope')}
      </Typography>
      {create.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('accessKeys.create.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
