/**
 * What must stop before the offline storage is deleted (signing out): the downloads writing
 * into it, the writer worker's queue, the open database. The offline feature registers its
 * stoppers here when it loads; lib/clearOfflineStorage awaits them all before it deletes, so
 * that no write lands after the deletion and brings one user's data back for the next.
 */
type Stopper = () => Promise<void>;

const stoppers = new Set<Stopper>();

/** Adds a stopper (each once); answers the function that takes it away again. */
export function registerOfflineStopper(stop: Stopper): () => void {
  stoppers.add(stop);
  return () => {
    stoppers.delete(stop);
  };
}

/**
 * Runs every stopper and waits for all of them; one that fails does not keep the others (or
 * the deletion after them) waiting. Answers the failures.
 */
export async function stopOfflineWork(): Promise<unknown[]> {
  const results = await Promise.allSettled([...stoppers].map((stop) => stop()));
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
}
