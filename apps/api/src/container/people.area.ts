import { AccessKeyService } from '../services/access-key.service.js';
import { AnalyticsRelay } from '../services/analytics-relay.js';
import { AttemptLimiter } from '../services/attempt-limiter.js';
import { AuditLogService } from '../services/audit-log.service.js';
import { AuthService } from '../services/auth.service.js';
import { ImpersonationService } from '../services/impersonation.service.js';
import { InvitationService } from '../services/invitation.service.js';
import { LayoutService } from '../services/layout.service.js';
import { OrganisationInvitationService } from '../services/organisation-invitation.service.js';
import { OrganisationLogoService } from '../services/organisation-logo.service.js';
import { OrganisationService } from '../services/organisation.service.js';
import { OrganisationUsageService } from '../services/organisation-usage.service.js';
import { PasswordResetService } from '../services/password-reset.service.js';
import { UserListService } from '../services/user-list.service.js';
import { UserService } from '../services/user.service.js';
import { SecondFactorCodes } from '../services/two-factor/second-factor-codes.js';
import { SignInSecondFactor } from '../services/two-factor/sign-in-second-factor.js';
import { TwoFactorService } from '../services/two-factor/two-factor.service.js';
import { OidcClients } from '../services/sso/oidc-client.js';
import { SsoAccounts } from '../services/sso/sso-accounts.js';
import { SsoRequirement } from '../services/sso/sso-requirement.js';
import { SsoSettingsService } from '../services/sso/sso-settings.service.js';
import { SsoSignInService } from '../services/sso/sso-sign-in.service.js';
import type { Shared } from './shared.js';

/** Attempt limits, counted in PostgreSQL so that they hold across api processes. */
function createLimits({ repos, config }: Shared) {
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const limiter = (name: string, max: number) =>
    new AttemptLimiter(repos.rateLimits, name, max, window);
  return {
    // Failed sign-ins per client address and email; successful ones are not counted.
    loginFailures: limiter('login', config.LOGIN_RATE_LIMIT),
    // Failed share tokens and access keys per client address (guessing them is as bad as
    // guessing passwords); valid ones are never refused.
    shareFailures: limiter('share-token', config.SHARE_TOKEN_FAILURE_LIMIT),
    keyFailures: limiter('access-key', config.ACCESS_KEY_FAILURE_LIMIT),
    // Every reset request per client address and email (mail flooding).
    passwordResets: limiter('password-reset', config.PASSWORD_RESET_RATE_LIMIT),
    // Wrong second-factor codes when turning two-factor sign-in on or off, per user (at sign-in
    // they count as failed sign-ins): as many as failed sign-ins.
    twoFactorCodes: limiter('two-factor-code', config.LOGIN_RATE_LIMIT),
  };
}

/** Single sign-on: organisations' providers, and signing in through them. */
function createSso({ repos, audit, secrets }: Shared) {
  const clients = new OidcClients();
  return {
    ssoSettings: new SsoSettingsService(repos.sso, repos.organisations, clients, secrets, audit),
    ssoSignIn: new SsoSignInService(
      repos.sso,
      repos.tokens,
      repos.users,
      new SsoAccounts(repos.users, audit),
      clients,
      secrets,
      audit,
    ),
  };
}

/** Who people are and what they belong to: sign-in, users, organisations, keys, layouts. */
export function createPeopleArea(shared: Shared) {
  const { repos, config, log, storage, audit, presenter, mail, backgroundMail } = shared;
  const limits = createLimits(shared);
  const sso = createSso(shared);
  const ssoRequirement = new SsoRequirement(repos.sso);
  const codes = new SecondFactorCodes(repos.twoFactor, shared.secrets);
  const secondFactor = new SignInSecondFactor(repos.twoFactor, codes, audit);
  // Every request asks who its token is: kept while nothing it depends on changes.
  const auth = new AuthService(
    repos.users,
    repos.tokens,
    repos.resets,
    audit,
    secondFactor,
    shared.cache(),
    ssoRequirement,
  );
  const organisations = new OrganisationService(
    repos.organisations,
    repos.users,
    presenter,
    audit,
    storage,
  );
  const invitations = new InvitationService(
    repos.resets,
    backgroundMail,
    config.INVITATION_TIMEOUT_DAYS,
  );
  // Accounts that already exist are invited to an organisation, and join by accepting.
  const orgInvitations = new OrganisationInvitationService(
    repos.invitations,
    repos.users,
    repos.organisations,
    audit,
    backgroundMail,
    config.INVITATION_TIMEOUT_DAYS,
  );
  return {
    auth,
    limits,
    accessKeys: new AccessKeyService(
      repos.accessKeys,
      repos.organisations,
      audit,
      limits.keyFailures,
      shared.cache(),
    ),
    passwordReset: new PasswordResetService(
      repos.users,
      repos.resets,
      repos.tokens,
      auth,
      audit,
      mail,
      config.PASSWORD_RESET_TIMEOUT_DAYS,
      log,
      ssoRequirement,
    ),
    users: new UserService(
      repos.users,
      repos.organisations,
      presenter,
      audit,
      backgroundMail,
      invitations,
      orgInvitations,
    ),
    invitations: orgInvitations,
    userList: new UserListService(repos.organisations, repos.users, presenter),
    organisations,
    organisationLogos: new OrganisationLogoService(
      organisations,
      repos.organisations,
      storage,
      audit,
    ),
    layouts: new LayoutService(repos.organisations, repos.layouts),
    analytics: new AnalyticsRelay(
      {
        url: config.ANALYTICS_URL,
        domain: config.ANALYTICS_DOMAIN,
        timeoutMs: config.ANALYTICS_TIMEOUT_MS,
      },
      repos.organisations,
      log,
    ),
    // The process's usage counts, and the figures they make for an organisation's admins.
    usage: shared.usage,
    organisationUsage: new OrganisationUsageService(
      repos.organisations,
      repos.usage,
      shared.usage,
      storage,
    ),
    impersonation: new ImpersonationService(repos.users, repos.tokens, audit),
    twoFactor: new TwoFactorService(
      repos.twoFactor,
      repos.users,
      codes,
      presenter,
      audit,
      limits.twoFactorCodes,
    ),
    auditLog: new AuditLogService(repos.audit, repos.organisations),
    ...sso,
    ssoRequirement,
  };
}
