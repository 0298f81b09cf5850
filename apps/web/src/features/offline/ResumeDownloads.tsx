import { useEffect } from 'react';
import { reportError } from '../../lib/errorReporting.js';
import { removeOthersCopies, stopOfflineDownloads } from './download/packDownloads.js';
import { useOfflineRecords } from './useOfflineRecords.js';

/**
 * Reads the session's records, which resumes the downloads a reload cut short; removes the
 * copies of anyone else who used this device (their records and files: never shown to this
 * session); stops the downloads when the user signs out (this leaves the page then).
 */
export function ResumeDownloads() {
  const { owner } = useOfflineRecords();
  useEffect(() => {
    if (owner) void removeOthersCopies(owner).catch(reportError);
  }, [owner]);
  useEffect(
    () => () => {
      void stopOfflineDownloads();
    },
    [],
  );
  return null;
}
