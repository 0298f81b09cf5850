import { Cache, Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PanoramaContent {
  key: string;
  blob: Blob;
}

export type PanoramaPhase = 'loading' | 'ready' | 'failed';

/**
 * Photo Sphere Viewer in a container, showing the given content. The bytes were fetched by
 * the API client (with the authentication header): they are handed to the viewer through its
 * cache under a key of ours, so it never fetches anything itself (the CSP would refuse a
 * fetch of a blob: address, and the viewer cannot send our header).
 */
/**
 * The viewer's navbar buttons are focusable divs with a title: give them the button role and
 * the title as their accessible name, so screen readers announce them as buttons.
 */
function labelButtons(container: HTMLElement): void {
  for (const button of container.querySelectorAll<HTMLElement>('.psv-navbar .psv-button')) {
    button.setAttribute('role', 'button');
    if (button.title) button.setAttribute('aria-label', button.title);
  }
}

export function usePhotoSphere(
  container: HTMLElement | null,
  content: PanoramaContent | null,
): { phase: PanoramaPhase; shownKey: string | null } {
  const { t } = useTranslation();
  const viewer = useRef<Viewer | null>(null);
  const latest = useRef<PanoramaContent | null>(null);
  const [shown, setShown] = useState<{ key: string; failed: boolean } | null>(null);
  const lang = useMemo(
    () => ({
      zoom: t('viewers.panorama.zoom'),
      zoomOut: t('viewers.panorama.zoomOut'),
      zoomIn: t('viewers.panorama.zoomIn'),
      moveUp: t('viewers.panorama.moveUp'),
      moveDown: t('viewers.panorama.moveDown'),
      moveLeft: t('viewers.panorama.moveLeft'),
      moveRight: t('viewers.panorama.moveRight'),
      fullscreen: t('viewers.panorama.fullscreen'),
      menu: t('viewers.panorama.menu'),
      close: t('common.close'),
      twoFingers: t('viewers.panorama.twoFingers'),
      ctrlZoom: t('viewers.panorama.ctrlZoom'),
      loading: t('viewers.loading', { name: '' }).trim(),
      loadError: t('viewers.unreadableHint'),
      webglError: t('viewers.noWebgl'),
    }),
    [t],
  );

  const show = (target: Viewer, next: PanoramaContent) => {
    Cache.add(next.key, next.key, next.blob);
    target.setPanorama(next.key, { transition: false, showLoader: true }).then(
      () => setShown({ key: next.key, failed: false }),
      // A newer photo replacing this one aborts it: only a real failure is reported.
      (error: unknown) => {
        if (
          latest.current?.key === next.key &&
          !(error instanceof Error && /abort/i.test(error.message))
        ) {
          setShown({ key: next.key, failed: true });
        }
      },
    );
  };

  useEffect(() => {
    latest.current = content;
    if (content && viewer.current) show(viewer.current, content);
  }, [content]);

  useEffect(() => {
    if (!container) return;
    const made = new Viewer({
      container,
      lang,
      navbar: ['zoom', 'move', 'fullscreen'],
      defaultZoomLvl: 0,
      // The popup scrolls with the wheel unless the pointer is over the photo: zoom it there.
      mousewheelCtrlKey: false,
      touchmoveTwoFingers: false,
      keyboard: 'always',
    });
    viewer.current = made;
    labelButtons(container);
    if (latest.current) show(made, latest.current);
    return () => {
      viewer.current = null;
      made.destroy();
    };
  }, [container, lang]);

  const key = content?.key ?? null;
  if (!key || shown?.key !== key) return { phase: 'loading', shownKey: shown?.key ?? null };
  return { phase: shown.failed ? 'failed' : 'ready', shownKey: key };
}
