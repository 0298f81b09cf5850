import { NotFoundError, PermissionDeniedError } from '../lib/errors.js';
import type { TokenRepository } from '../repositories/token.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import { authorize } from '../policies/policy.js';
import { sessionPolicy } from '../policies/session.policy.js';
import { userPolicy } from '../policies/user.policy.js';
import type { Principal } from '../policies/principal.js';

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
    // Without the right, nobody's existence is confirmed: 403 before any lookup.
    authorize(sessionPolicy, real, null, 'impersonate');
    const target = await this.users.findInScope(targetId, real.scope);
    if (!target) throw new NotFoundError();
    const memberships = await this.users.membershipsOf([target.id]);
    authorize(
      userPolicy,
      real,
      { user: target, organisations: memberships.map((m) => m.organisation_id) },
      'impersonate',
    );
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
