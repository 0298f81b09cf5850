import { Chip, MenuItem, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { typeLabel } from './typeLabel.js';
import { isZip, type UploadRow } from './uploadRules.js';

/**
 * The Type column (2.8): a zip is 'Auto' (its contents decide); any other file has the
 * 'File Type' select over the types offered for it (5.3).
 */
export function FileTypeField({
  row,
  offered,
  disabled,
  onChange,
}: {
  row: UploadRow;
  offered: readonly string[];
  disabled: boolean;
  onChange(fileType: string): void;
}) {
  const { t } = useTranslation();
  if (isZip(row)) {
    return (
      <Tooltip title={t('upload.autoHint')}>
        <Chip label={t('upload.auto')} size="small" variant="outlined" />
      </Tooltip>
    );
  }
  // A companion shows its main file's type, which it follows.
  const options =
    row.fileType && !offered.includes(row.fileType) ? [...offered, row.fileType] : offered;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('upload.fileType')}
      value={row.fileType ?? ''}
      disabled={disabled}
      error={!disabled && !row.fileType}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((type) => (
        <MenuItem key={type} value={type}>
          {typeLabel(t, type)}
        </MenuItem>
      ))}
    </TextField>
  );
}
