import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../container.js';
import { hashPassword } from '../services/password-hasher.js';
import type { UserRow } from '../repositories/user.repository.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface BootstrapOptions {
  email?: string;
  password?: string;
  /** Where the generated password is written (var/initial-admin.txt). */
  varDir: string;
  print: (line: string) => void;
}

/**
 * The bootstrap superuser: WAYMARK_ADMIN_EMAIL / WAYMARK_ADMIN_PASSWORD, or admin@example.com
 * with a random password that is printed once and written to var/initial-admin.txt.
 * An existing account is left as it is (change it with set-password).
 */
export async function ensureBootstrapAdmin(
  { repos }: Container,
  options: BootstrapOptions,
): Promise<UserRow> {
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const existing = await repos.users.findByEmail(email);
  if (existing) {
    if (!existing.is_superuser) await repos.users.update(existing.id, { is_superuser: true });
    return existing;
  }
  const generated = options.password === undefined;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const user = await repos.users.create({
    email,
    first_name: 'Admin',
    last_name: '',
    password_hash: await hashPassword(password),
    is_superuser: true,
  });
  if (generated) {
    const file = path.join(options.varDir, 'initial-admin.txt');
    await mkdir(options.varDir, { recursive: true });
    await writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
    options.print(`Created the superuser ${email} with password: ${password}`);
    options.print(`(also written to ${file}; change it after signing in)`);
  } else {
    options.print(`Created the superuser ${email}`);
  }
  return user;
}
