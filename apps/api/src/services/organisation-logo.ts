import type { Layout } from '@waymark/contract';
import type {
  OrganisationRow,
  OrganisationValues,
} from '../repositories/organisation.repository.js';

/** Where the logo of an organisation is served; `v` names its version, so it may be cached. */
export function logoPath(organisationId: number): string {
  return `/api/organisations/${organisationId}/logo/`;
}

export function logoVersion(sha256: string): string {
  return sha256.slice(0, 12);
}

export function logoUrl(organisationId: number, sha256: string): string {
  return `${logoPath(organisationId)}?v=${logoVersion(sha256)}`;
}

/**
 * A layout saved over an organisation with a stored logo: naming our logo URL (of any version)
 * keeps the logo, at its current version; naming another logo or none lets it go. Answers the
 * storage key to delete once the change is saved, or null. Changes `values` in place.
 */
export function settleStoredLogo(row: OrganisationRow, values: OrganisationValues): string | null {
  if (values.layout === undefined || row.logo_key === null || row.logo_sha256 === null) return null;
  const layout = values.layout as Layout | null;
  if (layout?.logo?.startsWith(logoPath(row.id))) {
    values.layout = { ...layout, logo: logoUrl(row.id, row.logo_sha256) };
    return null;
  }
  values.logo_key = null;
  values.logo_sha256 = null;
  return row.logo_key;
}
