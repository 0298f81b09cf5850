import { useEffect, useState } from 'react';
import { packOwnerOf, type PackOwner } from '../../entities/pack/storage/packOwner.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSession } from '../../entities/session/useSession.js';

/**
 * Whose copies this session sees and makes: the signed-in user, or the share's viewer. Null
 * while it is told (the profile read, the share's key computed) and when nobody is signed in.
 */
export function useOfflineOwner(): PackOwner | null {
  const user = useCurrentUser();
  const organisation = useCurrentOrganisation();
  const shareToken = useSession().mapShare?.token ?? null;
  const userId = user?.id ?? null;
  const organisationId = organisation?.id ?? null;
  const key = JSON.stringify([userId, shareToken, organisationId]);
  // The owner told, with the session it was told of: another session's is not answered.
  const [told, setTold] = useState<{ key: string; owner: PackOwner | null } | null>(null);
  useEffect(() => {
    let current = true;
    void packOwnerOf({ userId, shareToken, organisationId }).then((owner) => {
      if (current) setTold({ key, owner });
    });
    return () => {
      current = false;
    };
  }, [key, userId, shareToken, organisationId]);
  return told?.key === key ? told.owner : null;
}
