import { NotFoundError, PermissionDeniedError } from '../http/errors.js';
import type { TokenRepository } from '../repositories/token.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import { inScope } from '../repositories/scope.js';
import type { Principal } from './principal.js';

/**
 * Whether `real` may go on acting as `target`: the conditions of acquire, checked again on
 * every request, so that a target promoted to superuser, deactivated or moved out of the
 * organisation (or an impersonator who lost the permission) ends the impersonation.
 */
export function mayStillImpersonate(real: Principal, target: Principal): boolean {
  return (
    real.has('profiles.impersonate') &&
    target.id !== real.id &&
    !target.isSuperuser &&
    target.user.is_active &&
    [...target.memberships.keys()].some((organisationId) => inScope(real.scope, organisationId))
  );
}

export class ImpersonationService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * From now on the token acts as the target. `real` is the token's own user: the right to
   * impersonate is theirs, and so is the choice of whom.
   */
  async acquire(real: Principal, tokenId: number, targetId: number, actor: Actor): Promise<void> {
    real.require('profiles.impersonate');
    const target = await this.users.findInScope(targetId, real.scope);
    if (!target) throw new NotFoundError();
    if (target.id === real.id) throw new PermissionDeniedError('You cannot impersonate yourself.');
    if (target.is_superuser) throw new PermissionDeniedError('A superuser cannot be impersonated.');
    if (!target.is_active) throw new PermissionDeniedError('This user is not active.');
    await this.tokens.setImpersonation(tokenId, target.id);
    await this.audit.record({ ...actor, userId: target.id }, 'impersonate.acquire', {
      type: 'user',
      id: target.id,
    });
  }

  async release(tokenId: number, impersonatedUserId: number | null, actor: Actor): Promise<void> {
    if (impersonatedUserId === null) throw new PermissionDeniedError('No impersonation is active.');
    await this.tokens.setImpersonation(tokenId, null);
    await this.audit.record(actor, 'impersonate.release', { type: 'user', id: impersonatedUserId });
  }
}
