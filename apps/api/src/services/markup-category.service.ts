import type {
  MarkupCategory,
  MarkupCategoryCreate,
  MarkupCategoryPatch,
} from '@waymark/contract/markup';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../lib/errors.js';
import { MARKUPS_HIDDEN } from '../policies/map.policy.js';
import { markupCategoryPolicy } from '../policies/markup-category.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type {
  CategoryRow,
  MarkupCategoryRepository,
} from '../repositories/markup-category.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import { presentCategory } from './markup.presenter.js';
import { shareBox } from './share-bounds.js';

export const CATEGORY_IN_USE =
  'Markups use this category: archive it instead, so that they keep it and new ones cannot.';
const NAME_TAKEN = 'The organisation already has a category of this name.';

/**
 * An organisation's markup categories: listed for its members (and a share link's viewer whose
 * share shows the map's markups), kept by its admins. A category in use is never deleted.
 */
export class MarkupCategoryService {
  constructor(
    private readonly categories: MarkupCategoryRepository,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
  ) {}

  async list(principal: Principal, organisationId: number): Promise<MarkupCategory[]> {
    if (principal.share?.markups === 'hidden') throw new PermissionDeniedError(MARKUPS_HIDDEN);
    if (!(await this.organisations.findInScope(organisationId, principal.scope))) {
      throw new NotFoundError();
    }
    // A share link's viewer counts only the markups they see: their map's, inside its bounds.
    const share = principal.share;
    const within = share
      ? { viewer: viewerOf(principal), mapId: share.mapId, box: shareBox(principal) }
      : undefined;
    return (await this.categories.list(organisationId, within)).map((row) =>
      presentCategory(row, abilitiesOf(markupCategoryPolicy, principal, row)),
    );
  }

  async create(
    principal: Principal,
    organisationId: number,
    body: MarkupCategoryCreate,
    actor: Actor,
  ): Promise<MarkupCategory> {
    if (!(await this.organisations.findInScope(organisationId, principal.scope))) {
      throw new NotFoundError();
    }
    authorize(organisationPolicy, principal, { id: organisationId }, 'manage_markup_categories');
    await this.freeName(organisationId, body.name);
    const row = await this.categories.create({
      organisation_id: organisationId,
      name: body.name,
      icon: body.icon,
      position: await this.categories.nextPosition(organisationId),
    });
    if (body.position !== undefined) await this.moveTo(organisationId, row.id, body.position);
    await this.audit.record(actor, 'markup_category.create', {
      type: 'markup_category',
      id: row.id,
    });
    return this.get(principal, row.id);
  }

  async update(
    principal: Principal,
    id: number,
    body: MarkupCategoryPatch,
    actor: Actor,
  ): Promise<MarkupCategory> {
    const row = await this.visible(principal, id);
    authorize(markupCategoryPolicy, principal, row, 'change');
    if (body.name !== undefined) await this.freeName(row.organisation_id, body.name, id);
    const archived =
      body.archived === undefined || body.archived === (row.archived_at !== null)
        ? {}
        : { archived_at: body.archived ? new Date() : null };
    await this.categories.update(row.organisation_id, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.icon !== undefined && { icon: body.icon }),
      ...archived,
    });
    if (body.position !== undefined) await this.moveTo(row.organisation_id, id, body.position);
    await this.audit.record(
      actor,
      'markup_category.update',
      { type: 'markup_category', id },
      { fields: Object.keys(body) },
    );
    return this.get(principal, id);
  }

  async delete(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.visible(principal, id);
    authorize(markupCategoryPolicy, principal, row, 'delete');
    if (!(await this.categories.deleteUnused(row.organisation_id, id))) {
      throw ValidationError.field('non_field_errors', CATEGORY_IN_USE);
    }
    await this.audit.record(
      actor,
      'markup_category.delete',
      { type: 'markup_category', id, organisationId: row.organisation_id },
      { name: row.name },
    );
  }

  /** Puts the category at `position` of its organisation's list, the others closing up. */
  private async moveTo(organisationId: number, id: number, position: number): Promise<void> {
    const others = (await this.categories.list(organisationId))
      .map((c) => c.id)
      .filter((other) => other !== id);
    others.splice(Math.min(position, others.length), 0, id);
    await this.categories.reorder(organisationId, others);
  }

  private async get(principal: Principal, id: number): Promise<MarkupCategory> {
    const row = await this.visible(principal, id);
    return presentCategory(row, abilitiesOf(markupCategoryPolicy, principal, row));
  }

  private async visible(principal: Principal, id: number) {
    // A share link reads no category on its own: only through its map's markups.
    const row = principal.share
      ? undefined
      : await this.categories.findInScope(id, principal.scope);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async freeName(organisationId: number, name: string, except?: number): Promise<void> {
    const taken: CategoryRow | undefined = (
      await this.categories.byNames(organisationId, [name])
    ).get(name.toLowerCase());
    if (taken && taken.id !== except) throw ValidationError.field('name', NAME_TAKEN);
  }
}
