import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createElevationChange } from '../../entities/map/mapEarthworks.js';
import { refreshMap } from '../../entities/map/refreshMap.js';
import { surveyRef, type Survey } from './surveys.js';
import { refusalMessages } from './useVolumeRequest.js';

type Outcome = { kind: 'created'; name: string } | { kind: 'failed'; messages: string[] } | null;

/**
 * 'Elevation change': a new layer of the map, the later survey minus the earlier, made by the
 * workers. The map is read again at once, so the layer shows in the sidebar with its progress
 * (the viewer's processing watch follows it) and is drawn when ready.
 */
export function ElevationChangeForm({
  mapId,
  earlier,
  later,
}: {
  mapId: number;
  earlier: Survey | undefined;
  later: Survey | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const same = !!earlier && !!later && earlier.key === later.key;

  const create = async () => {
    if (!earlier || !later) return;
    setBusy(true);
    setOutcome(null);
    try {
      const layer = await createElevationChange(mapId, {
        earlier: surveyRef(earlier),
        later: surveyRef(later),
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      setOutcome({ kind: 'created', name: layer.name });
      setName('');
      await refreshMap(queryClient, mapId, null, new AbortController().signal).catch(() => false);
    } catch (error) {
      setOutcome({ kind: 'failed', messages: refusalMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      spacing={1}
      sx={{ mt: 1.5 }}
      component="section"
      aria-labelledby="elevation-change-title"
    >
      <Typography variant="subtitle2" component="h3" id="elevation-change-title">
        {t('volume.change.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('volume.change.hint')}
      </Typography>
      <TextField
        size="small"
        label={t('volume.change.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        error={same}
        helperText={same ? t('volume.change.same') : undefined}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={() => void create()}
        disabled={!earlier || !later || same}
        loading={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('volume.change.create')}
      </Button>
      {outcome?.kind === 'created' ? (
        <Alert severity="success" data-testid="elevation-change-created">
          {t('volume.change.created', { name: outcome.name })}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert severity="error" data-testid="elevation-change-error">
          {outcome.messages.length > 0 ? outcome.messages.join(' ') : t('volume.change.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
