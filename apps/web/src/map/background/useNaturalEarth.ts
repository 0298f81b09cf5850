import { useEffect, useState } from 'react';
import { loadNaturalEarth } from './naturalEarth.js';

/**
 * The offline background's source URL (pmtiles://…) once its archive is loaded: null until
 * then, when it is not `wanted`, or when it cannot be loaded (the background then stays plain
 * water; the data still draws).
 */
export function useNaturalEarth(wanted: boolean): string | null {
  const [archive, setArchive] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadNaturalEarth().then(
      (url) => {
        if (current) setArchive(url);
      },
      (error: unknown) => console.warn('The offline background could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return archive;
}
