import { layerStatus, type LayerStatus } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';

/** GET layers/:id/status: the processing state of the layer's files. */
export async function fetchLayerStatus(layerId: number, signal: AbortSignal): Promise<LayerStatus> {
  return checkedAnswer(
    layerStatus,
    await ok(
      api.GET('/api/layers/{id}/status', { params: { path: { id: idOf(layerId) } }, signal }),
    ),
  );
}
