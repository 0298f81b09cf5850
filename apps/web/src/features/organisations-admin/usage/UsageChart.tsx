import { useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { shortDay } from './usageFigures.js';

const HEIGHT = 220;

/** One figure per day as bars (uPlot), days on a UTC axis; hovering shows the day's value. */
export function UsageChart({
  data,
  label,
  language,
  description,
}: {
  data: [number[], number[]];
  /** The figure's name (its legend). */
  label: string;
  language: string;
  /** What the chart shows, for those who do not see it. */
  description: string;
}) {
  const container = useRef<HTMLDivElement | null>(null);
  const colour = useTheme().palette.primary.main;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const day = (seconds: number) => shortDay(seconds, language);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      // Days are UTC days: drawn as such whatever the browser's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { values: (_u, splits) => splits.map(day) },
        { size: 60, values: (_u, splits) => splits.map((v) => v.toLocaleString(language)) },
      ],
      series: [
        { label: '', value: (_u, v) => (v === null ? '' : day(v)) },
        {
          label,
          stroke: colour,
          fill: `${colour}99`,
          width: 1,
          paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          points: { show: false },
          value: (_u, v) => (v === null ? '–' : v.toLocaleString(language)),
        },
      ],
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data, label, language, colour]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={description}
      data-testid="usage-chart"
      style={{ width: '100%' }}
    />
  );
}
