import { useQueryClient } from '@tanstack/react-query';
import type { MapSharePatch, MapShareRead, MapShareWithToken } from '@waymark/contract';
import { useMemo } from 'react';
import { revokeShare, rotateShare, updateShare } from './shareApi.js';
import { shareQuery, SHARES_ADMIN_KEY } from './shareQueries.js';

/** Changes to shares, each followed by fresh lists and details. */
export function useShareChanges() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: SHARES_ADMIN_KEY });
    const keep = (share: MapShareRead) => {
      queryClient.setQueryData(shareQuery(share.id).queryKey, share);
    };
    return {
      refresh,
      async update(shareId: number, body: MapSharePatch): Promise<MapShareRead> {
        const share = await updateShare(shareId, body);
        keep(share);
        await refresh();
        return share;
      },
      async revoke(shareId: number): Promise<void> {
        await revokeShare(shareId);
        await refresh();
      },
      async rotate(shareId: number): Promise<MapShareWithToken> {
        const share = await rotateShare(shareId);
        keep(share);
        await refresh();
        return share;
      },
    };
  }, [queryClient]);
}
