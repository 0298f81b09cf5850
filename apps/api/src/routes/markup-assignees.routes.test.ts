import type { MarkupAssignee } from '@waymark/contract/markup';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessKey } from '../test/access-keys.js';
import { expectError } from '../test/assertions.js';
import { markupSite, type MarkupSite } from '../test/markups.js';
import { useTestApp } from '../test/test-app.js';

describe('markups: whom they may be assigned to', () => {
  const t = useTestApp();
  let site: MarkupSite;
  const assignees = (token: string) =>
    t.request('GET', `${site.path()}assignees/`, { token: token });

  beforeAll(async () => {
    site = await markupSite(t);
    // A member who has left (inactive), and one named in full: 'First Last', else the email.
    const gone = await t.createUser({
      email: 'gone@rail.test',
      organisations: [{ id: site.orgId }],
    });
    await t.container.repos.users.update(gone.id, { is_active: false });
    const named = await t.createUser({
      email: 'anna@rail.test',
      organisations: [{ id: site.orgId }],
    });
    await t.container.repos.users.update(named.id, { first_name: 'Áine', last_name: 'Ní Bhriain' });
    const nameless = await t.createUser({
      email: 'zed@rail.test',
      organisations: [{ id: site.orgId }],
    });
    await t.container.repos.users.update(nameless.id, { first_name: '', last_name: '' });
  });

  it('answers a surveyor without any users.* permission the organisation’s active members, by name', async () => {
    // The organisation's user list is closed to them…
    expectError(
      await t.request('GET', `/api/organisations/${site.orgId}/users/`, { token: site.user.token }),
      403,
    );
    // …whom markups may be assigned to is not.
    const res = await assignees(site.user.token);
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json() as MarkupAssignee[];
    expect(people.map((p) => p.name)).toEqual([
      'Áine Ní Bhriain',
      'colleague Tester',
      'manager Tester',
      'surveyor Tester',
      'zed@rail.test',
    ]);
    expect(people.find((p) => p.name === 'surveyor Tester')?.id).toBe(site.user.id);
    // Not another organisation's people, though they share the map's name and the permissions.
    expect(people.map((p) => p.id)).not.toContain(site.stranger.id);
    // A manager of others' markups (markups.change_markup) reads the same.
    expect((await assignees(site.manager.token)).json()).toEqual(people);
  });

  it('refuses whoever may neither add markups nor change others’, access keys and share links', async () => {
    const map = (token: string) => t.request('GET', `/api/maps/${site.mapId}/`, { token });
    expect((await map(site.user.token)).json().abilities.list_markup_assignees).toBe(true);
    expect((await map(site.colleague.token)).json().abilities.list_markup_assignees).toBe(false);
    expectError(await assignees(site.colleague.token), 403);
    expectError(await assignees(site.stranger.token), 404);
    const { key } = await createAccessKey(t, site.user.token);
    expectError(await assignees(key), 403);
    const share = await site.share('comment');
    const viewer = await t.request('GET', `${site.path()}assignees/`, {
      headers: { mapshare: `Token ${share}` },
    });
    expectError(viewer, 403);
  });
});
