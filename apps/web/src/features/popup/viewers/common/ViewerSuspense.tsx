import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../../../../components/ChunkErrorBoundary.js';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';

/**
 * Where a lazily loaded viewer goes: a spinner while its chunk arrives, and the app's message
 * for a chunk that failed or timed out (120 s) instead of a blank popup.
 */
export function ViewerSuspense({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
