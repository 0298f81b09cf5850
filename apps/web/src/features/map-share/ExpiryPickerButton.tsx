import EventIcon from '@mui/icons-material/Event';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, latestExpiry, toLocalInput } from './shareExpiry.js';

/** Whether the browser can open its date and time picker on demand. */
const canPick = () =>
  typeof HTMLInputElement !== 'undefined' &&
  typeof HTMLInputElement.prototype.showPicker === 'function';

/**
 * Opens the browser's own date and time picker (calendar, or the phone's wheels) for the expiry,
 * while the field itself shows and takes dd/MM/yyyy HH:mm whatever the browser's locale. Without
 * a picker to open, there is no button: the time is typed.
 */
export function ExpiryPickerButton({
  value,
  onPick,
}: {
  value: Date | null;
  onPick(date: Date): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  if (!canPick()) return null;
  const now = new Date();
  const label = t('mapShare.form.pickExpiry');
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          edge="end"
          onClick={() => {
            try {
              input.current?.showPicker();
            } catch {
              // Refused (no user activation): typing still works.
            }
          }}
        >
          <EventIcon />
        </IconButton>
      </Tooltip>
      {/* The picker's input, unseen under the button: the picker opens where it is. */}
      <Box
        component="input"
        ref={input}
        type="datetime-local"
        tabIndex={-1}
        aria-hidden
        value={value ? toLocalInput(value) : ''}
        min={toLocalInput(now)}
        max={toLocalInput(latestExpiry(now))}
        onChange={(event) => {
          const picked = fromLocalInput(event.target.value);
          if (picked) onPick(picked);
        }}
        sx={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 1,
          opacity: 0,
          border: 0,
          p: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
