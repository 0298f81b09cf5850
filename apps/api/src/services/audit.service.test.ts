import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../test/test-app.js';

const PASSWORD_TRIED = 'Not-The-Password-93';

/**
 * The audit log as issue 30 keeps it: sign-ins refused and made, with how and from which
 * request; append-only in the database itself; entries past the retention removed.
 */
describe('the audit log', () => {
  const t = useTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await t.createUser({ email: 'auditor@rail.test' });
  });

  const entries = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const login = (email: string, password: string) =>
    t.request('POST', '/api/auth/login/', { body: { email, password } });

  it('records each refused sign-in once, with the address tried but never the password', async () => {
    expect((await login('auditor@rail.test', PASSWORD_TRIED)).statusCode).toBe(400);
    expect((await login('nobody@rail.test', PASSWORD_TRIED)).statusCode).toBe(400);
    const refused = await entries('auth.login_failed');
    expect(refused).toHaveLength(2);
    expect(refused.map((e) => [e.actor_id, e.object_type, e.object_id, e.details])).toEqual([
      [user.id, 'user', String(user.id), { method: 'password', email: 'auditor@rail.test' }],
      [null, null, null, { method: 'password', email: 'nobody@rail.test' }],
    ]);
    for (const entry of refused) {
      expect(entry.ip).toBe('127.0.0.1');
      expect(entry.request_id).toMatch(/\S/);
      expect(JSON.stringify(entry)).not.toContain(PASSWORD_TRIED);
    }
    expect(refused[0]!.request_id).not.toBe(refused[1]!.request_id);
  });

  it('records a sign-in made, its method, and the request of each entry made in one', async () => {
    const before = (await entries('auth.login')).length;
    const token = await t.login('auditor@rail.test');
    const made = (await entries('auth.login')).slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ actor_id: user.id, details: { method: 'password' } });
    expect(made[0]!.request_id).toMatch(/\S/);
    await t.request('POST', '/api/auth/logout/', { token });
    const [logout] = await entries('auth.logout');
    expect(logout).toMatchObject({ actor_id: user.id, ip: '127.0.0.1' });
    expect(logout!.request_id).toMatch(/\S/);
  });

  it('refuses any change or removal of an entry, but lets a user go (their entries kept)', async () => {
    const [entry] = await entries('auth.login');
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (err: { code?: string }) => err.code,
      );
    expect(
      await refusal(
        t.db.updateTable('audit_log').set({ action: 'x' }).where('id', '=', entry!.id).execute(),
      ),
    ).toBe('42501');
    expect(
      await refusal(
        t.db.updateTable('audit_log').set({ actor_id: null }).where('id', '=', entry!.id).execute(),
      ),
    ).toBe('done');
    expect(await refusal(t.db.deleteFrom('audit_log').where('id', '=', entry!.id).execute())).toBe(
      '42501',
    );

    const leaving = await t.createUser({ email: 'leaving@rail.test' });
    await t.login('leaving@rail.test');
    const theirs = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', leaving.id)
      .execute();
    expect(theirs.length).toBeGreaterThan(0);
    await t.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    const kept = await t.db
      .selectFrom('audit_log')
      .select(['id', 'actor_id'])
      .where(
        'id',
        'in',
        theirs.map((e) => e.id),
      )
      .execute();
    expect(kept).toEqual(theirs.map((e) => ({ id: e.id, actor_id: null })));
  });

  it('removes only the entries past the retention', async () => {
    const all = await t.db.selectFrom('audit_log').select('id').execute();
    const [oldest] = all;
    // Made old through the retention's own door: the table lets nothing else change it.
    await t.db.transaction().execute(async (trx) => {
      await sql`alter table audit_log disable trigger audit_log_append_only`.execute(trx);
      await trx
        .updateTable('audit_log')
        .set({ created_at: new Date(Date.now() - 401 * 86_400_000) })
        .where('id', '=', oldest!.id)
        .execute();
      await sql`alter table audit_log enable trigger audit_log_append_only`.execute(trx);
    });
    expect(await t.container.services.audit.prune(400)).toBe(1);
    const left = await t.db.selectFrom('audit_log').select('id').execute();
    expect(left.map((e) => e.id).sort()).toEqual(
      all
        .map((e) => e.id)
        .filter((id) => id !== oldest!.id)
        .sort(),
    );
    expect(await t.container.services.audit.prune(400)).toBe(0);
  });
});
