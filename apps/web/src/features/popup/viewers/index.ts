/**
 * Viewers of the feature popups. Each is its own chunk, loaded the first time it is shown (so
 * none of them, nor three.js, copc or Photo Sphere Viewer, grows the JavaScript loaded
 * before the first map frame), and gives up after 120 s like every on-demand part. Render them
 * inside <ViewerSuspense> (./common/ViewerSuspense.tsx): a spinner while the chunk loads, the
 * app's message if it fails. Without WebGL (old devices, tests) the 3D viewers and the panorama
 * show a clear message instead of a blank box. Files are a layer's files ({id, layer_id, name}:
 * a LayerFileRead fits); their bytes come through the API client with the authentication header.
 *
 * PanoramaViewer   360° photo (equirectangular JPEG) to look around in, with its date and
 *                  position, and previous / next through a walk of photos.
 *   photos: {fileId, layerId, name, date?, lon?, lat?}[]   the walk (e.g. nearbyPhotos)
 *   index: number                     the photo shown first
 *   onIndexChange?(index): void       told when the user steps to another photo
 *   height?: number | string          CSS height (480 px)
 *
 * PointCloudViewer COPC (.copc.laz) streamed by octree node with HTTP range requests, level of
 *                  detail by screen-space error within a point budget, colour by RGB /
 *                  intensity / elevation / classification, point size, orbit, fit.
 *   file: ViewerFile                  the .copc.laz
 *   mode?: 'rgb' | 'intensity' | 'elevation' | 'classification'   first colouring (RGB)
 *   pointBudget?: number              points drawn at most at once (2,000,000)
 *   height?: number | string
 *
 * ModelViewer      glTF / GLB (Draco meshes included) and IFC (as the glb the server converted it
 *                  to at ingest), the properties of a clicked element beside the model, orbit,
 *                  fit, a clear message for a file it cannot read or not yet converted.
 *   file: ViewerFile & {status?}     the .glb, .gltf or .ifc
 *   resources?: ViewerFile[]          where a .gltf's external buffers and images are looked
 *                                     up by name (default: the other files of its layer)
 *   height?: number | string
 *
 * ImageViewer      images with zoom and pan (wheel, pinch, drag, buttons, keyboard) and
 *                  previous / next through them.
 *   files: ViewerFile[]               the images
 *   index?: number                    the one shown first (0)
 *   height?: number | string
 *
 * VideoPlayer      an HTML5 video: an http(s) address or a file of a layer.
 *   source: { url: string } | { file: ViewerFile }
 *   name?: string                     its accessible name (the file's name, or the address)
 *   height?: number | string
 */
import { lazy } from 'react';
import { withTimeout } from '../../../lib/lazySection.js';

export const PanoramaViewer = lazy(() =>
  withTimeout(import('./panorama/PanoramaViewer.js')).then((m) => ({ default: m.PanoramaViewer })),
);
export const PointCloudViewer = lazy(() =>
  withTimeout(import('./point-cloud/PointCloudViewer.js')).then((m) => ({
    default: m.PointCloudViewer,
  })),
);
export const ModelViewer = lazy(() =>
  withTimeout(import('./model/ModelViewer.js')).then((m) => ({ default: m.ModelViewer })),
);
export const ImageViewer = lazy(() =>
  withTimeout(import('./image/ImageViewer.js')).then((m) => ({ default: m.ImageViewer })),
);
export const VideoPlayer = lazy(() =>
  withTimeout(import('./video/VideoPlayer.js')).then((m) => ({ default: m.VideoPlayer })),
);

export type { ViewerFile } from './common/viewerFile.js';
export type { ColourMode } from '../../../lib/point-cloud/colourModes.js';
export { ViewerSuspense } from './common/ViewerSuspense.js';
