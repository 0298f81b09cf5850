import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Autocomplete,
  Box,
  CircularProgress,
  createFilterOptions,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { CoordinateSystem } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findCoordinateSystem } from '../../entities/coordinate-system/coordinateSystemCalls.js';
import type { CoordinateSystemChoice } from './uploadRules.js';

type Option = CoordinateSystem | { create: number };
const isCreate = (option: Option): option is { create: number } => 'create' in option;

/** 'EPSG:2157', 'epsg 2157' or '2157': the code typed. */
export function parseEpsgCode(text: string): number | null {
  const match = /^\s*(?:epsg\s*:?\s*)?(\d{1,6})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

const filterSystems = createFilterOptions<CoordinateSystem>({
  stringify: (system) => `${system.text} EPSG:${system.id} ${system.id}`,
});

/**
 * The coordinate-system combobox of 2.8, for a file that strictly needs a system: the standard
 * systems (section 9) and those created here; a typed EPSG code can be 'Create'd, once the
 * server has confirmed it names a system (GET maps/coordinate-systems/?query=).
 */
export function CoordinateSystemField({
  value,
  systems,
  onAddSystem,
  onChange,
  disabled,
  required,
  label,
}: {
  value: CoordinateSystemChoice | null;
  systems: readonly CoordinateSystem[];
  onAddSystem(system: CoordinateSystem): void;
  onChange(value: CoordinateSystemChoice | null): void;
  disabled: boolean;
  /** Shown as missing while empty (it blocks the upload). */
  required: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [checking, setChecking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const selected = value && value.id !== null ? { id: value.id, text: value.text } : null;

  const create = async (code: number) => {
    setChecking(code);
    setProblem(null);
    try {
      const system = await findCoordinateSystem(code);
      if (system) {
        onAddSystem(system);
        onChange(system);
      } else {
        setProblem(t('upload.crs.unknown', { code }));
      }
    } catch {
      setProblem(t('upload.crs.checkFailed', { code }));
    } finally {
      setChecking(null);
    }
  };

  const typedCode = parseEpsgCode(input);
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Autocomplete<Option, false, false, false>
        size="small"
        fullWidth
        options={systems}
        value={selected}
        inputValue={input}
        disabled={disabled}
        // Read-only, not disabled, while a code is checked: the field keeps its focus (MUI blurs a
        // focused field that turns disabled during its render, and updated our input mid-render).
        readOnly={checking !== null}
        onInputChange={(_event, text) => {
          setInput(text);
          if (problem) setProblem(null);
        }}
        onChange={(_event, option) => {
          if (option && isCreate(option)) void create(option.create);
          else onChange(option);
        }}
        filterOptions={(options, state) => {
          const found = filterSystems(
            options.filter((o) => !isCreate(o)) as CoordinateSystem[],
            state,
          );
          const code = parseEpsgCode(state.inputValue);
          const known = code !== null && options.some((o) => !isCreate(o) && o.id === code);
          return code !== null && !known ? [...found, { create: code }] : found;
        }}
        getOptionLabel={(option) => (isCreate(option) ? `EPSG:${option.create}` : option.text)}
        getOptionKey={(option) => (isCreate(option) ? `create-${option.create}` : option.id)}
        isOptionEqualToValue={(a, b) => !isCreate(a) && !isCreate(b) && a.id === b.id}
        noOptionsText={
          typedCode === null && input.trim() ? t('upload.crs.notACode') : t('upload.crs.noOptions')
        }
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {isCreate(option) ? (
              <Typography variant="body2">
                <strong>{t('upload.crs.create')}</strong> EPSG:{option.create}
              </Typography>
            ) : (
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{option.text}</Typography>
                <Typography variant="caption" color="text.secondary">
                  EPSG:{option.id}
                </Typography>
              </Box>
            )}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={t('upload.crs.placeholder')}
            error={!!problem || (required && !selected && !disabled)}
            helperText={checking !== null ? t('upload.crs.checking', { code: checking }) : problem}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                // The spec's wording names the field, also where a shorter label is shown.
                'aria-label': t('upload.crs.placeholder'),
                title: t('upload.crs.placeholder'),
              },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {checking !== null ? <CircularProgress size={16} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      <Tooltip title={t('upload.crs.help')}>
        <IconButton size="small" aria-label={t('upload.crs.helpLabel')} sx={{ mt: 0.5 }}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
