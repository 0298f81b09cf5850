import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pgbenchScript } from './native-load.js';

const statement = (parameters: unknown[]) =>
  CompiledQuery.raw(
    'select st_tileenvelope($1::int, $2::int,\n  $3::int) as t where $4 = $4',
    parameters,
  );

describe('pgbenchScript', () => {
  it('sets the parameters that differ per statement and defines the others once', () => {
    const { script, defines } = pgbenchScript([
      statement([16, 34715, 24029, 'features']),
      statement([16, 34716, 24030, 'features']),
    ]);
    expect(defines).toEqual(['p1=16', 'p4=features']);
    expect(script).toBe(
      [
        '\\set i random(0, 1)',
        '\\if :i = 0',
        '\\set p2 34715',
        '\\set p3 24029',
        '\\elif :i = 1',
        '\\set p2 34716',
        '\\set p3 24030',
        '\\endif',
        'select st_tileenvelope(:p1::int, :p2::int, :p3::int) as t where :p4 = :p4;',
        '',
      ].join('\n'),
    );
  });

  it('refuses statements of other texts, and parameters pgbench cannot set that differ', () => {
    expect(() =>
      pgbenchScript([statement([1, 2, 3, 'a']), CompiledQuery.raw('select $1', [1])]),
    ).toThrow(/one text/);
    expect(() => pgbenchScript([statement([1, 2, 3, 'a']), statement([1, 2, 3, 'b'])])).toThrow(
      /parameter 4 is not an integer/,
    );
    expect(() => pgbenchScript([])).toThrow(/one text/);
  });
});
