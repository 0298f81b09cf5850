import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { MARKUP_FILE_MAX_BYTES } from '@waymark/contract/markup';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.js';
import { useUploadMarkupAttachment } from '../../../entities/markup/markupThreadMutations.js';
import { formatFileSize } from '../../../lib/format.js';

/** Photos and files dropped or chosen, sent one after the other; what failed is said. */
export function AttachmentUpload({ mapId, markupId }: { mapId: number; markupId: number }) {
  const { t } = useTranslation();
  const upload = useUploadMarkupAttachment(mapId, markupId);
  const [sending, setSending] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const send = async (files: File[]) => {
    const failed: string[] = [];
    for (const file of files) {
      if (file.size > MARKUP_FILE_MAX_BYTES) {
        failed.push(
          t('markup.files.tooLarge', {
            name: file.name,
            max: formatFileSize(MARKUP_FILE_MAX_BYTES),
          }),
        );
        continue;
      }
      setSending(file.name);
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        const reason =
          error instanceof ApiError
            ? (error.detail ?? Object.values(error.fieldErrors).flat().join(' '))
            : '';
        failed.push(
          t('markup.files.uploadFailed', { name: file.name }) + (reason ? ` ${reason}` : ''),
        );
      }
    }
    setSending(null);
    setProblems(failed);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => void send(accepted),
    multiple: true,
    disabled: sending !== null,
  });

  return (
    <>
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
      <input
        {...getInputProps()}
        data-testid="markup-file-input"
        aria-label={t('markup.files.choose')}
      />
      <Box
        {...getRootProps({ role: 'button' })}
        aria-label={t('markup.files.drop')}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CloudUploadIcon color={isDragActive ? 'primary' : 'action'} />
        <Typography variant="body2" color="text.secondary">
          {sending ? t('markup.files.sending', { name: sending }) : t('markup.files.drop')}
        </Typography>
      </Box>
      {sending ? <LinearProgress /> : null}
    </>
  );
}
