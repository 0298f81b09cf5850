import type { MapAbilities, SessionAbilities } from '@waymark/contract';
import { paths } from '../../routing/paths.js';
import { openSettingsScreens } from '../../entities/session/settingsScreens.js';

/**
 * Where the cog (2.3) leads: the active map's detail when the user may change that map; else
 * the first settings screen they may open, in the sidebar's order; else the active map's detail
 * all the same (read-only), or Home without an active map. Every answer is the server's
 * (`abilities`): the cog never leads to a screen that would refuse the user.
 */
export function cogTarget(
  active: { mapId: number | null; abilities: Pick<MapAbilities, 'change'> | null },
  session: SessionAbilities,
): string {
  if (active.mapId !== null && active.abilities?.change) return paths.mapDetail(active.mapId);
  const first = openSettingsScreens(session)[0];
  if (first) return first.to;
  return active.mapId !== null ? paths.mapDetail(active.mapId) : paths.home;
}
