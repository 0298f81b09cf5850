import { sql } from 'kysely';
import type { MarkupStatus } from '@waymark/contract/markup';
import type { Db } from '../db/database.js';

/** The fields a markup is written with; `geometry` is GeoJSON text (EPSG:4326). */
export interface MarkupValues {
  geometry?: string;
  title?: string;
  description?: string;
  category_id?: number;
  status?: MarkupStatus;
  /** Who changed the status (null: nobody, a share viewer); set with `status`. */
  status_changed_by?: number | null;
  assignee_id?: number | null;
  due_date?: string | null;
  feature_layer_id?: number | null;
  feature_fid?: string | null;
  survey_date?: string | null;
}

export interface NewMarkup {
  organisation_id: number;
  map_id: number;
  author_id: number | null;
  values: MarkupValues & { geometry: string; title: string; category_id: number };
}

/** An entry of a markup's history, written with the change it records. */
export interface NewEvent {
  kind: 'created' | 'changed' | 'commented' | 'attached' | 'detached';
  actor_id: number | null;
  share_name?: string | null;
  changes?: Record<string, { from: unknown; to: unknown }>;
}

const COLUMN_OF: Record<string, string> = { geometry: 'geom' };

/** The SET list (or the VALUES) of a write: geometry through PostGIS, the rest as they are. */
export function assignments(values: MarkupValues) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => ({
      column: sql.ref(COLUMN_OF[field] ?? field),
      value:
        field === 'geometry'
          ? sql`ST_SetSRID(ST_Force2D(ST_GeomFromGeoJSON(${value as string})), 4326)`
          : sql`${value}`,
    }));
}

/** Writes a history entry (within the caller's transaction). */
export async function addEvent(db: Db, markupId: number, event: NewEvent): Promise<void> {
  await db
    .insertInto('markup_events')
    .values({
      markup_id: markupId,
      kind: event.kind,
      actor_id: event.actor_id,
      share_name: event.share_name ?? null,
      changes: JSON.stringify(event.changes ?? {}),
    })
    .execute();
}

/** Inserts markups, each with its 'created' history entry (within the caller's transaction). */
export async function insertMarkups(
  db: Db,
  markups: readonly NewMarkup[],
  event: NewEvent,
): Promise<number[]> {
  const ids: number[] = [];
  for (const markup of markups) {
    const set = assignments(markup.values);
    const inserted = await sql<{ id: number }>`
      insert into markups (organisation_id, map_id, author_id, ${sql.join(set.map((a) => a.column))})
      values (${markup.organisation_id}, ${markup.map_id}, ${markup.author_id},
              ${sql.join(set.map((a) => a.value))})
      returning id`.execute(db);
    const id = inserted.rows[0]!.id;
    await addEvent(db, id, event);
    ids.push(id);
  }
  return ids;
}

/** What PostGIS finds wrong with each GeoJSON geometry (by index), before any is written. */
export async function geometryProblems(
  db: Db,
  geometries: readonly string[],
): Promise<Map<number, string>> {
  if (geometries.length === 0) return new Map();
  const result = await sql<{ i: number; problem: string | null }>`
    select t.i::int as i,
      case when not ST_IsValid(t.g) then ST_IsValidReason(t.g)
           when GeometryType(t.g) = 'LINESTRING' and ST_NPoints(ST_RemoveRepeatedPoints(t.g)) < 2
             then 'A line needs at least two different points.'
      end as problem
    from (select ST_GeomFromGeoJSON(j) as g, i - 1 as i
          from unnest(${sql.val(geometries)}::text[]) with ordinality as u(j, i)) t`.execute(db);
  return new Map(result.rows.flatMap((r) => (r.problem ? [[r.i, r.problem] as const] : [])));
}
