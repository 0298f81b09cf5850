import type { LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/ApiError.js';
import { copcRangeGetter } from '../../../entities/layer-file/copcRangeGetter.js';
import { sessionStore } from '../../../entities/session/sessionStore.js';
import type { ColourMode } from '../../../lib/point-cloud/colourModes.js';
import { openCopc } from '../../../lib/point-cloud/copcSource.js';
import type { Bounds } from '../../../lib/point-cloud/octree.js';
import { createPointDecoder } from '../../../lib/point-cloud/pointDecoder.js';
import { DEFAULT_POINT_BUDGET } from '../../../lib/point-cloud/PointCloudStream.js';
import { addScenePicker, addSectionSource } from '../../../map/scenePicks.js';
import { isAbort } from '../../../lib/isAbort.js';
import { useStoreSelector } from '../../../lib/useStoreSelector.js';
import { footprintOf, placeCloud, PlacementError } from './cloudPlacement.js';
import { PointCloudLayer } from './PointCloudLayer.js';
import { attachmentKey } from '../sceneFiles.js';
import type { SceneCloud } from './sceneClouds.js';

export interface CloudLook {
  mode: ColourMode;
  /** Points' size in CSS pixels. */
  pointSize: number;
  shown: boolean;
}

const boxesMeet = (a: readonly number[], b: readonly number[]) =>
  a[0]! <= b[2]! && b[0]! <= a[2]! && a[1]! <= b[3]! && b[1]! <= a[3]!;

const isRefusedByShare = (error: unknown) => error instanceof ApiError && error.status === 403;

function cloudOf(file: LayerFileRead): SceneCloud {
  return {
    key: attachmentKey(file),
    name: file.name,
    phase: 'loading',
    problem: null,
    drawn: 0,
    total: 0,
    verticalDatum: null,
  };
}

/**
 * The COPC files in the 3D scene while it is on: each opened with range requests, placed
 * from its header's CRS and streamed into one custom layer on top of the map. Answers the
 * clouds as the scene's bar lists them.
 */
export function useScenePointClouds(
  map: MapLibreMap,
  files: readonly LayerFileRead[],
  exaggeration: number | null,
  look: CloudLook,
): SceneCloud[] {
  const [states, setStates] = useState<Record<string, Partial<SceneCloud>>>({});
  const [noWebGl2, setNoWebGl2] = useState(false);
  const layerRef = useRef<PointCloudLayer | null>(null);
  const lookRef = useRef(look);
  const shareBounds = useStoreSelector(
    sessionStore,
    (state) => state.mapShare?.share.bounds ?? null,
  );
  const shareBoundsRef = useRef(shareBounds);
  useEffect(() => {
    lookRef.current = look;
    shareBoundsRef.current = shareBounds?.length === 4 ? shareBounds : null;
  });
  const on = exaggeration !== null && files.length > 0;
  const fileKeys = files.map(attachmentKey).join(',');

  useEffect(() => {
    if (!on) return undefined;
    const abort = new AbortController();
    const decoder = createPointDecoder();
    const update = (key: string, change: Partial<SceneCloud>) =>
      setStates((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    const layer = new PointCloudLayer(decoder, {
      onStats: (key, stats) => update(key, { drawn: stats.drawn, total: stats.total }),
      onError: (key, error) => {
        // A share link's bounds refuse the points outside them (403): those are not drawn.
        if (!isAbort(error) && !isRefusedByShare(error)) update(key, { problem: 'unreadable' });
      },
      onNoWebGl2: () => setNoWebGl2(true),
    });
    layerRef.current = layer;
    map.addLayer(layer);
    layer.setExaggeration(exaggeration ?? 1);
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
      openCopc(copcRangeGetter(file, abort.signal))
        .then(async (source) => {
          if (abort.signal.aborted) return;
          const { min, max } = source.copc.header;
          const origin = [0, 1, 2].map((i) => (min[i]! + max[i]!) / 2) as [number, number, number];
          const half = [0, 1, 2].map((i) => (max[i]! - min[i]!) / 2) as [number, number, number];
          const placement = placeCloud(source.copc.wkt ?? '', origin, half);
          const { mode, pointSize } = lookRef.current;
          // A share link's viewer: the nodes outside its bounds are not asked for (the server
          // would refuse them).
          const share = shareBoundsRef.current;
          const keep = share
            ? (bounds: Bounds) => boxesMeet(footprintOf(placement, bounds), share)
            : undefined;
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
          if (!abort.signal.aborted) update(key, { phase: 'ready' });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted || isAbort(error)) return;
          update(key, {
            phase: 'failed',
            problem: error instanceof PlacementError ? 'placement' : 'unreadable',
          });
        });
    }
    return () => {
      abort.abort();
      releasePicks();
      releaseSections();
      layerRef.current = null;
      try {
        if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      } catch {
        // The map is already gone.
      }
      decoder.dispose();
      setStates({});
    };
    // The files are named by their keys: new objects for the same files do not reopen them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, on, fileKeys]);

  useEffect(() => {
    if (exaggeration !== null) layerRef.current?.setExaggeration(exaggeration);
  }, [exaggeration, fileKeys]);

  const { mode, pointSize, shown } = look;
  useEffect(() => layerRef.current?.setMode(mode), [mode, fileKeys]);
  useEffect(() => {
    layerRef.current?.setPointSize(pointSize * (window.devicePixelRatio || 1));
  }, [pointSize, fileKeys]);
  useEffect(() => layerRef.current?.setShown(shown), [shown, fileKeys]);

  if (!on) return [];
  return files.map((file) => {
    const cloud = { ...cloudOf(file), ...states[attachmentKey(file)] };
    return noWebGl2 ? { ...cloud, phase: 'failed', problem: 'webgl2' } : cloud;
  });
}
