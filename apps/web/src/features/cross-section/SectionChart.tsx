import type { SectionResponse } from '@waymark/contract';
import type { SectionCloud } from '../../map/scenePicks.js';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { elevationAxis, elevationRange, seriesName } from './sectionMath.js';

/** Colours of the profiles, one a DTM (two survey dates told apart at a glance). */
export const SERIES_COLOURS = ['#d32f2f', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

const HEIGHT = 170;

/** The profiles on one distance axis; each keeps its own samples, gaps where it has no data. */
function chartData(section: SectionResponse): uPlot.AlignedData {
  if (section.dtms.length === 0) return [[]];
  return uPlot.join(
    section.dtms.map((dtm) => [
      dtm.series.map(([distance]) => distance),
      dtm.series.map(([, elevation]) => elevation),
    ]),
  );
}

/** The colour of a point cloud's points beside the profiles. */
export const CLOUD_COLOUR = 'rgba(69, 90, 100, 0.55)';

/** Draws the point clouds' points as dots, under the profiles' lines (uPlot's draw hook). */
function drawClouds(plot: uPlot, clouds: readonly SectionCloud[]) {
  const { ctx } = plot;
  const size = Math.max(1, Math.round(devicePixelRatio * 2));
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.bbox.left, plot.bbox.top, plot.bbox.width, plot.bbox.height);
  ctx.clip();
  ctx.fillStyle = CLOUD_COLOUR;
  for (const cloud of clouds) {
    for (const [distance, height] of cloud.points) {
      const x = plot.valToPos(distance, 'x', true);
      const y = plot.valToPos(height, 'y', true);
      ctx.fillRect(x - size / 2, y - size / 2, size, size);
    }
  }
  ctx.restore();
}

/** Sets the elevation axis for the exaggeration, from the plot's current size. */
function applyAxis(
  plot: uPlot,
  section: SectionResponse,
  clouds: readonly SectionCloud[],
  exaggeration: number | null,
) {
  const range = elevationRange(section, clouds);
  if (!range) return;
  const [min, max] = elevationAxis(
    range,
    section.length_m,
    { width: plot.bbox.width, height: plot.bbox.height },
    exaggeration,
  );
  plot.setScale('y', { min, max });
}

/**
 * Elevation against distance (uPlot), one line a DTM, the 3D view's point cloud points near the
 * line as dots; hovering reports the distance under the pointer (null when it leaves).
 */
export function SectionChart({
  section,
  clouds,
  exaggeration,
  labels,
  onHover,
  onPlot,
}: {
  section: SectionResponse;
  clouds: readonly SectionCloud[];
  exaggeration: number | null;
  labels: { distance: string; elevation: string };
  onHover(distance: number | null): void;
  onPlot(plot: uPlot | null): void;
}) {
  const container = useRef<HTMLDivElement | null>(null);
  const [plot, setPlot] = useState<uPlot | null>(null);
  const callbacks = useRef({ onHover, onPlot });
  useEffect(() => {
    callbacks.current = { onHover, onPlot };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      scales: {
        x: { time: false, range: [0, Math.max(section.length_m, 1)] },
        y: { auto: false },
      },
      axes: [{ label: labels.distance }, { label: labels.elevation, size: 60 }],
      series: [
        { label: labels.distance, value: (_, v) => (v === null ? '–' : `${v.toFixed(1)} m`) },
        ...section.dtms.map((_, index) => ({
          label: seriesName(section, index),
          stroke: SERIES_COLOURS[index % SERIES_COLOURS.length],
          width: 2,
          spanGaps: false,
          value: (_u: uPlot, v: number | null) => (v === null ? '–' : `${v.toFixed(2)} m`),
        })),
      ],
      cursor: { drag: { x: false, y: false } },
      hooks: {
        drawAxes: [(u) => drawClouds(u, clouds)],
        setCursor: [
          (u) => {
            const left = u.cursor.left ?? -1;
            callbacks.current.onHover(left < 0 ? null : u.posToVal(left, 'x'));
          },
        ],
      },
    };
    const created = new uPlot(options, chartData(section), element);
    setPlot(created);
    callbacks.current.onPlot(created);
    const observer = new ResizeObserver(() => {
      created.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      callbacks.current.onPlot(null);
      setPlot(null);
      created.destroy();
    };
  }, [section, clouds, labels.distance, labels.elevation]);

  useEffect(() => {
    if (!plot) return undefined;
    applyAxis(plot, section, clouds, exaggeration);
    const observer = new ResizeObserver(() => applyAxis(plot, section, clouds, exaggeration));
    observer.observe(plot.over);
    return () => observer.disconnect();
  }, [plot, section, clouds, exaggeration]);

  return (
    <div
      ref={container}
      data-testid="section-chart"
      onMouseLeave={() => onHover(null)}
      style={{ width: '100%' }}
    />
  );
}
