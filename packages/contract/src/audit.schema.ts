// The contract first (it configures zod), and the same module graph as every other import of
// it: a lazily loaded chunk that imports this file then shares the contract's chunk as it is.
import './index.js';
import { z } from 'zod';
import { idText, listQuery, paginated } from './common.schema.js';

/** The most entries one CSV export holds (the newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const when = z.iso.datetime({ offset: true });

/** The filters of the audit log's list and export. */
export const auditFilters = z.object({
  /** Entries by this user (acting, or acted as while impersonated). */
  user: idText.optional(),
  /** Actions starting with this (`auth.` every sign-in event, `layer.delete` one). */
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z_.]*$/, 'Enter an action such as auth.login or layer.')
    .optional(),
  object_type: z
    .string()
    .max(32)
    .regex(/^[a-z_]*$/, 'Enter an object type such as layer or map.')
    .optional(),
  /** From this moment (included) to `to` (excluded). */
  from: when.optional(),
  to: when.optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

/** The all-organisations log (superusers) may also keep to one organisation's entries. */
export const allAuditFilters = auditFilters.extend({ organisation: idText.optional() });
export type AllAuditFilters = z.infer<typeof allAuditFilters>;

/** GET organisations/:id/audit-log/: a page of the filtered entries, newest first. */
export const auditListQuery = listQuery
  .pick({ page: true, items: true })
  .extend(auditFilters.shape);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** GET audit-log/: the same over every organisation (superusers). */
export const allAuditListQuery = auditListQuery.extend({ organisation: idText.optional() });
export type AllAuditListQuery = z.infer<typeof allAuditListQuery>;

const person = z.object({ id: z.number().int(), email: z.string() }).nullable();

/** One entry of the audit log, as its readers see it. */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who acted (the real user while impersonating); null for an unknown address's sign-in. */
  actor: person,
  /** Whom they acted as, while impersonating. */
  as_user: person,
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  /** What changed, in short (never a secret). */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = paginated(auditEntry);
