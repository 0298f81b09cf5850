import type { LightMyRequestResponse } from 'fastify';
import { digest, newKey } from '../../services/secrets.js';
import type { TestContext } from '../test-app.js';
import { seedLayer } from '../layers.js';
import type { World } from './world.js';

/**
 * Who asks, in the abilities test: the permission matrix's roles, a share viewer, and two roles
 * whose rules once drifted apart between server and web app — an uploader (layers.upload only)
 * who owns a layer, and an organisation admin who administers users only.
 */
export interface Caller {
  name: string;
  /** Headers that make a request this caller's. */
  headers: Record<string, string>;
  /** The user behind the caller's token (the real one while impersonating); null for a share. */
  realUserId: number | null;
}

export interface AbilityWorld {
  world: World;
  callers: Caller[];
  /** A layer of A shared with the organisation and owned by the uploader. */
  uploaderLayer: number;
  uploaderId: number;
  usersAdminId: number;
}

const bearer = (token: string) => ({ authorization: `Token ${token}` });

export async function buildAbilityCallers(t: TestContext, world: World): Promise<AbilityWorld> {
  const uploader = await t.createUser({
    email: 'uploader@alpha.test',
    organisations: [{ id: world.orgA }],
    permissions: ['layers.upload'],
  });
  const usersAdmin = await t.createUser({
    email: 'people@alpha.test',
    organisations: [{ id: world.orgA, admin: true }],
    permissions: ['users.add_user', 'users.change_user'],
  });
  const uploaderLayer = await seedLayer(t, world.orgA, uploader.id, {
    name: 'Uploader’s layer',
    visibility: 'ORG',
  });
  const roles = ['member', 'editor', 'admin', 'otherAdmin', 'impersonating', 'superuser'] as const;
  const callers: Caller[] = roles.map((role) => ({
    name: role,
    headers: bearer(world.tokens[role]),
    realUserId: world.userIds[role],
  }));
  callers.push(
    { name: 'uploader', headers: bearer(uploader.token), realUserId: uploader.id },
    { name: 'usersAdmin', headers: bearer(usersAdmin.token), realUserId: usersAdmin.id },
    {
      name: 'shareViewer',
      headers: { mapshare: `Token ${world.shareTokens.ORG}` },
      realUserId: null,
    },
  );
  return { world, callers, uploaderLayer, uploaderId: uploader.id, usersAdminId: usersAdmin.id };
}

/** A request as `caller`. */
export function ask(
  t: TestContext,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.request(method, url, { body, headers: { ...caller.headers, ...headers } });
}

/**
 * A new session token of the caller's real user, for calls that change the session itself
 * (impersonation): the world's own tokens stay as they are.
 */
export async function freshSession(t: TestContext, caller: Caller): Promise<Caller> {
  if (caller.realUserId === null) return caller;
  const key = newKey();
  await t.container.repos.tokens.create(caller.realUserId, digest(key));
  return { ...caller, headers: bearer(key) };
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The creation of a resumable upload into `target` ('map:<id>', 'layer:<id>'), removed after. */
export async function tryUpload(
  t: TestContext,
  caller: Caller,
  target: string,
): Promise<LightMyRequestResponse> {
  const res = await ask(t, caller, 'POST', '/api/uploads/', undefined, {
    'tus-resumable': '1.0.0',
    'upload-length': '10',
    'upload-metadata': `filename ${b64('check.pdf')},target ${b64(target)}`,
  });
  const location = res.headers.location;
  if (res.statusCode === 201 && typeof location === 'string') {
    await ask(t, caller, 'DELETE', `${location}/`, undefined, { 'tus-resumable': '1.0.0' });
  }
  return res;
}
