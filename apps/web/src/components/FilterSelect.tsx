import { MenuItem, TextField } from '@mui/material';

/**
 * A list's filter as a small select: a first choice that keeps everything (value ''), then the
 * options. The label stays above, so the empty choice reads as chosen.
 */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  value: string;
  /** The text of the choice that filters nothing. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
