import { FormHelperText, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../../../components/ChunkErrorBoundary.js';

export interface EditorFrameProps {
  labelId: string;
  hintId: string;
  label: string;
  hint: string;
  /** Beside the label: the template menu in edit mode. */
  actions?: ReactNode;
  /** Messages under the hint (errors in the error colour). */
  messages?: ReactNode;
  children: ReactNode;
}

/**
 * A code field of the layer form: its label (and template menu), the code or the editor, the
 * hint and any messages. The editor itself is loaded on demand, with a placeholder meanwhile.
 */
export function EditorFrame({
  labelId,
  hintId,
  label,
  hint,
  actions,
  messages,
  children,
}: EditorFrameProps) {
  return (
    <Stack spacing={0.5}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={labelId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        {actions}
      </Stack>
      <ChunkErrorBoundary>
        <Suspense fallback={<Skeleton variant="rectangular" height={160} />}>{children}</Suspense>
      </ChunkErrorBoundary>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {hint}
      </FormHelperText>
      {messages}
    </Stack>
  );
}
