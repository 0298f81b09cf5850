import {
  AUDIT_EXPORT_MAX_ROWS,
  type AllAuditFilters,
  type AllAuditListQuery,
  type AuditEntry,
  type AuditFilters,
  type AuditListQuery,
} from '@waymark/contract/audit';
import { csvCell, csvDocument } from '../lib/csv.js';
import { NotFoundError } from '../lib/errors.js';
import { pageWindow } from '../lib/ordering.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { sessionPolicy } from '../policies/session.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type {
  AuditRepository,
  AuditRow,
  AuditScope,
  AuditFilters as RowFilters,
} from '../repositories/audit.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';

const CSV_HEADER = [
  'id',
  'when',
  'actor',
  'as_user',
  'organisation',
  'action',
  'object_type',
  'object_id',
  'details',
  'ip',
  'request_id',
];

function rowFilters(query: AuditFilters & { organisation?: number }): RowFilters {
  return {
    organisation: query.organisation,
    user: query.user,
    action: query.action || undefined,
    objectType: query.object_type || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

function present(row: AuditRow): AuditEntry {
  const person = (id: number | null, email: string | null) =>
    id === null ? null : { id, email: email ?? '' };
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    actor: person(row.actor_id, row.actor_email),
    as_user: person(row.as_user_id, row.as_user_email),
    organisation:
      row.organisation_id === null
        ? null
        : { id: row.organisation_id, name: row.organisation_name ?? '' },
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    details: (row.details ?? {}) as Record<string, unknown>,
    ip: row.ip,
    request_id: row.request_id,
  };
}

/**
 * The audit log for an organisation's admins (and superusers): its entries — those of its
 * objects, and its members' own events (sign-ins, passwords, keys) — filtered, newest first, as
 * pages or as one CSV file. Superusers also read every organisation's entries at once, and
 * those of no organisation (their own sign-ins, Waymark's set-up).
 */
export class AuditLogService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly organisations: OrganisationRepository,
  ) {}

  private async readable(principal: Principal, organisationId: number) {
    const organisation = await this.organisations.findInScope(organisationId, principal.scope);
    if (!organisation) throw new NotFoundError();
    authorize(organisationPolicy, principal, organisation, 'view_audit_log');
    return organisation;
  }

  async list(
    principal: Principal,
    organisationId: number,
    query: AuditListQuery,
  ): Promise<{ count: number; results: AuditEntry[] }> {
    await this.readable(principal, organisationId);
    return this.page({ organisationId }, query);
  }

  /** Every organisation's entries (superusers). */
  async listAll(
    principal: Principal,
    query: AllAuditListQuery,
  ): Promise<{ count: number; results: AuditEntry[] }> {
    authorize(sessionPolicy, principal, null, 'open_audit_log_settings');
    return this.page({ all: true }, query);
  }

  /** The filtered entries as CSV (the newest AUDIT_EXPORT_MAX_ROWS). */
  async exportCsv(
    principal: Principal,
    organisationId: number,
    query: AuditFilters,
  ): Promise<{ fileName: string; body: string }> {
    const organisation = await this.readable(principal, organisationId);
    return this.csv({ organisationId }, query, `audit-log-${organisation.id}.csv`);
  }

  async exportAllCsv(
    principal: Principal,
    query: AllAuditFilters,
  ): Promise<{ fileName: string; body: string }> {
    authorize(sessionPolicy, principal, null, 'open_audit_log_settings');
    return this.csv({ all: true }, query, 'audit-log.csv');
  }

  private async page(scope: AuditScope, query: AllAuditListQuery) {
    const filters = rowFilters(query);
    const [count, rows] = await Promise.all([
      this.audit.count(scope, filters),
      this.audit.page(scope, filters, pageWindow(query)),
    ]);
    return { count, results: rows.map(present) };
  }

  private async csv(scope: AuditScope, query: AllAuditFilters, fileName: string) {
    const rows = await this.audit.page(scope, rowFilters(query), {
      limit: AUDIT_EXPORT_MAX_ROWS,
      offset: 0,
    });
    const cells = rows
      .map(present)
      .map((entry) => [
        csvCell(entry.id),
        csvCell(entry.created_at),
        csvCell(entry.actor?.email, true),
        csvCell(entry.as_user?.email, true),
        csvCell(entry.organisation?.name, true),
        csvCell(entry.action),
        csvCell(entry.object_type),
        csvCell(entry.object_id, true),
        csvCell(JSON.stringify(entry.details), true),
        csvCell(entry.ip),
        csvCell(entry.request_id, true),
      ]);
    return { fileName, body: csvDocument(CSV_HEADER, cells) };
  }
}
