import { useEffect } from 'react';
import type { Layout } from '@waymark/contract';

const DEFAULT_ICON = '/favicon.svg';

/** The page icon and the document title follow the layout. */
export function useDocumentBranding(layout: Layout, fallbackTitle: string): void {
  const title = layout.title?.trim() || fallbackTitle;
  const icon = layout.logo || DEFAULT_ICON;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = icon;
    // Let the browser sniff the type of a logo (PNG, JPEG, SVG or a data URL).
    if (icon === DEFAULT_ICON) link.type = 'image/svg+xml';
    else link.removeAttribute('type');
  }, [icon]);
}
