import { vi } from 'vitest';

/**
 * The viewers (three.js, Photo Sphere Viewer, copc) stand-ins for jsdom: each shows what it was
 * given, so that a block's test sees which files it hands over.
 */
export const viewerProps: Record<string, unknown[]> = {};

function stub(name: string) {
  return function Viewer(props: Record<string, unknown>) {
    (viewerProps[name] ??= []).push(props);
    const files = (props.files ?? (props.file ? [props.file] : props.photos)) as
      { name: string }[] | undefined;
    return (
      <div role="region" aria-label={name} data-index={String(props.index ?? '')}>
        {(files ?? []).map((f) => f.name).join(', ')}
      </div>
    );
  };
}

export const viewersModule = () => ({
  PanoramaViewer: stub('PanoramaViewer'),
  PointCloudViewer: stub('PointCloudViewer'),
  ModelViewer: stub('ModelViewer'),
  ImageViewer: stub('ImageViewer'),
  VideoPlayer: stub('VideoPlayer'),
  ViewerSuspense: ({ children }: { children: unknown }) => children,
});

export const resetViewerProps = () => {
  for (const key of Object.keys(viewerProps)) delete viewerProps[key];
  vi.clearAllMocks();
};
