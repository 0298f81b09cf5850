import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../seed/bootstrap-admin.js';
import { DEMO_MAP, DEMO_ORGANISATION, seedDemo } from '../seed/demo.seed.js';
import { useTestApp } from '../test/test-app.js';
import { UsageError } from './args.js';
import { createOrganisation } from './commands/organisation.command.js';
import { createUser, setPassword } from './commands/user.command.js';

describe('CLI commands and seed', () => {
  const t = useTestApp();

  it('creates the bootstrap admin once, prints and stores the generated password', async () => {
    const varDir = await mkdtemp(path.join(tmpdir(), 'waymark-var-'));
    const lines: string[] = [];
    const admin = await ensureBootstrapAdmin(t.container, { varDir, print: (l) => lines.push(l) });
    expect(admin).toMatchObject({ email: 'admin@example.com', is_superuser: true });
    const stored = await readFile(path.join(varDir, 'initial-admin.txt'), 'utf8');
    const password = /password: (\S+)/.exec(stored)?.[1] ?? '';
    expect(lines.join('\n')).toContain(password);
    expect(
      (await t.request('POST', '/api/auth/login/', { body: { email: admin.email, password } }))
        .statusCode,
    ).toBe(200);

    const again: string[] = [];
    const same = await ensureBootstrapAdmin(t.container, { varDir, print: (l) => again.push(l) });
    expect(same.id).toBe(admin.id);
    expect(again).toEqual([]);
  });

  it('seeds the demo organisation on localhost with its default map, idempotently', async () => {
    const admin = await ensureBootstrapAdmin(t.container, {
      email: 'boss@example.com',
      password: 'A-Long-Boss-Password-1',
      varDir: tmpdir(),
      print: () => undefined,
    });
    await seedDemo(t.container, admin);
    await seedDemo(t.container, admin);
    const token = await t.login('boss@example.com', 'A-Long-Boss-Password-1');
    const me = (await t.request('GET', '/api/users/me/', { token })).json();
    const demo = me.organisations.filter((o: { name: string }) => o.name === DEMO_ORGANISATION);
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ domain: 'localhost', admin: true, map: expect.any(Number) });
    const maps = (
      await t.request('GET', `/api/organisations/${demo[0].id}/maps/`, { token })
    ).json();
    expect(maps.map((m: { name: string }) => m.name)).toEqual([DEMO_MAP]);
    expect(maps[0].id).toBe(demo[0].map);
    // The demo map offers every control.
    expect(maps[0].controls).toEqual([
      'create_section',
      'map_share',
      'map_pdf',
      'map_files',
      'measure',
      'compare',
      'volume',
      'markups',
    ]);
  });

  it('creates organisations and users with permissions, and sets passwords', async () => {
    const created = await createOrganisation(t.container, [
      '--name',
      'Acme Rail',
      '--domain',
      'maps.acme.test',
      '--alt-domain',
      'acme.test',
    ]);
    const orgId = Number(/organisation (\d+)/.exec(created)?.[1]);
    await expect(
      createOrganisation(t.container, ['--name', 'Copy', '--domain', 'acme.test']),
    ).rejects.toThrow(UsageError);

    const user = await createUser(t.container, [
      '--email',
      'ann@acme.test',
      '--organisation',
      String(orgId),
      '--admin',
      '--permission',
      'maps.change_map',
      '--first-name',
      'Ann',
      '--password',
      'Surveyor-Pass-77',
    ]);
    expect(user).toMatch(/^Created user \d+ ann@acme.test$/);
    const token = await t.login('ann@acme.test', 'Surveyor-Pass-77');
    const me = (await t.request('GET', '/api/users/me/', { token })).json();
    expect(me).toMatchObject({
      first_name: 'Ann',
      permissions: ['maps.change_map'],
      organisations: [{ id: orgId, admin: true }],
    });

    await expect(
      createUser(t.container, [
        '--email',
        'x@acme.test',
        '--organisation',
        String(orgId),
        '--permission',
        'maps.fly',
      ]),
    ).rejects.toThrow(/unknown permission/);
    await expect(
      createUser(t.container, ['--email', 'y@acme.test', '--organisation', '999999']),
    ).rejects.toThrow(/no organisation/);
    await expect(
      setPassword(t.container, ['--email', 'ann@acme.test', '--password', '12345678']),
    ).rejects.toThrow(/numeric|common/);

    const reset = await setPassword(t.container, ['--email', 'ann@acme.test']);
    const password = /: (\S+)$/.exec(reset)?.[1] ?? '';
    expect(
      (await t.request('POST', '/api/auth/login/', { body: { email: 'ann@acme.test', password } }))
        .statusCode,
    ).toBe(200);
  });
});
