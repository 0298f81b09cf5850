import { ssoSettingsAnswer, ssoTestResult, type SsoSettingsBody } from '@waymark/contract/sso';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

const at = (organisationId: number) => ({ params: { path: { id: idOf(organisationId) } } });

/** GET organisations/:id/sso/: the single sign-on settings (never the client secret). */
export const ssoSettingsQuery = (organisationId: number) => ({
  queryKey: ['organisations', 'sso', organisationId] as const,
  queryFn: async () =>
    checkedAnswer(
      ssoSettingsAnswer,
      await ok(api.GET('/api/organisations/{id}/sso/', at(organisationId))),
    ),
});

/** PUT organisations/:id/sso/. */
export async function saveSsoSettings(organisationId: number, body: SsoSettingsBody) {
  return checkedAnswer(
    ssoSettingsAnswer,
    await ok(api.PUT('/api/organisations/{id}/sso/', { ...at(organisationId), body })),
  );
}

/** DELETE organisations/:id/sso/: single sign-on off. */
export async function removeSsoSettings(organisationId: number): Promise<void> {
  await ok(api.DELETE('/api/organisations/{id}/sso/', at(organisationId)));
}

/** POST organisations/:id/sso/test/: discovery at an issuer. */
export async function testSsoIssuer(organisationId: number, issuer: string) {
  return checkedAnswer(
    ssoTestResult,
    await ok(
      api.POST('/api/organisations/{id}/sso/test/', { ...at(organisationId), body: { issuer } }),
    ),
  );
}
