import {
  Autocomplete,
  Box,
  createFilterOptions,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LayerTypeChip } from '../../entities/layer/LayerTypeChip.js';
import { NewLayerChip } from './NewLayerChip.js';
import type { LayerChoice } from './uploadRules.js';

export interface ExistingLayer {
  id: number;
  name: string;
  type: string | null;
}

type Option =
  | { kind: 'existing'; layer: ExistingLayer }
  | { kind: 'new'; name: string }
  | { kind: 'create'; name: string };

const nameOf = (option: Option) => (option.kind === 'existing' ? option.layer.name : option.name);
const keyOf = (option: Option) =>
  option.kind === 'existing' ? `id-${option.layer.id}` : `${option.kind}-${option.name}`;
const filter = createFilterOptions<Option>({ stringify: nameOf });

function optionOf(choice: LayerChoice | null): Option | null {
  if (!choice) return null;
  return 'id' in choice
    ? { kind: 'existing', layer: choice }
    : { kind: 'new', name: choice.newName };
}

/**
 * The Layer column of the general upload (2.8): the map's layers offered for the file (5.3),
 * each with its coloured type chip, and layers the upload creates ('NEW'); those who may add
 * layers type a name and choose 'Create Layer'.
 */
export function LayerChoiceField({
  value,
  layers,
  newNames,
  canAddLayer,
  disabled,
  onChange,
  label,
}: {
  /** Replaces 'New or existing layer' (the batch edit's 'Select layer'). */
  label?: string;
  value: LayerChoice | null;
  layers: readonly ExistingLayer[];
  /** Layers that other files create, offered here too. */
  newNames: readonly string[];
  canAddLayer: boolean;
  disabled: boolean;
  onChange(value: LayerChoice | null): void;
}) {
  const { t } = useTranslation();
  const options: Option[] = [
    ...layers.map((layer): Option => ({ kind: 'existing', layer })),
    ...(canAddLayer ? newNames.map((name): Option => ({ kind: 'new', name })) : []),
  ];
  const selected = optionOf(value);
  return (
    <Tooltip
      title={canAddLayer ? t('upload.layer.hintWithCreate') : t('upload.layer.hint')}
      placement="top"
    >
      <Autocomplete<Option, false, false, false>
        size="small"
        fullWidth
        options={options}
        value={selected}
        disabled={disabled}
        getOptionLabel={nameOf}
        getOptionKey={keyOf}
        isOptionEqualToValue={(a, b) =>
          nameOf(a) === nameOf(b) && (a.kind === 'existing') === (b.kind === 'existing')
        }
        noOptionsText={t('upload.layer.noOptions')}
        filterOptions={(all, state) => {
          const found = filter(all, state);
          const name = state.inputValue.trim();
          const taken = all.some((o) => nameOf(o).toLowerCase() === name.toLowerCase());
          return canAddLayer && name && !taken ? [...found, { kind: 'create', name }] : found;
        }}
        onChange={(_event, option) => {
          if (!option) onChange(null);
          else if (option.kind === 'existing') onChange(option.layer);
          else onChange({ newName: option.name });
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
              {option.kind === 'create' ? (
                <Typography variant="body2" component="strong" sx={{ fontWeight: 600 }}>
                  {t('upload.layer.create')}
                </Typography>
              ) : null}
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {nameOf(option)}
              </Typography>
              {option.kind === 'existing' ? (
                <LayerTypeChip type={option.layer.type} />
              ) : (
                <NewLayerChip />
              )}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={
              label ?? (options.length > 0 ? t('upload.layer.label') : t('upload.layer.newLabel'))
            }
            error={!label && !value && !disabled}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: selected?.kind === 'new' ? <NewLayerChip /> : null,
              },
            }}
          />
        )}
      />
    </Tooltip>
  );
}
