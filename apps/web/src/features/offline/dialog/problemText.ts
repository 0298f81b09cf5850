import type { TFunction } from 'i18next';
import type { DownloadProblem } from '../download/offlineStore.js';

/** Why a download stopped, said plainly: a full browser above all (never swallowed). */
export function problemText(t: TFunction, problem: DownloadProblem): string {
  switch (problem.kind) {
    case 'quota':
      return t('offline.problems.quota');
    case 'network':
      return t('offline.problems.network');
    case 'archive':
      return t('offline.problems.archive', { status: problem.status });
    case 'pack':
      return t('offline.problems.pack');
    case 'empty':
      return t('offline.problems.empty');
    case 'storage':
      // The browser's own words (in its language, not the user's) went to the error report.
      return t('offline.problems.storage');
  }
}
