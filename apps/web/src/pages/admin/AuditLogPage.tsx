import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { withTimeout } from '../../lib/lazySection.js';
import { AdminPage } from './AdminPage.js';

// The audit log (its grid, filters and export) is a chunk of its own.
const AuditLogSection = lazy(() =>
  withTimeout(import('../../features/audit-log/AuditLogSection.js')).then((module) => ({
    default: module.AuditLogSection,
  })),
);

/** /audit-log/: every organisation's audit log, for superusers (open_audit_log_settings). */
export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.auditLog')} ability="open_audit_log_settings">
      <Suspense fallback={<LoadingIndicator />}>
        <AuditLogSection />
      </Suspense>
    </AdminPage>
  );
}
