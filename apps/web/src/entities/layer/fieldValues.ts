import { api, idOf, ok } from '../../api/client.js';

/** GET layers/:id/field-values/:field/: the values an attribute takes in the layer. */
export function fetchFieldValues(layerId: number, field: string, signal: AbortSignal) {
  return ok(
    api.GET('/api/layers/{id}/field-values/{field}/', {
      params: { path: { id: idOf(layerId), field } },
      signal,
    }),
  );
}
