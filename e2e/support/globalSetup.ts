import { ADMIN, E2E_WORKERS, NORTHERN_ORGANISATION, serverOf } from './constants.js';

/**
 * Runs once the servers answer: gives the admin a second organisation on another domain,
 * through the API (its creator becomes its admin), for the organisation selector.
 */
export default async function globalSetup(): Promise<void> {
  for (let index = 0; index < E2E_WORKERS; index += 1)
    await addSecondOrganisation(serverOf(index).baseUrl);
}

async function addSecondOrganisation(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { key } = (await login.json()) as { key: string };
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${key}` };
  const created = await fetch(`${baseUrl}/api/organisations/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(NORTHERN_ORGANISATION),
  });
  if (created.status !== 201) {
    throw new Error(
      `creating the second organisation failed: ${created.status} ${await created.text()}`,
    );
  }
  await fetch(`${baseUrl}/api/auth/logout/`, { method: 'POST', headers });
}
