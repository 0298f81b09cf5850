import type { Principal } from '../policies/principal.js';
import type { MapService } from './map.service.js';
import type { UsageRecorder } from './usage-recorder.js';

/** A map opened in the viewer, counted in its organisation's usage (maps viewed). */
export class MapViewService {
  constructor(
    private readonly maps: MapService,
    private readonly usage: UsageRecorder,
  ) {}

  /** Whoever may read the map (a share viewer of it too) may say they opened it. */
  async record(principal: Principal, mapId: number): Promise<void> {
    const map = await this.maps.visible(principal, mapId);
    this.usage.count(map.organisation_id, 'map_views');
  }
}
