import type {
  SsoGroupRule,
  SsoSettings,
  SsoSettingsAnswer,
  SsoSettingsBody,
  SsoTestResult,
} from '@waymark/contract/sso';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { organisationPolicy } from '../../policies/organisation.policy.js';
import { authorize } from '../../policies/policy.js';
import type { Principal } from '../../policies/principal.js';
import type { OrganisationRepository } from '../../repositories/organisation.repository.js';
import type { SsoRepository, SsoRow } from '../../repositories/sso.repository.js';
import type { Actor, AuditService } from '../audit.service.js';
import type { OidcClients } from './oidc-client.js';
import { ssoUrls, type SsoUrls } from './sso-urls.js';

export const CLIENT_SECRET_PURPOSE = 'sso-client-secret';
export const NO_SECRETS_KEY =
  'Client secrets cannot be stored: the server has no SECRETS_KEY. Ask whoever runs Waymark.';

function present(row: SsoRow, urls: SsoUrls): SsoSettings {
  return {
    display_name: row.display_name,
    issuer: row.issuer,
    client_id: row.client_id,
    has_client_secret: row.client_secret_sealed !== null,
    scopes: row.scopes,
    email_claim: row.email_claim,
    groups_claim: row.groups_claim,
    group_permissions: row.group_permissions as SsoGroupRule[],
    admin_groups: row.admin_groups,
    email_domains: row.email_domains,
    create_accounts: row.create_accounts,
    required: row.required,
    updated_at: new Date(row.updated_at).toISOString(),
    ...urls,
  };
}

/** What changed, for the audit log: field names and values, the secret only as "changed". */
function changesOf(before: SsoRow | undefined, body: SsoSettingsBody, secretChanged: boolean) {
  const after = { ...body, client_secret: undefined };
  const diff: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before?.[field as keyof SsoRow];
    if (JSON.stringify(old) !== JSON.stringify(value)) diff[field] = value;
  }
  if (secretChanged) diff.client_secret = 'changed';
  return diff;
}

/** An organisation's OpenID Connect provider, kept by those who may change the organisation. */
export class SsoSettingsService {
  constructor(
    private readonly sso: SsoRepository,
    private readonly organisations: OrganisationRepository,
    private readonly clients: OidcClients,
    private readonly secrets: SecretBox | undefined,
    private readonly audit: AuditService,
  ) {}

  private async changeable(principal: Principal, organisationId: number) {
    const organisation = await this.organisations.findInScope(organisationId, principal.scope);
    if (!organisation) throw new NotFoundError();
    authorize(organisationPolicy, principal, organisation, 'change');
  }

  async get(
    principal: Principal,
    organisationId: number,
    origin: string,
  ): Promise<SsoSettingsAnswer> {
    await this.changeable(principal, organisationId);
    const row = await this.sso.find(organisationId);
    const urls = ssoUrls(origin);
    return { settings: row ? present(row, urls) : null, ...urls };
  }

  async save(
    principal: Principal,
    organisationId: number,
    body: SsoSettingsBody,
    origin: string,
    actor: Actor,
  ): Promise<SsoSettingsAnswer> {
    await this.changeable(principal, organisationId);
    const before = await this.sso.find(organisationId);
    const taken = await this.sso.domainsInUse(body.email_domains, organisationId);
    if (taken.length > 0) {
      throw ValidationError.field(
        'email_domains',
        `Another organisation signs in addresses at ${taken.join(', ')}.`,
      );
    }
    const { client_secret: secret, ...values } = body;
    let sealed = before?.client_secret_sealed ?? null;
    if (secret !== undefined) {
      if (secret !== '' && !this.secrets)
        throw ValidationError.field('client_secret', NO_SECRETS_KEY);
      sealed = secret === '' ? null : this.secrets!.seal(secret, CLIENT_SECRET_PURPOSE);
    }
    await this.sso.save(organisationId, { ...values, client_secret_sealed: sealed });
    await this.audit.record(
      actor,
      'organisation.sso_change',
      { type: 'organisation', id: organisationId },
      changesOf(before, body, secret !== undefined),
    );
    return this.get(principal, organisationId, origin);
  }

  async remove(principal: Principal, organisationId: number, actor: Actor): Promise<void> {
    await this.changeable(principal, organisationId);
    if (!(await this.sso.delete(organisationId))) throw new NotFoundError();
    await this.audit.record(actor, 'organisation.sso_remove', {
      type: 'organisation',
      id: organisationId,
    });
  }

  /** Discovery at an issuer, as the settings screen's "Test connection" shows it. */
  async test(principal: Principal, organisationId: number, issuer: string): Promise<SsoTestResult> {
    await this.changeable(principal, organisationId);
    let found;
    try {
      found = await this.clients.metadata(issuer);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw ValidationError.field('issuer', `Discovery failed at this issuer: ${reason}`);
    }
    return {
      issuer: found.issuer,
      authorization_endpoint: found.authorization_endpoint ?? '',
      token_endpoint: found.token_endpoint ?? null,
      userinfo_endpoint: found.userinfo_endpoint ?? null,
      end_session_endpoint: found.end_session_endpoint ?? null,
      jwks_uri: found.jwks_uri ?? null,
      scopes_supported: found.scopes_supported ?? [],
      code_challenge_methods_supported: found.code_challenge_methods_supported ?? [],
    };
  }
}
