import { useQuery } from '@tanstack/react-query';
import type { LayerRead } from '@waymark/contract';
import { canEditLayer } from '../layer/layerPermissions.js';
import { hasPermission } from '../session/permissions.js';
import { profileQuery } from '../session/profileQuery.js';
import type { SessionUser } from '../session/sessionUser.js';
import { useSession } from '../session/useSession.js';

type User = Pick<SessionUser, 'id' | 'permissions' | 'organisations' | 'is_superuser'>;

/** The Upload button (section 6): layers.upload or layers.upload_geodata. */
export function canUploadFiles(user: Pick<SessionUser, 'permissions'> | null): boolean {
  return hasPermission(user, 'layers.upload') || hasPermission(user, 'layers.upload_geodata');
}

/** The layer upload: the right to upload, into a layer the user can edit (section 6). */
export function canUploadToLayer(
  user: User | null,
  layer: Pick<LayerRead, 'owner' | 'visibility' | 'organisation_id'>,
): boolean {
  return canUploadFiles(user) && canEditLayer(user, layer);
}

/**
 * The signed-in user as the app has already loaded them (the guard loads the profile before
 * any page): an upload button beside other content never asks for the profile itself. Nobody
 * in map-share mode.
 */
export function useLoadedUser(): SessionUser | null {
  const { mapShare } = useSession();
  const { data } = useQuery({ ...profileQuery, enabled: false });
  return mapShare ? null : (data ?? null);
}
