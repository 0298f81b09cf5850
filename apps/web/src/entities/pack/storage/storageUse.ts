/** What the browser says of this site's storage: bytes used and the most it may use. */
export interface StorageUse {
  usage: number;
  quota: number;
}

/** navigator.storage.estimate(), or null where the browser does not tell. */
export async function storageUse(): Promise<StorageUse | null> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.estimate !== 'function')
    return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}

/**
 * Asks the browser to keep the site's storage under pressure rather than evict it (a pack is
 * taken to a site without signal). Answers whether it will; a refusal is no error.
 */
export async function askPersistentStorage(): Promise<boolean> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function')
    return false;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
