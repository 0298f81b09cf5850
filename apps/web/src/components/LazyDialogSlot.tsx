import { Suspense, useState, type ComponentType } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.js';

/**
 * A lazily loaded dialog's place in the app frame: empty until it is first opened, then kept
 * mounted, so that closing it animates like any dialog.
 */
export function LazyDialogSlot({ open, Dialog }: { open: boolean; Dialog: ComponentType }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
