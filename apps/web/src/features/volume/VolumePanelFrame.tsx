import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The volume panel over the map: a floating panel at the top left on a desktop (as the measure
 * tool's), a bottom sheet on a phone, so that the map stays free to draw on.
 */
export function VolumePanelFrame({
  container,
  title,
  closeLabel,
  onClose,
  children,
}: {
  container: HTMLElement;
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const place = phone
    ? {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '55%',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      }
    : {
        top: 10,
        left: 10,
        width: 360,
        maxWidth: 'calc(100% - 70px)',
        maxHeight: 'calc(100% - 20px)',
      };
  return createPortal(
    <Paper
      role="region"
      aria-label={title}
      data-testid="volume-panel"
      elevation={phone ? 8 : 3}
      sx={{ position: 'absolute', zIndex: 3, p: 1.5, overflowY: 'auto', ...place }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
    </Paper>,
    container,
  );
}
