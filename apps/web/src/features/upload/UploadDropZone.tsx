import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

/**
 * The drop zone of 2.8: several files at once, by dropping them or by the file chooser (a click,
 * or Enter / Space on the focused zone); 'Add files' while files are dragged over it.
 */
export function UploadDropZone({
  onFiles,
  disabled,
}: {
  onFiles(files: File[]): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => onFiles(accepted),
    multiple: true,
    disabled,
  });
  // The file input sits beside the zone, not in it: a focusable control inside a button is
  // one a screen reader reaches twice (axe: nested-interactive).
  return (
    <>
      <input {...getInputProps()} data-testid="upload-input" />
      <Box
        {...getRootProps({ role: 'button' })}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          borderRadius: 1,
          px: 2,
          py: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CloudUploadIcon color={isDragActive ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
        <Typography color={isDragActive ? 'primary' : 'text.secondary'}>
          {isDragActive ? t('upload.dropActive') : t('upload.dropZone')}
        </Typography>
      </Box>
    </>
  );
}
