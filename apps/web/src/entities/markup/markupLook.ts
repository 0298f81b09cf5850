import type { MarkupIcon, MarkupStatus } from '@waymark/contract/markup';

/** Each status's colour: on the map, in the chips and in the report. */
export const STATUS_COLOURS: Record<MarkupStatus, string> = {
  open: '#d32f2f',
  in_progress: '#ed6c02',
  resolved: '#2e7d32',
  closed: '#616161',
};

/**
 * Each category icon's outline (Material icons, 24 × 24): drawn by the lists as SVG and on the
 * map, inside the status colour, from the same path.
 */
export const ICON_PATHS: Record<MarkupIcon, string> = {
  // Build
  defect:
    'm22.7 19-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4',
  // Visibility
  observation:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  // Warning
  hazard: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  // QuestionMark
  question:
    'M11.07 12.85c.77-1.39 2.25-2.21 3.11-3.44.91-1.29.4-3.7-2.18-3.7-1.69 0-2.52 1.28-2.87 2.34L6.54 6.96C7.25 4.83 9.18 3 11.99 3c2.35 0 3.96 1.07 4.78 2.41.7 1.15 1.11 3.3.03 4.9-1.2 1.77-2.35 2.31-2.97 3.45-.25.46-.35.76-.35 2.24h-2.89c-.01-.78-.13-2.05.48-3.15M14 20c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2',
  // Flag
  flag: 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z',
  // Place
  pin: 'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
};
