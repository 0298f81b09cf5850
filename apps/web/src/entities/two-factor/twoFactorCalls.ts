import {
  twoFactorRecoveryCodes,
  twoFactorSetup,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
} from '@waymark/contract/two-factor';
import { api, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

/** POST auth/two-factor/setup/: a new secret, as text and as an otpauth:// URI, this once. */
export async function startTwoFactor(): Promise<TwoFactorSetup> {
  return checkedAnswer(twoFactorSetup, await ok(api.POST('/api/auth/two-factor/setup/')));
}

/** POST auth/two-factor/confirm/: turns it on with a first code; the recovery codes, once. */
export async function confirmTwoFactor(code: string): Promise<TwoFactorRecoveryCodes> {
  return checkedAnswer(
    twoFactorRecoveryCodes,
    await ok(api.POST('/api/auth/two-factor/confirm/', { body: { code } })),
  );
}

/** POST auth/two-factor/disable/: turns it off with a code of the app or a recovery code. */
export function disableTwoFactor(code: string) {
  return ok(api.POST('/api/auth/two-factor/disable/', { body: { code } }));
}
