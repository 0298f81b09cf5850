import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { copyText } from '../lib/copyText.js';

/** The copy button's texts, in the caller's words. */
export interface CopyTexts {
  copy: string;
  copied: string;
  /** Shown when the browser refuses to copy (the text is then selected instead). */
  failed: string;
}

/**
 * A value to copy (a link, a key, a URL): read-only, selected on focus, wrapped anywhere (it is
 * one long word), with a copy button. When copying is refused the text is selected for the
 * user to copy by hand.
 */
export function CopyField({
  label,
  value,
  texts,
  maxRows = 3,
  emphasised = false,
  nameButtonAfterLabel = false,
}: {
  label: string;
  value: string;
  texts: CopyTexts;
  maxRows?: number;
  /** A contained button: the one thing to do on the screen. */
  emphasised?: boolean;
  /** The button's accessible name says what it copies ('Copy: Service URL'): several fields. */
  nameButtonAfterLabel?: boolean;
}) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    const done = await copyText(value);
    setCopied(done);
    if (!done) input.current?.select();
  };
  const text = copied ? texts.copied : texts.copy;

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        value={value}
        inputRef={input}
        onFocus={(event) => event.target.select()}
        size={emphasised ? 'medium' : 'small'}
        fullWidth
        multiline
        maxRows={maxRows}
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  onClick={() => void copy()}
                  startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
                  variant={emphasised ? 'contained' : 'text'}
                  size="small"
                  aria-label={nameButtonAfterLabel ? `${text}: ${label}` : undefined}
                >
                  {text}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      {copied === false ? (
        <Alert severity="warning" role="status">
          {texts.failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
