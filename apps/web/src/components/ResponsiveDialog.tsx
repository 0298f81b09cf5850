import { Dialog, useMediaQuery, useTheme, type DialogProps } from '@mui/material';

/**
 * A dialog that takes the whole screen on phones (xs) and `width` of the window elsewhere
 * (the spec's 75% for Add a Layer, 80% for Add a Map).
 */
export function ResponsiveDialog({ width, slotProps, ...props }: DialogProps & { width: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      fullScreen={phone}
      maxWidth={false}
      {...props}
      slotProps={{
        ...slotProps,
        paper: { ...slotProps?.paper, sx: phone ? undefined : { width, maxWidth: width } },
      }}
    />
  );
}
