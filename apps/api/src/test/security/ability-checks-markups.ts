import { MARKUP_ACTIONS, MARKUP_CATEGORY_ACTIONS } from '@waymark/contract';
import { multipart } from '../multipart.js';
import { ask } from './ability-callers.js';
import {
  abilitiesOf,
  unique,
  type CheckContext,
  type EntityCheck,
  type Subject,
} from './ability-checks.js';
import { seedCategory, seedMarkup } from './world-markups.js';
import { FEATURE_LAT, FEATURE_LON } from './world.js';

/**
 * Markups and their categories: A's markups on its shared and private maps (the editor's), one
 * of a plain member's on the shared map (their own to change, without any permission), one of
 * the editor's assigned to the member (theirs to work: its status and files, not the rest), B's;
 * and each organisation's categories.
 */
export function markupChecks({ t, aw }: CheckContext): EntityCheck[] {
  const { world } = aw;
  const here = { lon: FEATURE_LON, lat: FEATURE_LAT };
  const mapOf = new Map<number, number>();
  const markupBy =
    (organisationId: number, mapId: number, authorId: number, assigneeId?: number) => async () => {
      const target = { organisationId, mapId, authorId, assigneeId };
      const id = await seedMarkup(t, target, unique('Checked'), here);
      mapOf.set(id, mapId);
      return id;
    };
  const subjectOf = async (label: string, fresh: () => Promise<number>): Promise<Subject> => ({
    label,
    id: await fresh(),
    fresh,
  });
  const markups = Promise.all([
    subjectOf('A shared', markupBy(world.orgA, world.a.ORG.map, world.userIds.editor)),
    subjectOf('A private', markupBy(world.orgA, world.a.OWN.map, world.userIds.editor)),
    subjectOf('the member’s', markupBy(world.orgA, world.a.ORG.map, world.userIds.member)),
    subjectOf(
      'assigned to the member',
      markupBy(world.orgA, world.a.ORG.map, world.userIds.editor, world.userIds.member),
    ),
    subjectOf('B shared', markupBy(world.orgB, world.b.map, world.userIds.otherAdmin)),
  ]);
  const path = (id: number) => `/api/maps/${mapOf.get(id)}/markups/${id}/`;

  const categoryOrganisation = new Map<number, number>();
  const categoryOf = (organisationId: number) => async () => {
    const id = await seedCategory(t, organisationId);
    categoryOrganisation.set(id, organisationId);
    return id;
  };
  const categories = Promise.all([
    subjectOf('of A', categoryOf(world.orgA)),
    subjectOf('of B', categoryOf(world.orgB)),
  ]);

  return [
    {
      entity: 'markup',
      actions: MARKUP_ACTIONS,
      subjects: () => markups,
      read: async (caller, markup) => abilitiesOf(await ask(t, caller, 'GET', path(markup.id))),
      act: async (caller, markup, action) => {
        const current = () =>
          t.db
            .selectFrom('markups')
            .select(['version', 'status'])
            .where('id', '=', markup.id)
            .executeTakeFirstOrThrow();
        switch (action) {
          case 'change': {
            const { version } = await current();
            return ask(t, caller, 'PATCH', path(markup.id), { version, title: unique('Checked') });
          }
          case 'change_status': {
            // Another status than its own, so that something changes.
            const { version, status } = await current();
            const next = status === 'in_progress' ? 'resolved' : 'in_progress';
            return ask(t, caller, 'PATCH', path(markup.id), { version, status: next });
          }
          case 'delete':
            return ask(t, caller, 'DELETE', path(await markup.fresh()));
          case 'comment':
            return ask(t, caller, 'POST', `${path(markup.id)}comments/`, {
              body: unique('Seen'),
              name: 'Ann Lee',
            });
          case 'attach': {
            const form = multipart([
              { name: 'file', filename: 'note.txt', content: Buffer.from('Seen') },
            ]);
            return ask(
              t,
              caller,
              'POST',
              `${path(markup.id)}attachments/`,
              form.body,
              form.headers,
            );
          }
          default:
            return ask(t, caller, 'GET', path(markup.id));
        }
      },
    },
    {
      entity: 'markup category',
      actions: MARKUP_CATEGORY_ACTIONS,
      subjects: () => categories,
      read: async (caller, category) => {
        const organisation = categoryOrganisation.get(category.id)!;
        const res = await ask(
          t,
          caller,
          'GET',
          `/api/organisations/${organisation}/markup-categories/`,
        );
        if (res.statusCode !== 200) return null;
        const rows = res.json() as { id: number; abilities: Record<string, boolean> }[];
        return rows.find((row) => row.id === category.id)?.abilities ?? null;
      },
      act: async (caller, category, action) => {
        if (action === 'delete') {
          return ask(t, caller, 'DELETE', `/api/markup-categories/${await category.fresh()}/`);
        }
        return ask(t, caller, 'PATCH', `/api/markup-categories/${category.id}/`, {
          icon: action === 'change' ? 'flag' : 'pin',
        });
      },
    },
  ];
}
