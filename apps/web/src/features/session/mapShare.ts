/**
 * The share answer (spec section 3, MapShare). The contract has no map-share schema yet (the
 * share endpoints come in a later issue), so only the fields this app reads are typed here.
 */
export interface MapShareAnswer {
  token?: string | null;
  map?: number | null;
  expiry?: string | null;
  created_by?: { first_name: string; last_name: string } | null;
  bounds?: number[] | null;
}
