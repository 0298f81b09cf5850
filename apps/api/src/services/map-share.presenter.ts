import type { MapShareAbilities, MapShareRead } from '@waymark/contract';
import type { MapShareView } from '../repositories/map-share.repository.js';

export function shareStatus(row: Pick<MapShareView, 'revoked_at' | 'expiry'>, now = new Date()) {
  if (row.revoked_at) return 'revoked' as const;
  return new Date(row.expiry) <= now ? ('expired' as const) : ('active' as const);
}

/** `abilities`: the map share policy's answer for the reader. */
export function presentShare(
  row: MapShareView,
  clients: number,
  abilities: MapShareAbilities,
): MapShareRead {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    map: row.map_id,
    map_title: row.map_title,
    organisation_id: row.organisation_id,
    token_prefix: row.token_prefix,
    expiry: new Date(row.expiry).toISOString(),
    bounds: row.bounds,
    note: row.note,
    markups: row.markups,
    created_by:
      row.creator_first_name === null
        ? null
        : { first_name: row.creator_first_name, last_name: row.creator_last_name ?? '' },
    created_at: new Date(row.created_at).toISOString(),
    revoked_at: iso(row.revoked_at),
    status: shareStatus(row),
    first_used_at: iso(row.first_used_at),
    last_used_at: iso(row.last_used_at),
    request_count: Number(row.request_count),
    client_count: clients,
    abilities,
  };
}

/** The link that opens a share (route MapShare of spec 2.1). */
export function shareLink(origin: string, mapId: number, token: string): string {
  return `${origin}/maps/${mapId}/share/${token}/`;
}
