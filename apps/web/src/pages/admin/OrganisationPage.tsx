import { lazy } from 'react';
import { useParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { OrganisationAccessKeys } from '../../features/access-keys/OrganisationAccessKeys.js';
import { OrganisationDetail } from '../../features/organisations-admin/OrganisationDetail.js';
import { OrganisationHeading } from '../../features/organisations-admin/OrganisationHeading.js';
import { parseRouteId } from '../../routing/useRouteParams.js';
import { NotFoundPage } from '../NotFoundPage.js';
import { withTimeout } from '../../lib/lazySection.js';

// The audit log (its grid, filters and export) loads only for those who may read it.
const AuditLogSection = lazy(() =>
  withTimeout(import('../../features/audit-log/AuditLogSection.js')).then((module) => ({
    default: module.AuditLogSection,
  })),
);

// The single sign-on settings load only for those who may change the organisation.
const SsoSettingsSection = lazy(() =>
  withTimeout(import('../../features/sso-settings/SsoSettingsSection.js')).then((module) => ({
    default: module.SsoSettingsSection,
  })),
);

export function OrganisationPage() {
  const organisationId = parseRouteId(useParams().id);
  if (organisationId === null) return <NotFoundPage />;
  return (
    <AdminPage
      title={<OrganisationHeading organisationId={organisationId} />}
      ability="open_organisations_settings"
    >
      {/* A new key per organisation: the form starts afresh on another one. */}
      <OrganisationDetail
        key={organisationId}
        organisationId={organisationId}
        AccessKeys={OrganisationAccessKeys}
        AuditLog={AuditLogSection}
        SingleSignOn={SsoSettingsSection}
      />
    </AdminPage>
  );
}
