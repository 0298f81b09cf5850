import { useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { shortDay } from './usageFigures.js';

const HEIGHT = 220;
const DAY = 24 * 3600;
/** Whole counts on the value axis, whole days (or weeks, months) on the time axis. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6, 1e7,
];
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 56 * DAY];

/** One figure per day as bars (uPlot), days on a UTC axis; hovering shows the day's value. */
export function UsageChart({
  data,
  label,
  dayLabel,
  language,
  description,
}: {
  data: [number[], number[]];
  /** The figure's name (its legend). */
  label: string;
  /** The legend's name of the day under the pointer. */
  dayLabel: string;
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
      scales: {
        // Half a day each side: the first and last days' bars are whole.
        x: { range: (_u, min, max) => [min - DAY / 2, max + DAY / 2] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        { incrs: DAY_STEPS, values: (_u, splits) => splits.map(day) },
        {
          size: 60,
          incrs: COUNT_STEPS,
          values: (_u, splits) => splits.map((v) => v.toLocaleString(language)),
        },
      ],
      series: [
        { label: dayLabel, value: (_u, v) => (v === null ? '' : day(v)) },
        {
          label,
          stroke: colour,
          fill: `${colour}b3`,
          // No outline: a day without use shows no bar at all.
          width: 0,
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
  }, [data, label, dayLabel, language, colour]);

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
