import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SurveyDateFile } from './SurveyDateCell.js';

// Its texts, the date input and the call load when a files list first shows a date: not
// with the map's first frame (the viewer's files panel is part of it).
const SurveyDateCell = lazy(() =>
  import('./SurveyDateCell.js').then((module) => ({ default: module.SurveyDateCell })),
);

/** A file's survey date in a files list, loaded on demand (see SurveyDateCell). */
export function SurveyDate({ file, labelled }: { file: SurveyDateFile; labelled?: boolean }) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 24 }} />}>
      <SurveyDateCell file={file} labelled={labelled} />
    </Suspense>
  );
}

/** The files that have a survey date of their own: companions and derived files take another's. */
export const takesSurveyDate = (file: { role: string }) =>
  file.role === 'source' || file.role === 'attachment';
