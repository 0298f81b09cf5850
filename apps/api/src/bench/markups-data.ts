import { sql } from 'kysely';
import type { Container } from '../container.js';

/** Where the bench's markups (and the map's plain point layer) lie: a county, about 50 × 40 km. */
export const MARKUP_AREA = { west: -6.6, south: 53.1, east: -5.9, north: 53.45 };

/**
 * `count` markups on a map, as a busy survey leaves them: points mostly, some lines and areas,
 * every status, four categories, a third assigned, titles and descriptions of some length, a
 * comment on every fifth and a file on every tenth. Deterministic (setseed); their history is
 * left out (the panel and the map layer do not read it).
 */
export async function generateMarkups(
  c: Container,
  target: { organisationId: number; mapId: number; authorId: number; assigneeId: number },
  count: number,
): Promise<void> {
  const { west, south, east, north } = MARKUP_AREA;
  const { organisationId, mapId, authorId, assigneeId } = target;
  await sql`
    with seed as (select setseed(0.27)),
    cats as (select array_agg(id order by position) as ids from markup_categories
             where organisation_id = ${organisationId}),
    pts as (
      select i, ${west} + random() * ${east - west} as lon, ${south} + random() * ${north - south} as lat
      from seed, generate_series(1, ${count}) i)
    insert into markups (organisation_id, map_id, geom, title, description, category_id, status,
      status_changed_by, assignee_id, due_date, author_id, created_at, updated_at)
    select ${organisationId}, ${mapId},
      case when i % 20 = 0 then st_setsrid(st_makepolygon(st_makeline(array[
               st_makepoint(lon, lat), st_makepoint(lon + 0.001, lat),
               st_makepoint(lon + 0.001, lat + 0.0007), st_makepoint(lon, lat)])), 4326)
           when i % 7 = 0 then st_setsrid(st_makeline(st_makepoint(lon, lat),
               st_makepoint(lon + 0.002, lat + 0.001)), 4326)
           else st_setsrid(st_makepoint(lon, lat), 4326) end,
      (array['Blocked culvert', 'Vegetation over the crossing', 'Cracked bearing',
             'Loose handrail', 'Washed-out ballast', 'Graffiti on the parapet'])[1 + i % 6]
        || ' at MP ' || i,
      'Found on the walkover survey; see the photos. ' || repeat('Details follow. ', i % 8),
      (select ids[1 + i % 4] from cats),
      (array['open', 'open', 'in_progress', 'resolved', 'closed'])[1 + i % 5],
      ${authorId},
      case when i % 3 = 0 then ${assigneeId}::int end,
      case when i % 4 = 0 then date '2026-01-01' + (i % 365) end,
      ${authorId},
      now() - make_interval(mins => i), now() - make_interval(mins => i)
    from pts`.execute(c.db);
  await sql`insert into markup_comments (markup_id, author_id, body)
    select id, ${assigneeId}, 'Looked at it on site: still there.'
    from markups where map_id = ${mapId} and id % 5 = 0`.execute(c.db);
  await sql`insert into markup_attachments (markup_id, name, size, content_type, storage_key, sha256, author_id)
    select id, 'photo.jpg', 1000, 'image/jpeg', 'bench/' || id || '/photo.jpg', '', ${authorId}
    from markups where map_id = ${mapId} and id % 10 = 0`.execute(c.db);
  await sql`analyze markups, markup_comments, markup_attachments`.execute(c.db);
}
