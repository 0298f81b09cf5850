import type { LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { ApiError } from '../../../api/ApiError.js';
import { copcRangeGetter } from '../../../entities/layer-file/copcRangeGetter.js';
import { openCopc } from '../../../lib/point-cloud/copcSource.js';
import type { Bounds } from '../../../lib/point-cloud/octree.js';
import { createPointDecoder } from '../../../lib/point-cloud/pointDecoder.js';
import { DEFAULT_POINT_BUDGET } from '../../../lib/point-cloud/PointCloudStream.js';
import { isAbort } from '../../../lib/isAbort.js';
import { addScenePicker, addSectionSource } from '../../../map/scenePicks.js';
import { attachmentKey } from '../sceneFiles.js';
import type { ScenePart } from '../startScenePart.js';
import { footprintOf, placeCloud, PlacementError } from './cloudPlacement.js';
import { PointCloudLayer } from './PointCloudLayer.js';
import type { SceneCloud } from './sceneClouds.js';
import type { CloudLook } from './useScenePointClouds.js';
import { removeFromMap } from '../../../map/styleOps.js';

const boxesMeet = (a: readonly number[], b: readonly number[]) =>
  a[0]! <= b[2]! && b[0]! <= a[2]! && a[1]! <= b[3]! && b[1]! <= a[3]!;

const isRefusedByShare = (error: unknown) => error instanceof ApiError && error.status === 403;

export interface CloudSceneStart {
  exaggeration: number;
  /** How the clouds look, read when each cloud opens (later changes go to the layer). */
  look(): CloudLook;
  /** A share link's bounds, read when each cloud opens. */
  shareBounds(): readonly number[] | null;
  signal: AbortSignal;
  update(key: string, change: Partial<SceneCloud>): void;
  onNoWebGl2(): void;
}

/**
 * The clouds' part of the 3D scene, loaded with the first cloud rather than with the map (it
 * brings three.js and the COPC reader): one custom layer on top of the map, each file opened
 * with range requests, placed from its header's CRS and streamed into it.
 */
export function startCloudScene(
  map: MapLibreMap,
  files: readonly LayerFileRead[],
  { exaggeration, look, shareBounds, signal, update, onNoWebGl2 }: CloudSceneStart,
): ScenePart<PointCloudLayer> {
  const decoder = createPointDecoder();
  const layer = new PointCloudLayer(decoder, {
    onStats: (key, stats) => update(key, { drawn: stats.drawn, total: stats.total }),
    onError: (key, error) => {
      // A share link's bounds refuse the points outside them (403): those are not drawn.
      if (!isAbort(error) && !isRefusedByShare(error)) update(key, { problem: 'unreadable' });
    },
    onNoWebGl2,
  });
  map.addLayer(layer);
  layer.setExaggeration(exaggeration);
  layer.setShown(look().shown);
  // The measuring tool picks points on the clouds.
  const releasePicks = addScenePicker(map, ({ x, y }) => layer.pickPoint(x, y));
  // The cross-section draws the points near its line beside the profiles.
  const names = new Map(files.map((file) => [attachmentKey(file), file.name]));
  const releaseSections = addSectionSource(map, (line, corridor) =>
    [...layer.pointsAlong(line, corridor)].map(([key, points]) => ({
      name: names.get(key) ?? key,
      points,
    })),
  );
  const dpr = window.devicePixelRatio || 1;
  const budget = Math.floor(DEFAULT_POINT_BUDGET / files.length);
  for (const file of files) {
    const key = attachmentKey(file);
    openCopc(copcRangeGetter(file, signal))
      .then(async (source) => {
        if (signal.aborted) return;
        const { min, max } = source.copc.header;
        const origin = [0, 1, 2].map((i) => (min[i]! + max[i]!) / 2) as [number, number, number];
        const half = [0, 1, 2].map((i) => (max[i]! - min[i]!) / 2) as [number, number, number];
        const placement = placeCloud(source.copc.wkt ?? '', origin, half);
        // A share link's viewer: the nodes outside its bounds are not asked for (the server
        // would refuse them).
        const share = shareBounds();
        const keep = share
          ? (bounds: Bounds) => boxesMeet(footprintOf(placement, bounds), share)
          : undefined;
        const { mode, pointSize } = look();
        const stream = layer.add(key, source, placement, {
          mode,
          pointSize: pointSize * dpr,
          budget,
          keep,
        });
        update(key, {
          verticalDatum: placement.verticalDatum,
          total: source.copc.header.pointCount,
        });
        await stream.start();
        if (!signal.aborted) update(key, { phase: 'ready' });
      })
      .catch((error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        update(key, {
          phase: 'failed',
          problem: error instanceof PlacementError ? 'placement' : 'unreadable',
        });
      });
  }
  return {
    layer,
    dispose() {
      releasePicks();
      releaseSections();
      removeFromMap(map, [layer.id]);
      decoder.dispose();
    },
  };
}
