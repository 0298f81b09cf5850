import {
  markupImportProperties,
  type MarkupImport,
  type MarkupImportProperties,
  type MarkupImportResult,
} from '@waymark/contract/markup';
import type { FieldErrors } from '@waymark/contract';
import { ValidationError } from '../lib/errors.js';
import { mapPolicy } from '../policies/map.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type {
  CategoryRow,
  MarkupCategoryRepository,
} from '../repositories/markup-category.repository.js';
import type { NewMarkup } from '../repositories/markup.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import type { MarkupAccess } from './markup-access.js';

type Feature = MarkupImport['features'][number];

/**
 * Markups in (markups.add_markup): a GeoJSON FeatureCollection as the export writes it, every
 * feature checked first (nothing is added unless all are good); what one map exported another
 * imports as the same markups, but for their ids, dates and authors.
 */
export class MarkupImportService {
  constructor(
    private readonly access: MarkupAccess,
    private readonly categories: MarkupCategoryRepository,
    private readonly users: UserRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly audit: AuditService,
  ) {}

  async import(
    principal: Principal,
    mapId: number,
    body: MarkupImport,
    actor: Actor,
  ): Promise<MarkupImportResult> {
    const { map } = await this.access.ofMap(principal, mapId);
    authorize(mapPolicy, principal, map, 'add_markup');
    const properties = await this.checked(body.features);
    const notes: string[] = [];
    const { categoryOf, created } = await this.categoriesFor(map, properties);
    const emails = properties.flatMap((p) => (p.assignee ? [p.assignee] : []));
    const members = await this.users.membersByEmail(map.organisation_id, emails);
    const layers = new Set(await this.mapLayers.layerIds(map.id));
    const markups: NewMarkup[] = body.features.map((item, i) => {
      const p = properties[i]!;
      const assignee = p.assignee ? members.get(p.assignee.toLowerCase()) : undefined;
      if (p.assignee && !assignee) {
        notes.push(`Feature ${i + 1}: ${p.assignee} is no user of this organisation; unassigned.`);
      }
      const feature = p.feature && layers.has(p.feature.layer) ? p.feature : null;
      if (p.feature && !feature) {
        notes.push(`Feature ${i + 1}: layer ${p.feature.layer} is not on this map; not linked.`);
      }
      return {
        organisation_id: map.organisation_id,
        map_id: map.id,
        author_id: principal.id,
        values: {
          geometry: JSON.stringify(item.geometry),
          title: p.title,
          description: p.description ?? '',
          category_id: categoryOf(p.category).id,
          status: p.status ?? 'open',
          status_changed_by: principal.id,
          assignee_id: assignee?.id ?? null,
          due_date: p.due_date ?? null,
          feature_layer_id: feature?.layer ?? null,
          feature_fid: feature?.fid ?? null,
          survey_date: p.survey_date ?? null,
        },
      };
    });
    await this.access.markups.create(markups, { kind: 'created', actor_id: principal.id });
    await this.audit.record(
      actor,
      'markup.import',
      { type: 'map', id: map.id },
      {
        created: markups.length,
      },
    );
    return { created: markups.length, categories_created: created, notes };
  }

  /** Each feature's properties and geometry checked: 400 naming every feature in error. */
  private async checked(features: readonly Feature[]): Promise<MarkupImportProperties[]> {
    const errors: FieldErrors = {};
    const parsed = features.map((feature, i) => {
      const result = markupImportProperties.safeParse(feature.properties ?? {});
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const field = ['features', i, 'properties', ...issue.path].join('.');
        (errors[field] ??= []).push(issue.message);
      }
      return null;
    });
    const problems = await this.access.markups.geometryProblems(
      features.map((f) => JSON.stringify(f.geometry)),
    );
    for (const [i, problem] of problems) {
      errors[`features.${i}.geometry`] = [`The geometry is not valid: ${problem}`];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return parsed as MarkupImportProperties[];
  }

  /** The category of each name the file gives, those the organisation lacks created. */
  private async categoriesFor(map: MapRow, properties: readonly MarkupImportProperties[]) {
    const all = await this.categories.list(map.organisation_id);
    const fallback = all.find((c) => c.archived_at === null) ?? all[0];
    const names = [...new Set(properties.flatMap((p) => (p.category ? [p.category] : [])))];
    const known = await this.categories.byNames(map.organisation_id, names);
    const created: string[] = [];
    for (const name of names) {
      if (known.has(name.toLowerCase())) continue;
      const icon = properties.find((p) => p.category === name)?.category_icon ?? 'pin';
      const row = await this.categories.create({
        organisation_id: map.organisation_id,
        name,
        icon,
        position: await this.categories.nextPosition(map.organisation_id),
      });
      known.set(name.toLowerCase(), row);
      created.push(name);
    }
    const categoryOf = (name: string | null | undefined): CategoryRow => {
      const row = name ? known.get(name.toLowerCase()) : fallback;
      if (!row) throw ValidationError.field('category', 'The organisation has no categories.');
      return row;
    };
    return { categoryOf, created };
  }
}
