import { Stack, TextField, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { MapToolPanel } from '../../map/controls/MapToolPanel.js';
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
  const { i18n } = useTranslation();
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
          {choiceLabel(choice, layers, i18n.language)}
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
    <MapToolPanel
      title={t('compare.title')}
      closeLabel={t('compare.close')}
      onClose={onClose}
      width={300}
      testId="compare-panel"
    >
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
    </MapToolPanel>
  );
}
