import {
  MARKUP_STATUSES,
  type MarkupAssignee,
  type MarkupCreate,
  type MarkupListQuery,
  type MarkupPage,
  type MarkupPatch,
  type MarkupRead,
  type MarkupStatus,
} from '@waymark/contract/markup';
import { HttpError, NotFoundError } from '../lib/errors.js';
import { pageWindow } from '../lib/ordering.js';
import { mapPolicy } from '../policies/map.policy.js';
import { markupPolicy } from '../policies/markup.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { MarkupView } from '../repositories/markup.repository.js';
import type { Storage } from '../storage/storage.js';
import type { Actor, AuditService } from './audit.service.js';
import type { MarkupAccess } from './markup-access.js';
import type { MarkupChecks } from './markup-checks.js';
import { changesOf } from './markup-changes.js';
import { filtersOf, orderOf } from './markup-filters.js';
import { noticeActor, type MarkupNoticeService } from './markup-notice.service.js';

export const STALE_MARKUP =
  'This markup was changed by someone else since you opened it: here it is as it is now.';

/**
 * A map's markups: listed and read by whoever sees them (MarkupAccess), added with
 * markups.add_markup, changed and deleted as the markup policy says (its status alone also by
 * its assignee). A change names the version it was made on: a markup changed since answers 409
 * with its current state, never overwritten.
 */
export class MarkupService {
  constructor(
    private readonly access: MarkupAccess,
    private readonly checks: MarkupChecks,
    private readonly notices: MarkupNoticeService,
    private readonly storage: Storage,
    private readonly audit: AuditService,
  ) {}

  async list(
    principal: Principal,
    mapId: number,
    query: MarkupListQuery,
  ): Promise<Omit<MarkupPage, 'next' | 'previous'>> {
    const { scope } = await this.access.ofMap(principal, mapId);
    const { count, rows, statusCounts } = await this.access.markups.list(
      scope,
      filtersOf(principal, query),
      orderOf(query.ordering),
      pageWindow(query),
    );
    return {
      count,
      results: rows.map((row) => this.access.present(principal, row)),
      status_counts: Object.fromEntries(
        MARKUP_STATUSES.map((status) => [status, statusCounts.get(status) ?? 0]),
      ) as MarkupPage['status_counts'],
    };
  }

  async get(principal: Principal, mapId: number, markupId: number): Promise<MarkupRead> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    return this.access.present(principal, markup);
  }

  /** The map layer's markups as GeoJSON text, written by the database. */
  async geojson(principal: Principal, mapId: number, query: MarkupListQuery): Promise<string> {
    const { scope } = await this.access.ofMap(principal, mapId);
    const features = await this.access.markups.featuresText(scope, filtersOf(principal, query));
    return `{"type":"FeatureCollection","features":${features}}`;
  }

  /** Whom the map's markups may be assigned to (the map's abilities.list_markup_assignees). */
  async assignees(principal: Principal, mapId: number): Promise<MarkupAssignee[]> {
    const { map, scope } = await this.access.ofMap(principal, mapId);
    authorize(mapPolicy, principal, map, 'list_markup_assignees');
    return this.access.markups.assignees(scope);
  }

  async create(
    principal: Principal,
    mapId: number,
    body: MarkupCreate,
    origin: string,
  ): Promise<MarkupRead> {
    const { map, scope } = await this.access.ofMap(principal, mapId);
    authorize(mapPolicy, principal, map, 'add_markup');
    await this.checks.check(map, body);
    const [id] = await this.access.markups.create(
      [
        {
          organisation_id: map.organisation_id,
          map_id: map.id,
          author_id: principal.id,
          values: {
            geometry: JSON.stringify(body.geometry),
            title: body.title,
            description: body.description ?? '',
            category_id: body.category,
            status: body.status ?? 'open',
            status_changed_by: principal.id,
            assignee_id: body.assignee ?? null,
            due_date: body.due_date ?? null,
            feature_layer_id: body.feature?.layer ?? null,
            feature_fid: body.feature?.fid ?? null,
            survey_date: body.survey_date ?? null,
          },
        },
      ],
      { kind: 'created', actor_id: principal.id },
    );
    const markup = (await this.access.markups.find(scope, id!))!;
    if (markup.assignee_id !== null) {
      const actor = noticeActor(principal);
      await this.notices.notify(map, markup, { assignedTo: markup.assignee_id }, actor, origin);
    }
    return this.access.present(principal, markup);
  }

  async update(
    principal: Principal,
    mapId: number,
    markupId: number,
    body: MarkupPatch,
    origin: string,
  ): Promise<MarkupRead> {
    const { map, scope, markup } = await this.access.markup(principal, mapId, markupId);
    const whole = markupPolicy.refusal(principal, markup, 'change') === null;
    if (!whole) this.statusOnly(principal, markup, body);
    if (body.version !== markup.version) throw this.conflict(principal, markup);
    // Who changes the status alone names nothing else but as it is: nothing to look up.
    const found = whole ? await this.checks.check(map, body, markup.category_id) : {};
    const { values, changes } = changesOf(markup, body, found);
    if (Object.keys(changes).length === 0) return this.access.present(principal, markup);
    if (values.status !== undefined) values.status_changed_by = principal.id;
    const event = { kind: 'changed' as const, actor_id: principal.id, changes };
    if (!(await this.access.markups.update(scope, markup.id, markup.version, values, event))) {
      const current = await this.access.markups.find(scope, markup.id);
      if (!current) throw new NotFoundError();
      throw this.conflict(principal, current);
    }
    const changed = (await this.access.markups.find(scope, markup.id))!;
    const status = values.status
      ? { from: markup.status as MarkupStatus, to: values.status }
      : undefined;
    const assignedTo = values.assignee_id ?? undefined;
    if (status || assignedTo !== undefined) {
      await this.notices.notify(
        map,
        changed,
        { status, assignedTo },
        noticeActor(principal),
        origin,
      );
    }
    return this.access.present(principal, changed);
  }

  async delete(principal: Principal, mapId: number, markupId: number, actor: Actor) {
    const { scope, markup } = await this.access.markup(principal, mapId, markupId);
    authorize(markupPolicy, principal, markup, 'delete');
    const keys = await this.access.markups.delete(scope, markup.id);
    await this.storage.delete(keys);
    await this.audit.record(
      actor,
      'markup.delete',
      { type: 'markup', id: markup.id, organisationId: markup.organisation_id },
      { map: mapId, title: markup.title },
    );
  }

  /**
   * For whom the policy refuses `change`: a PATCH that changes the status and nothing else (a
   * field sent as it is changes nothing) needs change_status; any other is refused as a change.
   */
  private statusOnly(principal: Principal, markup: MarkupView, body: MarkupPatch): void {
    const differs = (sent: number | null | undefined, kept: number | null) =>
      sent !== undefined && sent !== kept;
    const more =
      differs(body.category, markup.category_id) ||
      differs(body.assignee, markup.assignee_id) ||
      Object.keys(changesOf(markup, { ...body, status: undefined }, {}).changes).length > 0;
    authorize(markupPolicy, principal, markup, more ? 'change' : 'change_status');
  }

  /** 409 with the markup as it is now (markupConflict). */
  private conflict(principal: Principal, current: MarkupView): HttpError {
    return new HttpError(409, {
      detail: STALE_MARKUP,
      current: this.access.present(principal, current),
    });
  }
}
