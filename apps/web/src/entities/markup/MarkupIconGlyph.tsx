import { SvgIcon, type SvgIconProps } from '@mui/material';
import type { MarkupIcon } from '@waymark/contract/markup';
import { ICON_PATHS } from './markupLook.js';

/** A category's icon, as the map draws it. */
export function MarkupIconGlyph({ icon, ...props }: { icon: MarkupIcon } & SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={ICON_PATHS[icon]} />
    </SvgIcon>
  );
}
