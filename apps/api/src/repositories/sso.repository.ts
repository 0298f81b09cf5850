import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { OrganisationSsoTable } from '../db/schema.js';

export type SsoRow = Selectable<OrganisationSsoTable>;
export type SsoValues = Omit<SsoRow, 'organisation_id' | 'updated_at' | 'group_permissions'> & {
  group_permissions: unknown;
};

/** A provider with the name of its organisation (the sign-in screen shows both). */
export type SsoWithOrganisation = SsoRow & { organisation_name: string };

/** How long a sign-in may stay at the provider, and a hand-over code wait for the web app. */
const SIGN_IN_MINUTES = 15;
const HANDOVER_SECONDS = 120;

/** Organisations' OpenID Connect providers, and the single sign-ins under way. */
export class SsoRepository {
  constructor(private readonly db: Db) {}

  find(organisationId: number): Promise<SsoWithOrganisation | undefined> {
    return this.withOrganisation()
      .where('s.organisation_id', '=', organisationId)
      .executeTakeFirst();
  }

  /** The provider whose email domains include this one. */
  findByEmailDomain(domain: string): Promise<SsoWithOrganisation | undefined> {
    return this.withOrganisation()
      .where(sql<boolean>`${domain.toLowerCase()} = any(s.email_domains)`)
      .orderBy('s.organisation_id')
      .executeTakeFirst();
  }

  /** Email domains of this list that another organisation's provider already claims. */
  async domainsInUse(domains: readonly string[], exceptOrganisationId: number): Promise<string[]> {
    if (domains.length === 0) return [];
    const rows = await sql<{ domain: string }>`
      select distinct d as domain from organisation_sso s, unnest(s.email_domains) d
      where s.organisation_id <> ${exceptOrganisationId}
        and d = any(${sql.val([...domains])}::text[])`.execute(this.db);
    return rows.rows.map((r) => r.domain);
  }

  /** The first organisation of the user that signs in by its provider only, if any. */
  requiredFor(userId: number): Promise<SsoWithOrganisation | undefined> {
    return this.withOrganisation()
      .innerJoin('memberships as m', 'm.organisation_id', 's.organisation_id')
      .where('m.user_id', '=', userId)
      .where('s.required', '=', true)
      .orderBy('s.organisation_id')
      .executeTakeFirst();
  }

  async save(organisationId: number, values: SsoValues): Promise<void> {
    const row = { ...values, group_permissions: JSON.stringify(values.group_permissions) };
    await this.db
      .insertInto('organisation_sso')
      .values({ organisation_id: organisationId, ...row })
      .onConflict((oc) =>
        oc.column('organisation_id').doUpdateSet({ ...row, updated_at: sql`now()` }),
      )
      .execute();
  }

  async delete(organisationId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('organisation_sso')
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async beginSignIn(signIn: {
    stateHash: Buffer;
    organisationId: number;
    nonce: string;
    codeVerifier: string;
    returnTo: string;
  }): Promise<void> {
    await this.db
      .insertInto('sso_sign_ins')
      .values({
        state_hash: signIn.stateHash,
        organisation_id: signIn.organisationId,
        nonce: signIn.nonce,
        code_verifier: signIn.codeVerifier,
        return_to: signIn.returnTo,
      })
      .execute();
    // Sign-ins abandoned at the provider are removed as new ones begin.
    await this.db
      .deleteFrom('sso_sign_ins')
      .where(sql<boolean>`created_at < now() - make_interval(mins => ${SIGN_IN_MINUTES})`)
      .execute();
  }

  /** Takes a sign-in under way by its state, once: a replayed callback finds nothing. */
  takeSignIn(stateHash: Buffer) {
    return this.db
      .deleteFrom('sso_sign_ins')
      .where('state_hash', '=', stateHash)
      .where('handover_hash', 'is', null)
      .where(sql<boolean>`created_at > now() - make_interval(mins => ${SIGN_IN_MINUTES})`)
      .returning(['organisation_id', 'nonce', 'code_verifier', 'return_to'])
      .executeTakeFirst();
  }

  /** Keeps a completed sign-in for the web app to take with its one-time code. */
  async handOver(handover: {
    stateHash: Buffer;
    handoverHash: Buffer;
    organisationId: number;
    userId: number;
    idTokenSealed: string | null;
    returnTo: string;
  }): Promise<void> {
    await this.db
      .insertInto('sso_sign_ins')
      .values({
        state_hash: handover.stateHash,
        organisation_id: handover.organisationId,
        nonce: '',
        code_verifier: '',
        return_to: handover.returnTo,
        handover_hash: handover.handoverHash,
        user_id: handover.userId,
        id_token_sealed: handover.idTokenSealed,
      })
      .execute();
  }

  takeHandover(handoverHash: Buffer) {
    return this.db
      .deleteFrom('sso_sign_ins')
      .where('handover_hash', '=', handoverHash)
      .where('user_id', 'is not', null)
      .where(sql<boolean>`created_at > now() - make_interval(secs => ${HANDOVER_SECONDS})`)
      .returning(['organisation_id', 'user_id', 'id_token_sealed', 'return_to'])
      .executeTakeFirst();
  }

  private withOrganisation() {
    return this.db
      .selectFrom('organisation_sso as s')
      .innerJoin('organisations as o', 'o.id', 's.organisation_id')
      .selectAll('s')
      .select('o.name as organisation_name');
  }
}
