import { sql, type Selectable } from 'kysely';
import type { ORGANISATION_ORDERING } from '@waymark/contract';
import type { Db } from '../db/database.js';
import type { OrganisationsTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import type { OrganisationScope } from './scope.js';
import { paginate } from './paginate.js';
import { textMatches } from './text-search.js';

export type OrganisationRow = Selectable<OrganisationsTable>;
export type OrganisationOrderField = (typeof ORGANISATION_ORDERING)[number];

export interface OrganisationValues {
  name?: string;
  domain?: string | null;
  alt_domains?: string[];
  layout?: unknown;
  map_id?: number | null;
  logo_key?: string | null;
  logo_sha256?: string | null;
  share_viewer_analytics?: boolean;
  require_two_factor?: boolean;
}

function toColumns(values: OrganisationValues) {
  const { layout, ...rest } = values;
  return {
    ...rest,
    ...(layout === undefined ? {} : { layout: layout === null ? null : JSON.stringify(layout) }),
  };
}

export class OrganisationRepository {
  constructor(private readonly db: Db) {}

  findInScope(id: number, scope: OrganisationScope): Promise<OrganisationRow | undefined> {
    let query = this.db.selectFrom('organisations').selectAll().where('id', '=', id);
    if (scope.kind === 'some') query = query.where('id', 'in', scope.ids.length ? scope.ids : [-1]);
    return query.executeTakeFirst();
  }

  findById(id: number): Promise<OrganisationRow | undefined> {
    return this.db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every organisation (a superuser's OGC API root lists them). */
  findAll(): Promise<OrganisationRow[]> {
    return this.db.selectFrom('organisations').selectAll().orderBy('name').orderBy('id').execute();
  }

  findByIds(ids: readonly number[]): Promise<OrganisationRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  /** The organisation whose domain or one of whose alternate domains is this host. */
  findByHost(host: string): Promise<OrganisationRow | undefined> {
    return this.db
      .selectFrom('organisations')
      .selectAll()
      .where((eb) => eb.or([eb('domain', '=', host), sql<boolean>`${host} = any(alt_domains)`]))
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Organisations (other than `exceptId`) already using any of these hosts. */
  async hostsInUse(hosts: readonly string[], exceptId?: number): Promise<string[]> {
    if (hosts.length === 0) return [];
    let query = this.db
      .selectFrom('organisations')
      .select(['domain', 'alt_domains'])
      .where((eb) =>
        eb.or([
          eb('domain', 'in', hosts),
          eb('alt_domains', '&&', sql<string[]>`${sql.val(hosts)}::text[]`),
        ]),
      );
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const rows = await query.execute();
    const used = new Set(rows.flatMap((r) => [r.domain, ...r.alt_domains]));
    return hosts.filter((h) => used.has(h));
  }

  async list(
    scope: OrganisationScope,
    order: Ordering<OrganisationOrderField>,
    window: PageWindow,
    search?: string,
  ): Promise<{ count: number; rows: OrganisationRow[] }> {
    let base = this.db.selectFrom('organisations');
    if (scope.kind === 'some') base = base.where('id', 'in', scope.ids.length ? scope.ids : [-1]);
    const match = textMatches(search, ['organisations.name', 'organisations.domain']);
    if (match) base = base.where(match);
    return paginate(base, window, (q) =>
      q.selectAll().orderBy(order.field, order.direction).orderBy('id'),
    );
  }

  create(values: OrganisationValues & { name: string }): Promise<OrganisationRow> {
    return this.db
      .insertInto('organisations')
      .values(toColumns(values) as OrganisationValues & { name: string; layout?: string | null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: OrganisationValues): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('organisations')
      .set({ ...toColumns(values), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Points the organisation at a new stored logo (key and digest) and its layout's `logo` at
   * `url`, keeping the rest of the layout as it is then; answers the key of the logo it
   * replaced. One statement holding the row, so that racing uploads each learn what they
   * replaced and no stored logo is left behind.
   */
  async replaceLogo(
    id: number,
    logo: { key: string; sha256: string; url: string } | null,
  ): Promise<string | null> {
    const layout = logo
      ? sql`jsonb_set(coalesce(o.layout, '{}'::jsonb), '{logo}', to_jsonb(${logo.url}::text))`
      : sql`case when o.layout is null then null else jsonb_set(o.layout, '{logo}', 'null') end`;
    const result = await sql<{ previous: string | null }>`
      update organisations o
      set layout = ${layout}, logo_key = ${logo?.key ?? null},
          logo_sha256 = ${logo?.sha256 ?? null}, updated_at = now()
      from (select id, logo_key from organisations where id = ${id} for update) old
      where o.id = old.id
      returning old.logo_key as previous`.execute(this.db);
    return result.rows[0]?.previous ?? null;
  }

  /** Per organisation, how many users are its members (organisations without any: 0). */
  async memberCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('memberships')
      .select(['organisation_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('organisation_id', 'in', ids)
      .groupBy('organisation_id')
      .execute();
    return new Map(rows.map((r) => [r.organisation_id, Number(r.n)]));
  }

  /** Whether the organisation lets share-link viewers' events go to the analytics service. */
  async shareViewerAnalytics(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('organisations')
      .select('share_viewer_analytics')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.share_viewer_analytics ?? false;
  }

  /** Whether a map belongs to this organisation (for its default map). */
  async ownsMap(organisationId: number, mapId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('maps')
      .select('id')
      .where('id', '=', mapId)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
