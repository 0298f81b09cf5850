import { MAP_CONTROLS } from '@waymark/contract';
import type { Container } from '../container.js';
import type { UserRow } from '../repositories/user.repository.js';
import { DEMO_SURVEY } from './demo-survey.js';

export const DEMO_ORGANISATION = 'Demo Rail Surveys';
export const DEMO_MAP = 'Demo map';

/**
 * The demo organisation on localhost with the admin as its organisation admin, and its default
 * map. Idempotent: run on every start, it only adds what is missing.
 */
export async function seedDemo(
  { repos }: Container,
  admin: UserRow,
): Promise<{ organisationId: number; mapId: number }> {
  let org = await repos.organisations.findByHost('localhost');
  if (!org) {
    org = await repos.organisations.create({ name: DEMO_ORGANISATION, domain: 'localhost' });
  }
  await repos.users.upsertMembership(admin.id, org.id, true);
  let map = await repos.maps.findByName(org.id, DEMO_MAP);
  if (!map) {
    map = await repos.maps.create({
      organisation_id: org.id,
      owner_id: admin.id,
      name: DEMO_MAP,
      title: DEMO_MAP,
      description: DEMO_SURVEY.description,
      attribution: DEMO_SURVEY.attribution,
      // Opens framed on the survey, not on the whole world.
      bounds: DEMO_SURVEY.bounds,
      visibility: 'ORG',
      // Every map control, so that a new user finds each of them on the demo map; the files
      // list enabled (its panel opened from its button).
      controls: [...MAP_CONTROLS],
      files_list: false,
    });
  }
  if (org.map_id === null) await repos.organisations.update(org.id, { map_id: map.id });
  return { organisationId: org.id, mapId: map.id };
}
