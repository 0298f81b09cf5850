import { Alert, type SxProps, type Theme } from '@mui/material';

/** A form's errors that belong to no one field (the server's, or a failure), or nothing. */
export function FormErrorAlert({
  messages,
  sx,
}: {
  messages: readonly string[];
  sx?: SxProps<Theme>;
}) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" {...(sx ? { sx } : {})}>
      {messages.join(' ')}
    </Alert>
  );
}
