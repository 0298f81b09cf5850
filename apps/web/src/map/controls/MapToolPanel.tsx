import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface MapToolPanelProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  /** Its width on a desktop, in px. */
  width: number;
  /** A bottom sheet on a phone, leaving the map above it free to draw on. */
  sheetOnPhone?: boolean;
  /** Rendered into this element (the map's container), else where it stands. */
  container?: HTMLElement;
  testId?: string;
  children: ReactNode;
}

/** The widest a tool's panel is on a desktop, with its margin: room other overlays leave it. */
export const MAP_TOOL_PANEL_ROOM = 380;

/**
 * The panel of a map tool (measure, compare, volume): titled, with a close button, floating at
 * the top left of the map on a desktop, clear of the controls on the right.
 */
export function MapToolPanel({
  title,
  closeLabel,
  onClose,
  width,
  sheetOnPhone = false,
  container,
  testId,
  children,
}: MapToolPanelProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sheet = sheetOnPhone && phone;
  const place = sheet
    ? {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '55%',
        // Without it Chromium painted the whole map white behind the scrolling sheet (seen with
        // its software renderer); it also keeps the text from reflowing when the sheet scrolls.
        scrollbarGutter: 'stable',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      }
    : {
        top: 10,
        left: 10,
        width,
        maxWidth: 'calc(100% - 70px)',
        maxHeight: 'calc(100% - 20px)',
      };
  const panel = (
    <Paper
      role="region"
      aria-label={title}
      data-testid={testId}
      // Read by the time slider, which moves clear of a panel on the left (see SurveyDateControl).
      data-map-tool-panel={sheet ? 'sheet' : 'side'}
      elevation={sheet ? 8 : 3}
      sx={{
        position: 'absolute',
        zIndex: 3,
        p: 1.5,
        overflowY: 'auto',
        ...place,
      }}
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
    </Paper>
  );
  return container ? createPortal(panel, container) : panel;
}
