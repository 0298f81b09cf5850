import { randomBytes } from 'node:crypto';
import {
  MAP_SHARE_ORDERING,
  MAX_SHARE_DAYS,
  type MapShareCreate,
  type MapShareListQuery,
  type MapSharePatch,
  type MapShareRead,
  type MapShareWithToken,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import type { MapRepository } from '../repositories/map.repository.js';
import type { MapShareRepository, MapShareView } from '../repositories/map-share.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { PackRepository } from '../repositories/pack.repository.js';
import type { Storage } from '../storage/storage.js';
import { mapSharePolicy, SHARE_REVOKED } from '../policies/map-share.policy.js';
import { mapPolicy } from '../policies/map.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Actor, AuditService } from './audit.service.js';
import type { Principal } from '../policies/principal.js';
import { presentShare, shareLink } from './map-share.presenter.js';
import { digest } from './secrets.js';

/** 32 random bytes: a share token is a bearer credential, as long as an auth key is. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How many characters of a token the settings show, to tell shares apart. */
const PREFIX_LENGTH = 8;

/**
 * Map shares in the settings: creating one (maps.add_mapshare, for a map the creator can see),
 * listing and changing them (maps.change_mapshare), revoking (maps.delete_mapshare) and
 * rotating the token. Shares are those of maps the principal can see in their organisations.
 */
export class MapShareService {
  constructor(
    private readonly shares: MapShareRepository,
    private readonly maps: MapRepository,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
    /** The share's offline packs (issue 28), which go with it when it is revoked. */
    private readonly packs: Pick<PackRepository, 'deleteOfShare'>,
    private readonly storage: Pick<Storage, 'delete'>,
  ) {}

  async create(
    principal: Principal,
    body: MapShareCreate,
    actor: Actor,
    origin: string,
  ): Promise<MapShareWithToken> {
    const map = await this.maps.findVisible(body.map, viewerOf(principal));
    if (!map)
      throw ValidationError.field('map', `Invalid pk "${body.map}" - object does not exist.`);
    authorize(mapPolicy, principal, map, 'share');
    const token = newShareToken();
    const { id } = await this.shares.create({
      organisation_id: map.organisation_id,
      map_id: map.id,
      token_hash: digest(token),
      token_prefix: token.slice(0, PREFIX_LENGTH),
      expiry: checkedExpiry(body.expiry),
      bounds: body.bounds ?? null,
      note: body.note ?? '',
      markups: body.markups ?? 'hidden',
      created_by: principal.id,
    });
    await this.audit.record(actor, 'mapshare.create', { type: 'mapshare', id }, { map: map.id });
    return {
      ...(await this.get(principal, id, false)),
      token,
      link: shareLink(origin, map.id, token),
    };
  }

  async list(principal: Principal, organisationId: number, query: MapShareListQuery) {
    authorize(organisationPolicy, principal, { id: organisationId }, 'view_mapshares');
    if (!(await this.organisations.findInScope(organisationId, principal.scope)))
      throw new NotFoundError();
    const order = parseOrdering(query.ordering, MAP_SHARE_ORDERING, 'created_at');
    const { count, rows } = await this.shares.list(
      viewerOf(principal),
      { organisationId, status: query.status, mapId: query.map, search: query.search },
      order,
      pageWindow(query),
    );
    const clients = await this.shares.clientCounts(rows.map((r) => r.id));
    return {
      count,
      results: rows.map((r) =>
        presentShare(r, clients.get(r.id) ?? 0, abilitiesOf(mapSharePolicy, principal, r)),
      ),
    };
  }

  /** One share; `check` false for its creator's answer at creation. */
  async get(principal: Principal, id: number, check = true): Promise<MapShareRead> {
    const row = await this.visible(principal, id);
    if (check) authorize(mapSharePolicy, principal, row, 'view');
    const clients = await this.shares.clientCounts([id]);
    return presentShare(row, clients.get(id) ?? 0, abilitiesOf(mapSharePolicy, principal, row));
  }

  /** A revoked share answers the forms with a field error, as any other invalid change. */
  private authorizeChange(principal: Principal, row: MapShareView, action: 'change' | 'rotate') {
    if (mapSharePolicy.refusal(principal, row, action) === SHARE_REVOKED) {
      throw ValidationError.field('non_field_errors', SHARE_REVOKED);
    }
    authorize(mapSharePolicy, principal, row, action);
  }

  async update(
    principal: Principal,
    id: number,
    body: MapSharePatch,
    actor: Actor,
  ): Promise<MapShareRead> {
    const row = await this.visible(principal, id);
    this.authorizeChange(principal, row, 'change');
    await this.shares.update(id, {
      ...(body.expiry !== undefined ? { expiry: checkedExpiry(body.expiry) } : {}),
      ...(body.bounds !== undefined ? { bounds: body.bounds } : {}),
      ...(body.note !== undefined ? { note: body.note } : {}),
      ...(body.markups !== undefined ? { markups: body.markups } : {}),
    });
    await this.audit.record(
      actor,
      'mapshare.update',
      { type: 'mapshare', id },
      { fields: Object.keys(body) },
    );
    return this.get(principal, id);
  }

  /** Revoked at once in every process (the change notices): every later use is refused. */
  async revoke(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.visible(principal, id);
    authorize(mapSharePolicy, principal, row, 'delete');
    if (!row.revoked_at) await this.shares.update(id, { revoked_at: new Date() });
    // Its viewers' offline packs go with it: their links stopped working already, and nobody
    // may list or delete them any more. Archives no other pack holds, and their files, too.
    await this.storage.delete(await this.packs.deleteOfShare(row));
    await this.audit.record(actor, 'mapshare.revoke', { type: 'mapshare', id });
  }

  /** A new token for the same share; the old one stops working at once. */
  async rotate(
    principal: Principal,
    id: number,
    actor: Actor,
    origin: string,
  ): Promise<MapShareWithToken> {
    const row = await this.visible(principal, id);
    this.authorizeChange(principal, row, 'rotate');
    const token = newShareToken();
    await this.shares.update(id, {
      token_hash: digest(token),
      token_prefix: token.slice(0, PREFIX_LENGTH),
    });
    await this.audit.record(actor, 'mapshare.rotate', { type: 'mapshare', id });
    return {
      ...(await this.get(principal, id)),
      token,
      link: shareLink(origin, row.map_id, token),
    };
  }

  private async visible(principal: Principal, id: number): Promise<MapShareView> {
    const row = await this.shares.findVisible(id, viewerOf(principal));
    if (!row) throw new NotFoundError();
    return row;
  }
}

/** An expiry in the future, at most MAX_SHARE_DAYS away. */
function checkedExpiry(text: string): Date {
  const expiry = new Date(text);
  const now = Date.now();
  if (expiry.getTime() <= now)
    throw ValidationError.field('expiry', 'Choose a time in the future.');
  if (expiry.getTime() > now + MAX_SHARE_DAYS * 24 * 3600 * 1000) {
    throw ValidationError.field('expiry', `A share lasts at most ${MAX_SHARE_DAYS} days.`);
  }
  return expiry;
}
