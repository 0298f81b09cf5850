import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { mayChangeCachedData } from './write-signal.plugin.js';

// Statements are only built, never run.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('mayChangeCachedData', () => {
  it('passes reads', () => {
    expect(mayChangeCachedData(db.selectFrom('users').selectAll().toOperationNode())).toBe(false);
    expect(mayChangeCachedData(sql`select 1 from layers`.toOperationNode())).toBe(false);
  });

  it('catches inserts, updates and deletes of what caches hold, in builders and raw SQL', () => {
    const writes = [
      db.insertInto('memberships').values({ user_id: 1, organisation_id: 1 }),
      db.updateTable('users').set({ is_active: false }).where('id', '=', 1),
      db.deleteFrom('auth_tokens').where('id', '=', 1),
      db.updateTable('auth_tokens').set({ revoked_at: sql`now()`, last_used_at: sql`now()` }),
    ];
    for (const write of writes) expect(mayChangeCachedData(write.toOperationNode())).toBe(true);
    expect(mayChangeCachedData(sql`UPDATE layers SET zoom_min = 3`.toOperationNode())).toBe(true);
    const cte = db
      .with('gone', (q) => q.deleteFrom('map_layers').returning('layer_id'))
      .selectFrom('gone')
      .selectAll();
    expect(mayChangeCachedData(cte.toOperationNode())).toBe(true);
  });

  it('ignores the audit trail and a token being marked as used', () => {
    const audit = db.insertInto('audit_log').values({ action: 'auth.login' } as never);
    expect(mayChangeCachedData(audit.toOperationNode())).toBe(false);
    const touch = db.updateTable('auth_tokens').set({ last_used_at: sql`now()` });
    expect(mayChangeCachedData(touch.toOperationNode())).toBe(false);
  });
});
