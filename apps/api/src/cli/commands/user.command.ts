import { randomBytes } from 'node:crypto';
import { emailField, PERMISSIONS, type Permission } from '@waymark/contract';
import type { Container } from '../../container.js';
import { hashPassword } from '../../services/password-hasher.js';
import { passwordProblems } from '../../services/password-policy.js';
import { parse, requireInt, requireString, UsageError } from '../args.js';

function checkedEmail(value: unknown): string {
  const parsed = emailField.safeParse(requireString(value, 'email'));
  if (!parsed.success) throw new UsageError('--email is not a valid email address');
  return parsed.data;
}

function checkedPassword(password: string, email: string): string {
  const problems = passwordProblems(password, email);
  if (problems.length) throw new UsageError(problems.join(' '));
  return password;
}

function checkedPermissions(values: string[] | undefined, all: boolean | undefined): Permission[] {
  if (all) return [...PERMISSIONS];
  const unknown = (values ?? []).filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) {
    throw new UsageError(
      `unknown permission(s): ${unknown.join(', ')}. Known: ${PERMISSIONS.join(', ')}`,
    );
  }
  return [...new Set(values ?? [])] as Permission[];
}

export async function createUser({ repos }: Container, argv: string[]): Promise<string> {
  const { values } = parse(argv, {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    organisation: { type: 'string' },
    admin: { type: 'boolean' },
    permission: { type: 'string', multiple: true },
    'all-permissions': { type: 'boolean' },
    superuser: { type: 'boolean' },
  });
  const email = checkedEmail(values.email);
  const organisationId = requireInt(values.organisation, 'organisation');
  const permissions = checkedPermissions(values.permission, values['all-permissions']);
  if (!(await repos.organisations.findById(organisationId))) {
    throw new UsageError(`no organisation with id ${organisationId}`);
  }
  if (await repos.users.findByEmail(email))
    throw new UsageError(`a user with email ${email} exists`);
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  const user = await repos.users.create({
    email,
    first_name: values['first-name'] ?? '',
    last_name: values['last-name'] ?? '',
    password_hash: await hashPassword(checkedPassword(password, email)),
    is_superuser: values.superuser ?? false,
  });
  await repos.users.upsertMembership(user.id, organisationId, values.admin ?? false);
  await repos.users.setPermissions(user.id, permissions);
  return `Created user ${user.id} ${email}` + (generated ? ` with password: ${password}` : '');
}

export async function setPassword({ repos }: Container, argv: string[]): Promise<string> {
  const { values } = parse(argv, { email: { type: 'string' }, password: { type: 'string' } });
  const email = checkedEmail(values.email);
  const user = await repos.users.findByEmail(email);
  if (!user) throw new UsageError(`no user with email ${email}`);
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  await repos.users.update(user.id, {
    password_hash: await hashPassword(checkedPassword(password, email)),
  });
  await repos.resets.invalidateForUser(user.id);
  return `Password set for ${email}` + (generated ? `: ${password}` : '');
}

/**
 * Removes a user's second factor (the last superuser's lost phone, where no one else may): they
 * sign in with their password again. Audited as done by no user.
 */
export async function resetTwoFactor({ repos, services }: Container, argv: string[]) {
  const { values } = parse(argv, { email: { type: 'string' } });
  const email = checkedEmail(values.email);
  const user = await repos.users.findByEmail(email);
  if (!user) throw new UsageError(`no user with email ${email}`);
  const factor = await repos.twoFactor.find(user.id);
  await repos.twoFactor.remove(user.id);
  const wasEnabled = Boolean(factor?.confirmed_at);
  await services.audit.record(
    null,
    'user.two_factor_reset',
    { type: 'user', id: user.id },
    { was_enabled: wasEnabled },
  );
  return wasEnabled
    ? `Two-factor sign-in removed for ${email}`
    : `${email} had no two-factor sign-in; nothing to remove`;
}
