import type { SectionResponse } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';

/** GET maps/:id/section/: the ground profile of the map's DTMs along `line` (lng,lat;…). */
export async function fetchSection(
  mapId: number,
  line: string,
  signal: AbortSignal,
): Promise<SectionResponse> {
  const answer = await ok(
    api.GET('/api/maps/{id}/section/', {
      params: { path: { id: idOf(mapId) }, query: { line } },
      signal,
    }),
  );
  // The document types each sample as a list; the contract says [distance, elevation].
  return answer as SectionResponse;
}
