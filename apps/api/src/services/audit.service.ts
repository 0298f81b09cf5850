import type { AuditRepository } from '../repositories/audit.repository.js';

/** Who is acting: the effective user, and the real one when impersonating. */
export interface Actor {
  userId: number;
  realUserId: number;
  ip?: string;
  /** The request's id, as its log lines carry it. */
  requestId?: string;
}

/** Where an attempt came from, before anyone is known to be acting. */
export interface Origin {
  ip?: string;
  requestId?: string;
}

const DAY_MS = 86_400_000;

export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(
    actor: Actor | null,
    action: string,
    /** `organisationId`: an object's that is gone (else it is read from the object). */
    object?: { type: string; id: string | number; organisationId?: number },
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.insert({
      actorId: actor?.realUserId ?? null,
      asUserId: actor && actor.userId !== actor.realUserId ? actor.userId : null,
      action,
      objectType: object?.type,
      objectId: object?.id,
      organisationId: object?.organisationId,
      details,
      ip: actor?.ip,
      requestId: actor?.requestId,
    });
  }

  /**
   * A refused sign-in: the address it was for (the user, when one has it), how it was tried and,
   * for a second factor's code, why it was refused. Never the password nor the code.
   */
  signInRefused(
    origin: Origin,
    attempt: {
      email: string;
      userId: number | null;
      method: 'password' | 'password+totp' | 'password+recovery_code';
      reason?: 'wrong_code' | 'replayed_code';
    },
  ): Promise<void> {
    return this.audit.insert({
      actorId: attempt.userId,
      asUserId: null,
      action: 'auth.login_failed',
      objectType: attempt.userId === null ? undefined : 'user',
      objectId: attempt.userId ?? undefined,
      details: {
        method: attempt.method,
        email: attempt.email,
        ...(attempt.reason && { reason: attempt.reason }),
      },
      ip: origin.ip,
      requestId: origin.requestId,
    });
  }

  /** Removes the entries older than `days` days (the retention); answers how many went. */
  prune(days: number): Promise<number> {
    return this.audit.prune(new Date(this.now().getTime() - days * DAY_MS));
  }
}
