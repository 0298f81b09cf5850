import { NotFoundError } from '../lib/errors.js';
import { mapPolicy } from '../policies/map.policy.js';
import { markupPolicy } from '../policies/markup.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { MapRow } from '../repositories/map.repository.js';
import type {
  MarkupRepository,
  MarkupScope,
  MarkupView,
} from '../repositories/markup.repository.js';
import type { MapService } from './map.service.js';
import { presentMarkup } from './markup.presenter.js';
import { shareBox } from './share-bounds.js';

/** A map whose markups the principal may read, and the scope of their queries. */
export interface MarkupsOfMap {
  map: MapRow;
  scope: MarkupScope;
}

/**
 * Where every markup operation starts: the map as the principal sees it (404 otherwise), its
 * markups opened to them (a share link as its mode says: 403 while they are hidden), and the
 * scope that keeps every markup query to that map and a share viewer to the share's bounds.
 */
export class MarkupAccess {
  constructor(
    private readonly maps: MapService,
    readonly markups: MarkupRepository,
  ) {}

  async ofMap(principal: Principal, mapId: number): Promise<MarkupsOfMap> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'view_markups');
    return { map, scope: { viewer: viewerOf(principal), mapId, box: shareBox(principal) } };
  }

  /** One markup of the map the principal may read; 404 for any other id. */
  async markup(
    principal: Principal,
    mapId: number,
    markupId: number,
  ): Promise<MarkupsOfMap & { markup: MarkupView }> {
    const of = await this.ofMap(principal, mapId);
    const markup = await this.markups.find(of.scope, markupId);
    if (!markup) throw new NotFoundError();
    return { ...of, markup };
  }

  /** A markup as the principal reads it, with what they may do with it. */
  present(principal: Principal, row: MarkupView) {
    return presentMarkup(row, abilitiesOf(markupPolicy, principal, row));
  }
}
