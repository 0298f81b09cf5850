import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import {
  choiceKey,
  choiceLabel,
  compareChoices,
  parseChoiceKey,
  type CompareChoice,
} from './compareChoices.js';

function SideSelect({
  label,
  value,
  layers,
  onChange,
}: {
  label: string;
  value: CompareChoice;
  layers: readonly LayerRead[];
  onChange(choice: CompareChoice): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choiceKey(value)}
      onChange={(event) => {
        const choice = parseChoiceKey(event.target.value);
        if (choice) onChange(choice);
      }}
      slotProps={{ select: { native: true } }}
      fullWidth
    >
      {compareChoices(layers).map((choice) => (
        <option key={choiceKey(choice)} value={choiceKey(choice)}>
          {choiceLabel(choice, layers)}
        </option>
      ))}
    </TextField>
  );
}

/** The compare's panel: which survey each side shows, and closing it. */
export function ComparePanel({
  layers,
  left,
  right,
  onLeft,
  onRight,
  onClose,
}: {
  layers: readonly LayerRead[];
  left: CompareChoice | null;
  right: CompareChoice | null;
  onLeft(choice: CompareChoice): void;
  onRight(choice: CompareChoice): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      role="region"
      aria-label={t('compare.title')}
      data-testid="compare-panel"
      elevation={3}
      sx={{
        position: 'absolute',
        top: 10,
        left: 10,
        zIndex: 2,
        p: 1.5,
        width: 300,
        maxWidth: 'calc(100% - 70px)',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{t('compare.title')}</Typography>
        <IconButton size="small" aria-label={t('compare.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {left && right ? (
        <Stack useFlexGap spacing={1.5} sx={{ mt: 1 }}>
          <SideSelect label={t('compare.left')} value={left} layers={layers} onChange={onLeft} />
          <SideSelect label={t('compare.right')} value={right} layers={layers} onChange={onRight} />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('compare.nothing')}
        </Typography>
      )}
    </Paper>
  );
}
