import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { AuditRepository } from './repositories/audit.repository.js';
import { LayoutRepository } from './repositories/layout.repository.js';
import { MapRepository } from './repositories/map.repository.js';
import { OrganisationRepository } from './repositories/organisation.repository.js';
import { PasswordResetRepository } from './repositories/password-reset.repository.js';
import { TokenRepository } from './repositories/token.repository.js';
import { UserRepository } from './repositories/user.repository.js';
import { AuditService } from './services/audit.service.js';
import { AuthService } from './services/auth.service.js';
import { HealthService } from './services/health.service.js';
import { ImpersonationService } from './services/impersonation.service.js';
import { LayoutService } from './services/layout.service.js';
import { MapService } from './services/map.service.js';
import { createMailer, type Mailer } from './services/mail.service.js';
import { OrganisationService } from './services/organisation.service.js';
import { PasswordResetService } from './services/password-reset.service.js';
import { UserPresenter } from './services/presenters.js';
import { UserService } from './services/user.service.js';

/** Wires repositories into services once per process. */
export function createContainer(db: Db, config: Config, log: FastifyBaseLogger, mailer?: Mailer) {
  const repos = {
    users: new UserRepository(db),
    organisations: new OrganisationRepository(db),
    tokens: new TokenRepository(db),
    resets: new PasswordResetRepository(db),
    layouts: new LayoutRepository(db),
    audit: new AuditRepository(db),
    maps: new MapRepository(db),
  };
  const audit = new AuditService(repos.audit);
  const presenter = new UserPresenter(repos.users, repos.organisations);
  const auth = new AuthService(repos.users, repos.tokens, repos.resets, audit);
  const services = {
    audit,
    auth,
    passwordReset: new PasswordResetService(
      repos.users,
      repos.resets,
      repos.tokens,
      auth,
      audit,
      mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM, log),
      config.PASSWORD_RESET_TIMEOUT_DAYS,
      log,
    ),
    users: new UserService(repos.users, repos.organisations, presenter, audit),
    organisations: new OrganisationService(repos.organisations, repos.users, presenter, audit),
    layouts: new LayoutService(repos.organisations, repos.layouts),
    impersonation: new ImpersonationService(repos.users, repos.tokens, audit),
    maps: new MapService(repos.maps, repos.organisations),
    health: new HealthService(db, config.DATABASE_URL),
  };
  return { repos, services };
}

export type Container = ReturnType<typeof createContainer>;
