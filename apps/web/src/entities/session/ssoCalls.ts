import {
  ssoExchangeAnswer,
  ssoLookupAnswer,
  ssoProviders,
  type SsoProvider,
} from '@waymark/contract/sso';
import { api, BYPASS_HEADER, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

// Like the password sign-in, these go without the authentication header.
const WITHOUT_TOKEN = { [BYPASS_HEADER]: 'true' };

/** GET auth/sso/: the provider of this host's organisation, for the sign-in screen. */
export const ssoProvidersQuery = {
  queryKey: ['auth', 'sso', 'providers'] as const,
  queryFn: async (): Promise<SsoProvider[]> =>
    checkedAnswer(ssoProviders, await ok(api.GET('/api/auth/sso/', { headers: WITHOUT_TOKEN })))
      .providers,
  staleTime: 5 * 60_000,
};

/** POST auth/sso/lookup/: the provider that signs in this address, if any. */
export const ssoLookupQuery = (email: string) => ({
  queryKey: ['auth', 'sso', 'lookup', email.toLowerCase()] as const,
  queryFn: async (): Promise<SsoProvider | null> =>
    checkedAnswer(
      ssoLookupAnswer,
      await ok(api.POST('/api/auth/sso/lookup/', { body: { email }, headers: WITHOUT_TOKEN })),
    ).provider,
  staleTime: 5 * 60_000,
});

/** POST auth/sso/exchange/: a completed single sign-in's one-time code for a token key. */
export async function exchangeSsoCode(code: string) {
  return checkedAnswer(
    ssoExchangeAnswer,
    await ok(api.POST('/api/auth/sso/exchange/', { body: { code }, headers: WITHOUT_TOKEN })),
  );
}

/** Where the browser goes to sign in through a provider, coming back to `next`. */
export function ssoStartUrl(provider: SsoProvider, next: string): string {
  return next === '/'
    ? provider.start_url
    : `${provider.start_url}?next=${encodeURIComponent(next)}`;
}
