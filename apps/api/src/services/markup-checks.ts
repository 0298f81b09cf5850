import type { MarkupFeatureLink, MarkupGeometry } from '@waymark/contract/markup';
import type { FieldErrors } from '@waymark/contract';
import { ValidationError } from '../lib/errors.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type {
  CategoryRow,
  MarkupCategoryRepository,
} from '../repositories/markup-category.repository.js';
import type { MarkupRepository } from '../repositories/markup.repository.js';
import { scopeOf } from '../repositories/scope.js';
import type { UserRepository, UserRow } from '../repositories/user.repository.js';

export const NOT_A_MEMBER = 'Choose a user of this map’s organisation.';
export const NO_SUCH_CATEGORY = 'Choose a category of this map’s organisation.';
export const ARCHIVED_CATEGORY = 'This category is archived: choose another.';
export const NOT_A_MAP_LAYER = 'Choose a layer of this map.';

/** What a create or a change names, checked against the map: found rows, or field errors. */
export interface Referenced {
  category?: CategoryRow;
  assignee?: UserRow | null;
}

/** What a markup write names: the geometry, the category, the assignee, the feature. */
export interface Named {
  geometry?: MarkupGeometry;
  category?: number;
  assignee?: number | null;
  feature?: MarkupFeatureLink | null;
}

/**
 * The checks the contract cannot make, against the database and the map: a geometry PostGIS
 * finds valid, a category of the map's organisation (not archived, unless it is the one the
 * markup keeps), an assignee who is an active member of it, a feature of one of its layers.
 */
export class MarkupChecks {
  constructor(
    private readonly markups: MarkupRepository,
    private readonly categories: MarkupCategoryRepository,
    private readonly users: UserRepository,
    private readonly mapLayers: MapLayerRepository,
  ) {}

  /** The rows the write names; 400 with every field in error. `keptCategory`: the markup's own. */
  async check(map: MapRow, body: Named, keptCategory?: number): Promise<Referenced> {
    const errors: FieldErrors = {};
    const found: Referenced = {};
    if (body.geometry) {
      const problem = (await this.markups.geometryProblems([JSON.stringify(body.geometry)])).get(0);
      if (problem) errors.geometry = [`The geometry is not valid: ${problem}`];
    }
    if (body.category !== undefined) {
      const category = await this.categories.findOfOrganisation(map.organisation_id, body.category);
      if (!category) errors.category = [NO_SUCH_CATEGORY];
      else if (category.archived_at !== null && category.id !== keptCategory) {
        errors.category = [ARCHIVED_CATEGORY];
      } else found.category = category;
    }
    if (body.assignee !== undefined) {
      const assignee = body.assignee === null ? null : await this.member(map, body.assignee);
      if (assignee === undefined) errors.assignee = [NOT_A_MEMBER];
      else found.assignee = assignee;
    }
    if (body.feature && !(await this.mapLayers.layerIds(map.id)).includes(body.feature.layer)) {
      errors['feature.layer'] = [NOT_A_MAP_LAYER];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return found;
  }

  /** An active member of the map's organisation, or undefined. */
  async member(map: MapRow, userId: number): Promise<UserRow | undefined> {
    const user = await this.users.findInScope(userId, scopeOf([map.organisation_id]));
    return user?.is_active ? user : undefined;
  }
}
