import type { MapShareValidation } from '@waymark/contract';

/**
 * The share answer (spec section 3, MapShare): GET mapshares/:token/ with the share token in
 * the MapShare header answers the token, the map, its title, the expiry, the creator's names
 * and the bounds.
 */
export type MapShareAnswer = MapShareValidation;
