import type { AuditRepository } from '../repositories/audit.repository.js';

/** Who is acting: the effective user, and the real one when impersonating. */
export interface Actor {
  userId: number;
  realUserId: number;
  ip?: string;
}

export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  record(
    actor: Actor | null,
    action: string,
    object?: { type: string; id: string | number },
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.insert({
      actorId: actor?.realUserId ?? null,
      asUserId: actor && actor.userId !== actor.realUserId ? actor.userId : null,
      action,
      objectType: object?.type,
      objectId: object?.id,
      details,
      ip: actor?.ip,
    });
  }
}
