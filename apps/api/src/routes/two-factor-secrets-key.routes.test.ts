import { describe, expect, it } from 'vitest';
import { SecretBox } from '../lib/secret-box.js';
import { recoveryCodeDigest } from '../services/two-factor/recovery-codes.js';
import { expectError } from '../test/assertions.js';
import { PASSWORD, useTestApp, type TestContext } from '../test/test-app.js';
import { codeFor } from '../test/two-factor.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A confirmed second factor of `userId`, sealed under another key than the server's. */
async function factorUnderAnotherKey(t: TestContext, userId: number, key: string) {
  const sealed = new SecretBox(key).seal(SECRET, 'totp');
  await t.db
    .insertInto('user_second_factors')
    .values({ user_id: userId, secret_sealed: sealed, confirmed_at: new Date() })
    .execute();
}

describe('two-factor sign-in without SECRETS_KEY, or with another one', () => {
  const t = useTestApp({ SECRETS_KEY: '' });

  it('answers 503 naming the setting, and still signs in with a recovery code', async () => {
    const user = await t.createUser({ email: 'nokey@factor.test' });
    const res = await t.request('POST', '/api/auth/two-factor/setup/', { token: user.token });
    expectError(res, 503);
    expect(res.json().detail).toContain('SECRETS_KEY');

    // A factor set up under a key this server does not have (another, or none at all).
    await factorUnderAnotherKey(t, user.id, 'another installation key, 32+ characters');
    await t.db
      .insertInto('user_recovery_codes')
      .values({ user_id: user.id, code_hash: recoveryCodeDigest('abcde-fghjk') })
      .execute();
    const login = (code: string) =>
      t.request('POST', '/api/auth/login/', {
        body: { email: user.email, password: PASSWORD, code },
      });
    const refused = await login(await codeFor(SECRET));
    expectError(refused, 503);
    expect(refused.json().detail).toContain('SECRETS_KEY');
    expect((await login('ABCDE FGHJK')).statusCode).toBe(200);
  });
});

describe('two-factor sign-in after SECRETS_KEY changed', () => {
  const t = useTestApp({ SECRETS_KEY: 'a new key for this installation, 32+ characters' });

  it('answers 503 saying so, never 500', async () => {
    const user = await t.createUser({ email: 'rekeyed@factor.test' });
    await factorUnderAnotherKey(t, user.id, 'the key it was set up with, 32+ characters');
    const res = await t.request('POST', '/api/auth/two-factor/disable/', {
      token: user.token,
      body: { code: await codeFor(SECRET) },
    });
    expectError(res, 503);
    expect(res.json().detail).toMatch(/SECRETS_KEY is not the key/);
  });
});
