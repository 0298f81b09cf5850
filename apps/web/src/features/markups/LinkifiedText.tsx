import { Link, Typography, type TypographyProps } from '@mui/material';
import { linkify } from './linkify.js';

/** Plain text with its web addresses as links (opened in a new tab); its line breaks kept. */
export function LinkifiedText({ text, ...props }: { text: string } & TypographyProps) {
  return (
    <Typography
      variant="body2"
      {...props}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...props.sx }}
    >
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}
