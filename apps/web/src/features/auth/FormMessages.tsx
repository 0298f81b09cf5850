import { Alert, Stack } from '@mui/material';

/** General messages of a form (non-field errors, a server's detail). */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <Stack spacing={1}>
      {messages.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
