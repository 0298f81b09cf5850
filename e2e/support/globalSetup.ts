import { BASE_URL, ADMIN, NORTHERN_ORGANISATION } from './constants.js';

/**
 * Runs once the server answers: gives the admin a second organisation on another domain,
 * through the API (its creator becomes its admin), for the organisation selector.
 */
export default async function globalSetup(): Promise<void> {
  const login = await fetch(`${BASE_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { key } = (await login.json()) as { key: string };
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${key}` };
  const created = await fetch(`${BASE_URL}/api/organisations/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(NORTHERN_ORGANISATION),
  });
  if (created.status !== 201) {
    throw new Error(
      `creating the second organisation failed: ${created.status} ${await created.text()}`,
    );
  }
  await fetch(`${BASE_URL}/api/auth/logout/`, { method: 'POST', headers });
}
