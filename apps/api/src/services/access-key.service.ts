import {
  ACCESS_KEY_ORDERING,
  MAX_ACCESS_KEY_DAYS,
  MAX_ACCESS_KEYS_PER_USER,
  type AccessKeyCreate,
  type AccessKeyAbilities,
  type AccessKeyListQuery,
  type AccessKeyRead,
  type AccessKeyWithSecret,
} from '@waymark/contract';
import type { GenerationCache } from '../db/generation-cache.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import type {
  AccessKeyRepository,
  AccessKeyView,
  KeyOwner,
} from '../repositories/access-key.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { Actor, AuditService } from './audit.service.js';
import { accessKeyPolicy } from '../policies/access-key.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import { sessionPolicy } from '../policies/session.policy.js';
import { digest, newKey } from './secrets.js';

/** 'wmk_' and the first 8 hex characters: enough to tell a user's keys apart, never to use. */
const PREFIX_LENGTH = 12;

export function accessKeyStatus(row: Pick<AccessKeyView, 'revoked_at' | 'expires_at'>) {
  if (row.revoked_at) return 'revoked' as const;
  return new Date(row.expires_at).getTime() <= Date.now()
    ? ('expired' as const)
    : ('active' as const);
}

/** `abilities`: the access key policy's answer for the reader. */
export function presentAccessKey(row: AccessKeyView, abilities: AccessKeyAbilities): AccessKeyRead {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    scope: 'read',
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    status: accessKeyStatus(row),
    user: {
      id: row.user_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    abilities,
  };
}

/**
 * Personal access keys: a user makes, lists and revokes their own; an organisation admin lists
 * and revokes those of the organisation's members. A presented key is looked up by its digest
 * (cached per process; change notices carry revocations to every process) and checked for
 * expiry on every request.
 */
export class AccessKeyService {
  private readonly touchedAt = new Map<number, number>();

  constructor(
    private readonly keys: AccessKeyRepository,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
    private readonly failures: AttemptLimiter,
    private readonly owners?: GenerationCache<string, KeyOwner | undefined>,
  ) {}

  async create(
    principal: Principal,
    body: AccessKeyCreate,
    actor: Actor,
  ): Promise<AccessKeyWithSecret> {
    // A key outlives the session: an impersonator must not mint lasting access as the target.
    authorize(sessionPolicy, principal, null, 'add_access_key');
    if ((await this.keys.countLive(principal.id)) >= MAX_ACCESS_KEYS_PER_USER) {
      throw ValidationError.field(
        'non_field_errors',
        `At most ${MAX_ACCESS_KEYS_PER_USER} keys can be active at once: revoke one first.`,
      );
    }
    const key = `wmk_${newKey()}`;
    const id = await this.keys.create({
      userId: principal.id,
      name: body.name,
      keyHash: digest(key),
      prefix: key.slice(0, PREFIX_LENGTH),
      expiresAt: checkedExpiry(body.expires_at),
    });
    await this.audit.record(actor, 'accesskey.create', { type: 'accesskey', id });
    const [created] = await this.present(principal, [await this.found(id)]);
    return { ...created!, key };
  }

  async listOwn(principal: Principal, query: AccessKeyListQuery) {
    return this.list(principal, { userId: principal.id }, query);
  }

  /** An organisation admin's view: the keys of every member of the organisation. */
  async listForOrganisation(
    principal: Principal,
    organisationId: number,
    query: AccessKeyListQuery,
  ) {
    if (!(await this.organisations.findInScope(organisationId, principal.scope)))
      throw new NotFoundError();
    authorize(organisationPolicy, principal, { id: organisationId }, 'view_access_keys');
    return this.list(principal, { organisationId }, query);
  }

  /** The owner, an admin of one of the owner's organisations, or a superuser revokes. */
  async revoke(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.keys.findById(id);
    // A key the principal may not see is nobody's business: 404, as if it did not exist.
    if (!row) throw new NotFoundError();
    const key = {
      ownerId: row.user_id,
      ownerOrganisations: await this.keys.ownerOrganisations(row.user_id),
    };
    if (accessKeyPolicy.refusal(principal, key, 'view') !== null) throw new NotFoundError();
    authorize(accessKeyPolicy, principal, key, 'revoke');
    await this.keys.revoke(id, actor.realUserId);
    await this.audit.record(
      actor,
      'accesskey.revoke',
      { type: 'accesskey', id },
      {
        owner: row.user_id,
      },
    );
  }

  /**
   * The owner of a live, unexpired key; undefined otherwise. A valid key is let through whatever
   * the failures from its address; a failed key is counted per client address, and past the
   * limit answers 429 (AttemptLimiter.countFailure).
   */
  async authenticate(key: string, clientIp: string): Promise<KeyOwner | undefined> {
    const load = () => this.keys.findOwner(digest(key));
    const owner = await (this.owners ? this.owners.get(key, load) : load());
    if (owner && owner.expiresAt.getTime() > Date.now()) return owner;
    await this.failures.countFailure(clientIp);
    return undefined;
  }

  /** Last use, written at most once a minute per key and process (tiles come in bursts). */
  touch(keyId: number): Promise<void> {
    const now = Date.now();
    if (now - (this.touchedAt.get(keyId) ?? -Infinity) < 60_000) return Promise.resolve();
    if (this.touchedAt.size >= 10_000) this.touchedAt.clear();
    this.touchedAt.set(keyId, now);
    return this.keys.touch(keyId);
  }

  private async list(
    principal: Principal,
    filter: { userId?: number; organisationId?: number },
    query: AccessKeyListQuery,
  ): Promise<{ count: number; results: AccessKeyRead[] }> {
    const order = parseOrdering(query.ordering, ACCESS_KEY_ORDERING, 'created_at');
    const { count, rows } = await this.keys.list(
      { ...filter, status: query.status, search: query.search },
      order,
      pageWindow(query),
    );
    return { count, results: await this.present(principal, rows) };
  }

  /** Keys with what the reader may do with each (their owners' organisations in one query). */
  private async present(principal: Principal, rows: readonly AccessKeyView[]) {
    const organisations = await this.keys.ownersOrganisations(rows.map((r) => r.user_id));
    return rows.map((row) =>
      presentAccessKey(
        row,
        abilitiesOf(accessKeyPolicy, principal, {
          ownerId: row.user_id,
          ownerOrganisations: organisations.get(row.user_id) ?? [],
        }),
      ),
    );
  }

  private async found(id: number): Promise<AccessKeyView> {
    const row = await this.keys.findById(id);
    if (!row) throw new NotFoundError();
    return row;
  }
}

/** An expiry in the future, at most MAX_ACCESS_KEY_DAYS away. */
function checkedExpiry(text: string): Date {
  const expiry = new Date(text);
  const now = Date.now();
  if (expiry.getTime() <= now)
    throw ValidationError.field('expires_at', 'Choose a time in the future.');
  if (expiry.getTime() > now + MAX_ACCESS_KEY_DAYS * 24 * 3600 * 1000) {
    throw ValidationError.field('expires_at', `A key lasts at most ${MAX_ACCESS_KEY_DAYS} days.`);
  }
  return expiry;
}
