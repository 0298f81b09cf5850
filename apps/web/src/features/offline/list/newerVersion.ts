import type { PackRead } from '@waymark/contract/pack';

/** Whether the server has newer data than a stored pack: 'unknown' without its answer. */
export function newerVersion(
  storedPackId: number,
  serverPacks: readonly Pick<PackRead, 'id' | 'current'>[] | undefined,
): 'newer' | 'current' | 'unknown' {
  if (!serverPacks) return 'unknown';
  const same = serverPacks.find((pack) => pack.id === storedPackId);
  // Gone from the server (a layer removed or changed since): what is stored is not current.
  if (!same) return 'newer';
  return same.current ? 'current' : 'newer';
}
