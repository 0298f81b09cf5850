import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAbilityCallers, type AbilityWorld } from '../test/security/ability-callers.js';
import type { EntityCheck } from '../test/security/ability-checks.js';
import { mapChecks } from '../test/security/ability-checks-maps.js';
import { markupChecks } from '../test/security/ability-checks-markups.js';
import { peopleChecks } from '../test/security/ability-checks-people.js';
import { sessionCheck } from '../test/security/ability-checks-session.js';
import { buildWorld } from '../test/security/world.js';
import { useTestApp } from '../test/test-app.js';

/** What a refusal looks like: 403 or 404, or for some actions a field error of the form. */
function refused(res: LightMyRequestResponse, field: string | undefined): boolean {
  if (res.statusCode === 403 || res.statusCode === 404) return true;
  return fieldError(res, field);
}

/** A 400 that names the given field. */
function fieldError(res: LightMyRequestResponse, field: string | undefined): boolean {
  if (res.statusCode !== 400 || !field) return false;
  return field in (res.json() as Record<string, unknown>);
}

/**
 * Every entity × every caller of the permission matrix (and an uploader, a users-only admin and a
 * share viewer) × every action: where the abilities a read carries say yes, the call succeeds;
 * where they say no — or the object cannot be read at all — the call is refused. An ability that
 * lies either way fails, so the web app, which shows what abilities say, cannot offer what the
 * server refuses nor hide what it allows.
 */
describe('abilities tell the truth', () => {
  const t = useTestApp();
  let aw: AbilityWorld;
  let checks: EntityCheck[];

  beforeAll(async () => {
    aw = await buildAbilityCallers(t, await buildWorld(t));
    const context = { t, aw };
    checks = [
      ...mapChecks(context),
      ...markupChecks(context),
      ...peopleChecks(context),
      sessionCheck(context),
    ];
  });

  it('for every entity, caller and action', { timeout: 600_000 }, async () => {
    const lies: string[] = [];
    let tried = 0;
    const yes = new Set<string>();
    for (const check of checks) {
      for (const caller of aw.callers) {
        for (const subject of await check.subjects(caller)) {
          const abilities = await check.read(caller, subject);
          for (const action of check.actions) {
            const said = abilities?.[action] ?? false;
            if (abilities && !(action in abilities)) {
              lies.push(`${check.entity} ${subject.label}: no '${action}' in its abilities`);
            }
            // The read itself is the view: it succeeded exactly when abilities came back.
            const res = action === 'view' ? null : await check.act(caller, subject, action);
            tried += 1;
            const succeeded = res
              ? res.statusCode < 300 || fieldError(res, check.passedAsField?.[action])
              : abilities !== null;
            const wasRefused = res ? refused(res, check.refusedAsField?.[action]) : !succeeded;
            if (said) yes.add(`${check.entity}.${action}`);
            if (said === succeeded && succeeded !== wasRefused) continue;
            lies.push(
              `${check.entity} ${subject.label} as ${caller.name}: '${action}' said ${said}, ` +
                `answered ${res ? `${res.statusCode} ${res.body.slice(0, 160)}` : 'the read'}`,
            );
          }
        }
      }
    }
    expect(lies).toEqual([]);
    // Every action is allowed to someone, so each was seen to succeed as well as to be refused.
    const never = checks.flatMap((c) =>
      c.actions.filter((a) => !yes.has(`${c.entity}.${a}`)).map((a) => `${c.entity}.${a}`),
    );
    expect(never).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  });
});
