import {
  ACCESS_KEY_ACTIONS,
  INVITATION_ACTIONS,
  LAYER_ACTIONS,
  LAYER_FILE_ACTIONS,
  MAP_ACTIONS,
  MAP_SHARE_ACTIONS,
  MARKUP_ACTIONS,
  MARKUP_CATEGORY_ACTIONS,
  ORGANISATION_ACTIONS,
  SESSION_ACTIONS,
  USER_ACTIONS,
} from '@waymark/contract';

/**
 * Abilities as the server sends them, for fixtures: every action `allowed` (all of them by
 * default), with `overrides` on top. Tests of what a button shows say which ability they turn off.
 */
function abilities<A extends string>(actions: readonly A[]) {
  return (allowed = true, overrides: Partial<Record<A, boolean>> = {}): Record<A, boolean> => ({
    ...(Object.fromEntries(actions.map((action) => [action, allowed])) as Record<A, boolean>),
    ...overrides,
  });
}

export const mapAbilities = abilities(MAP_ACTIONS);
export const layerAbilities = abilities(LAYER_ACTIONS);
export const layerFileAbilities = abilities(LAYER_FILE_ACTIONS);
export const mapShareAbilities = abilities(MAP_SHARE_ACTIONS);
export const accessKeyAbilities = abilities(ACCESS_KEY_ACTIONS);
export const userAbilities = abilities(USER_ACTIONS);
export const organisationAbilities = abilities(ORGANISATION_ACTIONS);
export const sessionAbilities = abilities(SESSION_ACTIONS);
export const invitationAbilities = abilities(INVITATION_ACTIONS);
export const markupAbilities = abilities(MARKUP_ACTIONS);
export const markupCategoryAbilities = abilities(MARKUP_CATEGORY_ACTIONS);
