import { Box, Fade, Slide } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { transitionKind, type PageTransitionKind } from './transitionKind.js';

const DURATION_MS = 225;

/** Animates each new page in: a fade or a slide depending on the paths' depths. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ pathname: string; transition: PageTransitionKind }>({
    pathname,
    transition: { kind: 'fade' },
  });
  // Derived from the previous page's path while rendering the new one (no extra effect pass).
  const current =
    shown.pathname === pathname
      ? shown
      : { pathname, transition: transitionKind(shown.pathname, pathname) };
  if (current !== shown) setShown(current);

  const page = (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
      {children}
    </Box>
  );
  return (
    <Box sx={{ flex: 1, minHeight: 0, position: 'relative', overflow: 'hidden' }}>
      {current.transition.kind === 'fade' ? (
        <Fade key={pathname} in appear timeout={DURATION_MS}>
          {page}
        </Fade>
      ) : (
        <Slide
          key={pathname}
          in
          appear
          direction={current.transition.direction}
          timeout={DURATION_MS}
        >
          {page}
        </Slide>
      )}
    </Box>
  );
}
