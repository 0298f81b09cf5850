import {
  markupImportProperties,
  type MarkupImport,
  type MarkupImportProperties,
  type MarkupImportResult,
  type MarkupIcon,
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
    const categories = await this.categoriesFor(map, properties);
    const emails = properties.flatMap((p) => (p.assignee ? [p.assignee] : []));
    const members = await this.users.membersByEmail(map.organisation_id, emails);
    const layers = new Set(await this.mapLayers.layerIds(map.id));
    const rows = body.features.map((item, i) => {
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
        category: p.category,
        values: {
          geometry: JSON.stringify(item.geometry),
          title: p.title,
          description: p.description ?? '',
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
    // The new categories and the markups in one transaction: a failed import leaves neither.
    await this.access.markups.createWithCategories(
      map.organisation_id,
      categories.missing,
      (created) => {
        for (const row of created) categories.known.set(row.name.toLowerCase(), row);
        return rows.map(({ category, values }): NewMarkup => ({
          organisation_id: map.organisation_id,
          map_id: map.id,
          author_id: principal.id,
          values: { ...values, category_id: categories.categoryOf(category).id },
        }));
      },
      { kind: 'created', actor_id: principal.id },
    );
    await this.audit.record(
      actor,
      'markup.import',
      { type: 'map', id: map.id },
      { created: rows.length },
    );
    return {
      created: rows.length,
      categories_created: categories.missing.map((c) => c.name),
      notes,
    };
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

  /**
   * The organisation's categories the file names, and those it lacks (to be created with the
   * markups); `categoryOf` a name once they are (no name: the organisation's first).
   */
  private async categoriesFor(map: MapRow, properties: readonly MarkupImportProperties[]) {
    const all = await this.categories.list(map.organisation_id);
    const fallback = all.find((c) => c.archived_at === null) ?? all[0];
    const names = [...new Set(properties.flatMap((p) => (p.category ? [p.category] : [])))];
    const known: Map<string, CategoryRow> = await this.categories.byNames(
      map.organisation_id,
      names,
    );
    const missing: { name: string; icon: MarkupIcon }[] = [];
    for (const name of names) {
      const key = name.toLowerCase();
      if (known.has(key) || missing.some((m) => m.name.toLowerCase() === key)) continue;
      const icon = properties.find((p) => p.category === name)?.category_icon ?? 'pin';
      missing.push({ name, icon });
    }
    if (!fallback && properties.some((p) => !p.category)) {
      throw ValidationError.field('category', 'The organisation has no categories.');
    }
    const categoryOf = (name: string | null | undefined): CategoryRow => {
      const row = name ? known.get(name.toLowerCase()) : fallback;
      if (!row) throw new Error(`No category ${name ?? '(default)'} after the import's own.`);
      return row;
    };
    return { known, missing, categoryOf };
  }
}
