import { PermissionDeniedError } from '../lib/errors.js';
import type { Principal } from './principal.js';

/** Why an action is refused (the 403's detail), or null when it is allowed. */
export type Refusal = string | null;

export const NOT_PERMITTED = 'You do not have permission to perform this action.';
export const READ_ONLY = 'An access key or a share link can only read.';

/**
 * Who may do what with one kind of object: for each action, null when the principal may take it,
 * else why not. Services authorise through a policy (authorize) and present what it answers with
 * every read (abilitiesOf), so that the web app's buttons and the server's answers never differ.
 */
export interface Policy<O, A extends string> {
  readonly actions: readonly A[];
  refusal(principal: Principal, object: O, action: A): Refusal;
}

/** Every action of the policy, as the booleans a read carries (`abilities`). */
export function abilitiesOf<O, A extends string>(
  policy: Policy<O, A>,
  principal: Principal,
  object: O,
): Record<A, boolean> {
  return Object.fromEntries(
    policy.actions.map((action) => [action, policy.refusal(principal, object, action) === null]),
  ) as Record<A, boolean>;
}

/** 403 with the policy's reason unless the principal may take the action. */
export function authorize<O, A extends string>(
  policy: Policy<O, A>,
  principal: Principal,
  object: O,
  action: A,
): void {
  const refusal = policy.refusal(principal, object, action);
  if (refusal !== null) throw new PermissionDeniedError(refusal);
}

/** 403 with the refusal's reason, if there is one. */
export function refuseUnless(refusal: Refusal): void {
  if (refusal !== null) throw new PermissionDeniedError(refusal);
}

/** Null when `allowed`, else the refusal. */
export function unless(allowed: boolean, refusal = NOT_PERMITTED): Refusal {
  return allowed ? null : refusal;
}

/** The first refusal of several checks, taken in order. */
export function firstRefusal(...refusals: (() => Refusal)[]): Refusal {
  for (const check of refusals) {
    const refusal = check();
    if (refusal !== null) return refusal;
  }
  return null;
}
