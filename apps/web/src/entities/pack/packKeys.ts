import type { PackRequest } from '@waymark/contract/pack';

/** Everything fetched of a map's packs: a new pack has it all fetched again. */
export const mapPacksKey = (mapId: number) => ['packs', 'map', mapId] as const;

export const packEstimateKey = (mapId: number, request: PackRequest) =>
  ['packs', 'estimate', mapId, request] as const;

export const packKey = (packId: number) => ['packs', 'one', packId] as const;
