import { describe, expect, it } from 'vitest';
import { loginBody, organisationCreate, userCreate } from './index.js';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('field messages', () => {
  it('say a missing field is required', () => {
    expect(messages(loginBody.safeParse({}))).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
  });

  it('name the limit of an oversize string', () => {
    const result = organisationCreate.safeParse({ name: 'x'.repeat(201) });
    expect(messages(result)).toEqual({
      name: 'Ensure this field has no more than 200 characters.',
    });
  });

  it('reject an unknown permission string as a bad choice', () => {
    const result = userCreate.safeParse({
      email: 'a@b.io',
      organisation: 1,
      permissions: ['maps.fly'],
    });
    expect(messages(result)).toEqual({ 'permissions.0': 'Not a valid choice.' });
  });

  it('lower-case and check domains', () => {
    expect(organisationCreate.parse({ name: 'A', domain: 'Maps.Example.ORG' }).domain).toBe(
      'maps.example.org',
    );
    expect(organisationCreate.safeParse({ name: 'A', domain: 'not a host' }).success).toBe(false);
  });
});
